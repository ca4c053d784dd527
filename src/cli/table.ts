import stringWidth from 'string-width';

/**
 * Lays rows out in left-aligned columns under a header, for people reading a terminal. Widths are
 * as the terminal shows them (string-width): a CJK character or an emoji takes two columns, an
 * accent none, where counting UTF-16 units put the columns after such a name out of line.
 */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(stringWidth(header), ...rows.map((row) => stringWidth(row[column] ?? ''))));
  const pad = (cell: string, width: number) => cell + ' '.repeat(Math.max(0, width - stringWidth(cell)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => pad(cell, widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].map((text) => `${text}\n`).join('');
}
