import { describe, expect, it } from 'vitest';
import { csvCell, csvPhone, csvRows } from '../../src/domain/csv';
import { normalizePhone } from '../../src/domain/phone';

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

describe('a phone in a CSV cell', () => {
  it.each(['612345678', '0612345678', '+212612345678', '+212 612-345678', '06 12 34 56 78'])(
    'writes %j whole, dialable, in visible characters, read back as the same number',
    (stored) => {
      const cell = csvPhone(stored);
      expect(cell).toBe('00212 612-345678');
      expect(cell).toMatch(/^[0-9 -]+$/);
      expect(csvCell(cell)).toBe(cell);
      expect(normalizePhone(cell)).toBe('612345678');
    },
  );

  it('writes any other value as typed, defused and quoted as any text, with no +212 it never had', () => {
    expect(csvPhone('+33 6 12 34 56 78')).toBe("'+33 6 12 34 56 78");
    expect(csvPhone('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvPhone('-1+1')).toBe("'-1+1");
    expect(csvPhone('12345')).toBe('12345');
    expect(csvPhone('ask at the desk; ring twice')).toBe('"ask at the desk; ring twice"');
  });
});
