/** Markdown for the review sheet (docs/review/): what a table cell or a heading may hold. */

/** Text safe in a table cell: no pipe or line break can end the cell early. */
export const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** A row of a table. */
export const row = (cells: readonly string[]): string => `| ${cells.map(cell).join(' | ')} |`;

/** A table: its header, the rule under it, its rows. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [row(header), row(header.map(() => '---')), ...rows.map(row)];
}

/** A sentence quoted as the record has it. */
export const quoted = (text: string): string => `“${text}”`;

/** A trait value as a reader writes it: "[4,8]" is 4–8, a list is comma-separated. */
export function plainValue(value: string): string {
  if (value.startsWith('[')) {
    const parsed = JSON.parse(value) as unknown;
    if (Array.isArray(parsed)) {
      const numeric = parsed.length === 2 && parsed.every((item) => typeof item === 'number');
      return numeric ? `${parsed[0]}–${parsed[1]}` : parsed.length > 0 ? parsed.join(', ') : 'none';
    }
  }
  return value === '' || value === '""' ? 'none' : value.replace(/^"|"$/g, '');
}
