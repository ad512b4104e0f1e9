// The size budget `npm test` holds (KB of JavaScript on the wire: gzip -9 of the entry and static imports,
// plus 1 KB of response headers a script, so that many small chunks cost what they cost): fails
// when a screen's first download grows past its budget. A budget is the size it had when set plus a little
// room; lower it when a change makes the screen lighter, and never raise it without saying why in the commit.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWithManifest, bundleSizes, kb } from './bundle-sizes.mjs';

const BUDGETS = [
  // The signed-out entry: what a phone downloads before the login form can be used (94.1 KB when last lowered: no
  // antd at all (its theme engine and icons: the public pages draw with designTokens and PlainIcon), no router, only
  // the public pages' words, not every area's endpoints; three scripts). Of it, React DOM is about 62 KB.
  { what: 'signed-out /login', modules: ['src/features/auth/LoginPage.tsx'], budgetKb: 95 },
  // Signing in: the whole app's router and providers, then the signed-in layout (441.2 KB when last lowered, in 6 scripts).
  { what: 'signed-in shell', modules: ['src/App.tsx', 'src/components/AppShell.tsx'], budgetKb: 442 },
];

const outDir = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'size-budget');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await buildWithManifest(outDir);
const sizes = bundleSizes(outDir);
let over = 0;
for (const { what, modules, budgetKb } of BUDGETS) {
  const { wire, files } = sizes.loadedFirst(modules);
  const ok = wire / 1024 <= budgetKb;
  if (!ok) over += 1;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${what.padEnd(20)} ${kb(wire).padStart(7)} KB of ${budgetKb} KB (${files} scripts)`);
}
rmSync(outDir, { recursive: true, force: true });
console.log(`size budget: ${BUDGETS.length - over} within, ${over} over`);
process.exit(over ? 1 : 0);
