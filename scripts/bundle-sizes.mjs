// What a browser downloads before a screen appears, read from a build's `.vite/manifest.json`: the entry
// (index.html's) and the chunks of the given modules, with everything they import statically, gzipped
// (-9, as a server would send them). Used by `npm run bench` and by the size budget of `npm test`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');

/** `vite build --manifest` into `outDir`; exits the process when the build fails. */
export function buildWithManifest(outDir) {
  const build = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    console.error('vite build failed');
    process.exit(build.status ?? 1);
  }
}

/** The sizes of a build: `loadedFirst(modules)` for a screen, and the app's whole JavaScript. */
export function bundleSizes(outDir) {
  /** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gzCache = new Map();
  const gzipped = (file) => {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length);
    return gzCache.get(file);
  };
  const raw = (file) => readFileSync(path.join(outDir, file)).length;
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not a chunk of the build: is it still loaded lazily?`);
      seen.add(key);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('No index.html entry in the build manifest');
  const jsFiles = (keys) => [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
  const measure = (files) => ({
    files: files.length,
    size: files.reduce((sum, f) => sum + raw(f), 0),
    gz: files.reduce((sum, f) => sum + gzipped(f), 0),
  });
  const allJs = [
    ...new Set(
      Object.values(manifest)
        .map((c) => c.file)
        .filter((f) => f.endsWith('.js')),
    ),
  ];
  return {
    /** The entry and `modules` (source paths), with their static imports. */
    loadedFirst: (modules) => measure(jsFiles(closure([entryKey, ...modules]))),
    largest: () => allJs.map((file) => ({ file, size: raw(file), gz: gzipped(file) })).sort((a, b) => b.gz - a.gz)[0],
    all: () => measure(allJs),
  };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
