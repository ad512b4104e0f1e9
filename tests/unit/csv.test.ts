import { describe, expect, it } from 'vitest';
import { csvCell, csvRows } from '../../src/domain/csv';

describe('CSV cells are safe to open in a spreadsheet', () => {
  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+212600000000')).toBe("'+212600000000");
    expect(csvCell('-2+3+cmd|calc')).toBe("'-2+3+cmd|calc");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves plain numbers and ordinary text alone', () => {
    expect(csvCell('-3.50')).toBe('-3.50');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell('Tajine = 45 DH')).toBe('Tajine = 45 DH');
    expect(csvCell('Dar Zitoun')).toBe('Dar Zitoun');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(
      csvRows([
        ['a', 1],
        ['=x', 'b,c'],
      ]),
    ).toBe(`a,1\r\n'=x,"b,c"\r\n`);
  });
});
