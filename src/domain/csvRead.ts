/**
 * Reads CSV text as spreadsheets write it (RFC 4180): quoted cells with doubled quotes and line breaks,
 * CRLF or LF line ends, a UTF-8 BOM, and a comma or a semicolon between cells (French Excel writes ';').
 * The reader of `csvRows`: the apostrophe `csvCell` puts before a would-be formula is taken off again.
 */
export function readCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = guessSeparator(body);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(undefuse(cell));
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') {
      quoted = true;
    } else if (ch === separator) endCell();
    else if (ch === '\n') endRow();
    else if (ch === '\r') {
      if (body[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

const DEFUSED = /^'[=+\-@\t\r]/;

/** `'=x` → `=x`: the apostrophe csvCell added so a spreadsheet would not run the cell. */
function undefuse(cell: string): string {
  return DEFUSED.test(cell) ? cell.slice(1) : cell;
}

/** ';' when the first line has more semicolons than commas outside quotes, else ','. */
function guessSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}
