/**
 * Parses CSV as RFC 4180 writes it: quoted fields may hold commas, doubled quotes and line
 * breaks (several headlines in the dataset do), so splitting on newlines would misnumber rows.
 * Returns every row, header included.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      field += char;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
