/**
 * A CSV file the way Finnish spreadsheets and Datahub's own export read it (DOMAIN.md): `;` between
 * fields (the comma is the decimal separator), CRLF line ends, UTF-8 with a byte-order mark so Excel
 * recognises the encoding and shows ä and ö correctly.
 */
export const CSV_SEPARATOR = ';';
const BYTE_ORDER_MARK = '\uFEFF';

export function csvDocument(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [headers, ...rows].map((fields) => fields.map(quoteField).join(CSV_SEPARATOR));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

function quoteField(field: string): string {
  return /[";\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
