/**
 * The record as CSV (issue 30): every entry, corrected ones and their corrections alike, in the order
 * recorded, with the columns 27 CFR 478.123 names and the correction links. RFC 4180 quoting; a cell
 * that a spreadsheet would read as a formula is prefixed with an apostrophe.
 */
import type { DispositionEntry } from './service';

const COLUMNS: Array<[header: string, cell: (entry: DispositionEntry) => string | number | null]> = [
  ['Entry', (e) => e.id],
  ['Recorded at', (e) => e.recordedAt],
  ['Kind', (e) => e.kind],
  ['Date', (e) => e.date],
  ['Serial number', (e) => e.serial],
  ['Manufacturer', (e) => e.manufacturer],
  ['Importer', (e) => e.importer],
  ['Model', (e) => e.model],
  ['Type', (e) => e.type],
  ['Caliber or gauge', (e) => e.caliber],
  ['From / to: name', (e) => e.party.name],
  ['From / to: address', (e) => e.party.address],
  ['From / to: FFL number', (e) => e.party.fflNumber],
  ['Order', (e) => e.orderId],
  ['Corrects entry', (e) => e.corrects],
  ['Correction reason', (e) => e.correctionReason],
  ['Superseded by entry', (e) => e.supersededBy],
];

function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function dispositionCsv(entries: DispositionEntry[]): string {
  const lines = [COLUMNS.map(([header]) => cell(header)).join(',')];
  for (const entry of entries) lines.push(COLUMNS.map(([, value]) => cell(value(entry))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
