import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CI installs with `npm ci`, which refuses a lockfile that no longer matches what package.json asks for. A
// dependency on a moving tag ("latest") stops matching the day the tag moves, with no change of ours: such
// a dependency must be pinned by an override in package.json.
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

interface LockedPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** A version spec that names a dist-tag (latest, next…) rather than a version, a range or a source. */
const isTag = (spec: string) => /^[a-z]/i.test(spec) && !/^(npm|file|git|git\+\w+|https?|link|workspace):/.test(spec);

describe('the lockfile', () => {
  const lock = read('package-lock.json') as { packages: Record<string, LockedPackage> };
  const overrides = (read('package.json') as { overrides?: Record<string, unknown> }).overrides ?? {};

  it('pins every dependency on a moving tag with an override, so `npm ci` keeps accepting it', () => {
    const unpinned = Object.entries(lock.packages).flatMap(([at, pkg]) =>
      Object.entries({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies })
        .filter(([name, spec]) => isTag(spec) && typeof overrides[name] !== 'string')
        .map(([name, spec]) => `${at} → ${name}@${spec}`),
    );
    expect(unpinned).toEqual([]);
  });

  it('locks each overridden package at its override', () => {
    const pinned = Object.entries(overrides).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    for (const [name, version] of pinned) {
      const locked = lock.packages[`node_modules/${name}`] as { version?: string } | undefined;
      if (locked) expect(`${name}@${locked.version}`).toBe(`${name}@${version}`);
    }
  });
});
