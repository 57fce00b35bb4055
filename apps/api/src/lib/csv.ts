/** CSV with a header row; every value quoted, and a leading formula character neutralised. */
export function toCsv(header: string[], rows: string[][]): string {
  const cell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;
  return [header.join(','), ...rows.map((row) => row.map(cell).join(','))].join('\r\n') + '\r\n';
}
