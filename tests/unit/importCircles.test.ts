import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

// A circle in the SPA's imports ties modules that should load (and change) apart. madge reads the
// graph as the compiler resolves it, dynamic imports and type-only imports included.
it('the SPA has no import circle', () => {
  const run = spawnSync(
    'node_modules/.bin/madge',
    ['--circular', '--json', '--no-spinner', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.app.json', 'src'],
    { encoding: 'utf8' },
  );
  expect(run.error).toBeUndefined();
  const circles = JSON.parse(run.stdout) as string[][];
  expect(circles.map((circle) => circle.join(' → '))).toEqual([]);
}, 60_000);
