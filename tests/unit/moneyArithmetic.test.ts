import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Money is integer centimes everywhere (src/domain/money.ts); dirhams with decimals exist only at the API's and the
 * forms' edges, converted by that module alone. These checks fail on the two ways floats creep back: a float column
 * for an amount, and the hand-made conversion `* 100` / `/ 100` / `.toFixed(2)` outside the module.
 */
const root = path.resolve(import.meta.dirname, '../..');
const MONEY_MODULE = 'src/domain/money.ts';

/** Files whose 100 is a percentage, not centimes: an upload's and an export's progress. */
const PERCENTAGES = new Set(['src/components/uploadImage.ts', 'src/components/ExportCsvButton.tsx']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const CONVERSION = /[*/]\s*100\b(?!\s*[_\d])|\.toFixed\(\s*2\s*\)/;
const FLOAT_COLUMN = /\b(doublePrecision|real|numeric|decimal)\(|double precision|::float8|::numeric\b/;

describe('money arithmetic', () => {
  const files = [...sourceFiles('src'), ...sourceFiles('server')];

  it('finds the files it checks', () => {
    expect(files).toContain(MONEY_MODULE);
    expect(files).toContain('server/db/schema.ts');
    expect(files.length).toBeGreaterThan(200);
  });

  it('converts dirhams and centimes only in the money module', () => {
    const found = files
      .filter((file) => file !== MONEY_MODULE && !PERCENTAGES.has(file))
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${file}:${i + 1}`, line: line.trim() }))
          .filter(({ line }) => CONVERSION.test(line)),
      );
    expect(found).toEqual([]);
  });

  it('stores and queries no amount as a floating-point or decimal number', () => {
    const found = files
      .filter((file) => file.startsWith('server/'))
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${file}:${i + 1}`, line: line.trim() }))
          .filter(({ line }) => FLOAT_COLUMN.test(line) && !/epoch/.test(line)),
      );
    expect(found).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    for (const line of ['Math.round(price * 100)', 'cents / 100', 'value.toFixed(2)', 'x *100'])
      expect(CONVERSION.test(line), line).toBe(true);
    for (const line of ['count * 1000', 'ms / 1000', 'toFixed(1)', 'limit: 100_000']) expect(CONVERSION.test(line), line).toBe(false);
    for (const line of ["revenue: numeric('revenue')", 'prix double precision', 'doublePrecision(name)'])
      expect(FLOAT_COLUMN.test(line), line).toBe(true);
  });
});
