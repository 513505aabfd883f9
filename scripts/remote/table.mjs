/** A plain-text table for the terminal: one header row, columns padded to their widest cell. */
export function formatTable(columns, rows) {
  const cells = rows.map((row) => columns.map((column) => String(row[column.key] ?? '')));
  const widths = columns.map((column, i) => Math.max(column.title.length, ...cells.map((row) => row[i].length)));
  const line = (values) =>
    values
      .map((value, i) => value.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.title)), ...cells.map(line)].join('\n');
}
