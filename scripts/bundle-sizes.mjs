// What a browser downloads before a screen appears, read from a build's `.vite/manifest.json`: the entry
// (index.html's) and the chunks holding the given modules, with everything they import statically, gzipped
// (-9, as a server would send them), plus the response headers each script costs on the wire. Used by
// `npm run bench` and by the size budget of `npm test`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/**
 * What one script's HTTP/1.1 response headers weigh: the real server's for a built chunk (security headers,
 * cache, etag, encoding) measure 1,058 bytes; counted as 1 KB a script.
 */
export const HEADER_BYTES = 1024;

/** Which modules each chunk holds (`.vite/chunk-modules.json`): chunks are grouped, a page is not always a chunk of its own. */
const chunkModules = (projectRoot) => ({
  name: 'bundle-sizes:chunk-modules',
  generateBundle(_, bundle) {
    const modules = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const ids = chunk.moduleIds ?? Object.keys(chunk.modules);
      modules[chunk.fileName] = ids.filter((id) => !id.startsWith('\0')).map((id) => path.relative(projectRoot, id.split('?')[0]));
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
  },
});

/** `vite build` with a manifest into `outDir` (of the project at `projectRoot`); exits the process when the build fails. */
export async function buildWithManifest(outDir, projectRoot = root) {
  try {
    await build({
      root: projectRoot,
      configFile: path.join(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [chunkModules(projectRoot)],
      build: { manifest: true, outDir, emptyOutDir: true },
    });
  } catch (error) {
    console.error('vite build failed', error);
    process.exit(1);
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
  /** @type {Record<string, string[]>} */
  const modulesOf = JSON.parse(readFileSync(path.join(outDir, '.vite', 'chunk-modules.json'), 'utf8'));
  /** The manifest's key of the chunk holding a source module: its own, or the group's it was put in. */
  const keyOf = (module) => {
    if (manifest[module]) return module;
    const file = Object.keys(modulesOf).find((f) => modulesOf[f].includes(module));
    const key = file && Object.keys(manifest).find((k) => manifest[k].file === file);
    if (!key) throw new Error(`${module} is in no chunk of the build: is it still loaded lazily?`);
    return key;
  };
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      const chunk = manifest[key];
      seen.add(key);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('No index.html entry in the build manifest');
  const jsFiles = (keys) => [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
  const measure = (files) => {
    const gz = files.reduce((sum, f) => sum + gzipped(f), 0);
    return { files: files.length, size: files.reduce((sum, f) => sum + raw(f), 0), gz, wire: gz + files.length * HEADER_BYTES };
  };
  const allJs = [
    ...new Set(
      Object.values(manifest)
        .map((c) => c.file)
        .filter((f) => f.endsWith('.js')),
    ),
  ];
  return {
    /** The entry and the chunks of `modules` (source paths), with their static imports; `wire` adds the headers. */
    loadedFirst: (modules) => measure(jsFiles(closure([entryKey, ...modules.map(keyOf)]))),
    largest: () => allJs.map((file) => ({ file, size: raw(file), gz: gzipped(file) })).sort((a, b) => b.gz - a.gz)[0],
    all: () => measure(allJs),
  };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
