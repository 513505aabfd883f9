/**
 * The disposition module's public door (issue 30): the manufacturer's append-only acquisition and
 * disposition record, its corrections and its CSV export.
 */
export { dispositionCsv } from './csv';
export { dispositionRoutes } from './routes';
export {
  alreadyDisposed,
  DISPOSITION_API_MESSAGES,
  type DispositionEntry,
  dispositionRecord,
  recordShipmentDispositions,
  type ShipmentDisposition,
  recordCorrection,
  recordEntry,
} from './service';
