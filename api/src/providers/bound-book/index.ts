/** The bound book the disposition record is mirrored to: the shop's own record | FastBound. */
export {
  type BoundBook,
  type BoundBookDisposition,
  BoundBookRefusedError,
  BoundBookUnavailableError,
  OwnRecordOnly,
} from './book';
export { FastBoundBook, type FastBoundSettings } from './fastbound';
export { FASTBOUND_BASE_URL } from './fastbound-http';
export { type BoundBookSettings, boundBookSettingsFromEnv, createBoundBook } from './settings';
