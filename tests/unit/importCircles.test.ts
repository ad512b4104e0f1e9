import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

// A circle in the imports ties modules that should load (and change) apart. madge reads the graph as
// the compiler resolves it, dynamic imports and type-only imports included; each tree with its own tsconfig.
it.each([
  { tree: 'src', tsConfig: 'tsconfig.app.json' },
  { tree: 'server', tsConfig: 'tsconfig.node.json' },
])(
  '$tree has no import circle',
  ({ tree, tsConfig }) => {
    const run = spawnSync(
      'node_modules/.bin/madge',
      ['--circular', '--json', '--no-spinner', '--extensions', 'ts,tsx', '--ts-config', tsConfig, tree],
      { encoding: 'utf8' },
    );
    expect(run.error).toBeUndefined();
    const circles = JSON.parse(run.stdout) as string[][];
    expect(circles.map((circle) => circle.join(' → '))).toEqual([]);
  },
  60_000,
);
