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
 * After the client build, renders the public pages (src/prerender/render.tsx) in each language to HTML with
 * react-dom/server and writes dist/prerendered/[<lang>/]<page>.html: the built index.html with `<html lang dir>`
 * of the language, the page inside `#prerendered` and antd's styles for those pages in one hashed stylesheet
 * per language. No inline script: the app's own entry takes over.
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
              rollupOptions: { output: { entryFileNames: 'render.mjs', chunkFileNames: '[name]-[hash].mjs' } },
            },
          });
          const { renderPages } = (await import(pathToFileURL(path.join(ssrOut, 'render.mjs')).href)) as {
            renderPages: () => Promise<
              { locale: string; dir: string; title: string; description: string; pages: Record<string, string>; css: string }[]
            >;
          };
          const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
          for (const { locale, dir, title, description, pages, css } of await renderPages()) {
            // The app mounts into #root, kept hidden while the prerendered copy is on screen (PrerenderHandover).
            const styles = `${css}\n#prerendered+#root{display:none}\n`;
            const cssFile = `assets/prerendered-${createHash('sha256').update(styles).digest('base64url').slice(0, 10)}.css`;
            writeFileSync(path.join(outDir, cssFile), styles);
            for (const [url, rendered] of Object.entries(pages)) {
              // Until the app takes over, a submit button belongs to no form: pressing it must not post the form
              // natively (the page would reload, losing what was typed). aria-disabled says so to assistive tech.
              const html = rendered.replaceAll('type="submit"', 'type="submit" form="prerendered-inert" aria-disabled="true"');
              const page = template
                .replace(/<html lang="[^"]*">/, `<html lang="${locale}" dir="${dir}">`)
                .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
                .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escape(description)}" />`)
                .replace('</head>', `  <link rel="stylesheet" href="/${cssFile}">\n  </head>`)
                .replace('<div id="root"></div>', `<div id="prerendered">${html}</div><div id="root"></div>`);
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
