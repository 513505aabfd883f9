/**
 * The disposition module's public door (issue 30): the manufacturer's append-only acquisition and
 * disposition record, its corrections and its CSV export.
 */
export { submissionsOf } from './book-submissions';
export { dispositionCsv } from './csv';
export { dispositionRoutes } from './routes';
export {
  alreadyDisposed,
  DISPOSITION_API_MESSAGES,
  type DispositionEntry,
  dispositionRecord,
  recordCorrection,
  recordEntry,
  recordShipmentDispositions,
  type ShipmentDisposition,
  submitToBoundBook,
} from './service';
