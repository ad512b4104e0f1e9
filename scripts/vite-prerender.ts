import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * The name of a prerendered path's file under dist/prerendered/: English at the top (`login.html`), the
 * other languages in a folder of their own (`fr/login.html`), as server/spa.ts reads them.
 */
export const prerenderedFile = (url: string, locale = 'en') =>
  `${locale === 'en' ? '' : `${locale}/`}${url === '/' ? 'index' : url.slice(1)}.html`;

/**
 * The first paint waits until the page is parsed up to #root (its end): a phone parsing in slices would
 * otherwise paint the page's top alone, vertically centred, then move it up as the rest arrives (a layout shift).
 */
const WHOLE_PAGE_FIRST = '<link rel="expect" href="#root" blocking="render">';

/** A `<style>` element holding this CSS (which never closes the element early). */
function styleElement(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('a stylesheet to inline contains "</style"');
  return `<style>${css}</style>`;
}

/** The built page with each of its own stylesheets (`<link rel="stylesheet" href="/assets/…">`) inline. */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_, file: string) =>
    styleElement(readFileSync(path.join(outDir, file), 'utf8')),
  );
}

/**
 * The prerendered pages' only script: it fetches the app's entry (and what the entry preloads) once the page
 * is on screen. The page is drawn and typed into without the app, so the app's 140 KB must not race its first
 * paint (a high-priority script in the head counts as render-blocking, deferred module or not). It is itself
 * fetched at low priority. A hidden tab, which paints nothing, fetches the app at once.
 */
function bootScript(entry: string, preloads: string[]): string {
  const script = (tag: string, attribute: string, url: string, extra: string) =>
    `e=document.createElement('${tag}');${extra}e.crossOrigin='';e.${attribute}=${JSON.stringify(url)};document.head.append(e);`;
  return `let e,started=false;
const start=()=>{if(started)return;started=true;${preloads.map((url) => script('link', 'href', url, "e.rel='modulepreload';")).join('')}${script('script', 'src', entry, "e.type='module';")}};
if(document.visibilityState==='visible'&&PerformanceObserver.supportedEntryTypes?.includes('paint')){new PerformanceObserver((_,observer)=>{observer.disconnect();start()}).observe({type:'paint',buffered:true});setTimeout(start,2000)}else start();
`;
}

/**
 * The built page with its entry script and module preloads replaced by the boot script (bootScript), written
 * next to the other assets under a name that follows its content.
 */
function withBootScript(html: string, outDir: string): string {
  const entry = html.match(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/);
  if (!entry) throw new Error('no entry script in index.html');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g)];
  const code = bootScript(
    entry[1]!,
    preloads.map((m) => m[1]!),
  );
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
  writeFileSync(path.join(outDir, file), code);
  let page = html.replace(entry[0], () => `<script type="module" fetchpriority="low" src="/${file}"></script>\n    `);
  for (const [tag] of preloads) page = page.replace(tag, '');
  return page;
}

/**
 * After the client build, renders the public pages (src/prerender/render.tsx) in each language to HTML with
 * react-dom/server and writes dist/prerendered/[<lang>/]<page>.html: the built index.html with `<html lang dir>`
 * of the language, the page inside `#prerendered`, and its styles inline (the entry's stylesheet; the pages draw
 * with inline styles, without antd): the first paint needs the HTML alone, not two more requests. No inline script: a
 * small boot script fetches the app's own entry once the page is painted, and the app hydrates the page (src/main.tsx).
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'oujda:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // Storybook's build reuses this config with its own index.html: nothing to prerender there.
        if (!readFileSync(path.join(outDir, 'index.html'), 'utf8').includes('<div id="root"></div>')) return;
        const { build } = await import('vite');
        const ssrOut = mkdtempSync(path.join(os.tmpdir(), 'oujda-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [react()],
            ssr: { noExternal: true },
            build: {
              ssr: path.join(root, 'src/prerender/render.tsx'),
              outDir: ssrOut,
              emptyOutDir: true,
              minify: false,
              // French and Arabic are chunks of their own (loaded on demand): ES modules too.
              rollupOptions: {
                output: { entryFileNames: 'render.mjs', chunkFileNames: '[name]-[hash].mjs' },
                // The pages are imported as they are here, and lazily by the entry's table of pages (PublicApp's default).
                checks: { ineffectiveDynamicImport: false },
              },
            },
          });
          const { renderPages } = (await import(pathToFileURL(path.join(ssrOut, 'render.mjs')).href)) as {
            renderPages: () => Promise<
              { locale: string; dir: string; title: string; description: string; pages: Record<string, string> }[]
            >;
          };
          const template = withBootScript(inlineStylesheets(readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir), outDir);
          const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
          for (const { locale, dir, title, description, pages } of await renderPages()) {
            for (const [url, rendered] of Object.entries(pages)) {
              // The app hydrates #prerendered, which then becomes #root; where it cannot (signed in, another language),
              // it renders into #root, kept hidden while the prerendered copy is on screen (PrerenderHandover).
              const styles = styleElement('#prerendered+#root{display:none}');
              const page = template
                .replace(/<html lang="[^"]*">/, `<html lang="${locale}" dir="${dir}">`)
                .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
                .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escape(description)}" />`)
                .replace('</head>', () => `  ${styles}\n  ${WHOLE_PAGE_FIRST}\n  </head>`)
                .replace('<div id="root"></div>', `<div id="prerendered">${rendered}</div><div id="root"></div>`);
              const file = path.join(outDir, 'prerendered', prerenderedFile(url, locale));
              mkdirSync(path.dirname(file), { recursive: true });
              writeFileSync(file, page);
            }
          }
        } finally {
          rmSync(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}
