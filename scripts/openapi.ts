// `npm run openapi`: writes openapi.json, the API's contract, from the routes' schemas (server/docs.ts).
// `npm run openapi -- --check`: fails when the committed file is not what the routes declare.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openApiText } from '../server/docs';

const file = path.resolve(import.meta.dirname, '..', 'openapi.json');
const { app } = await buildApp({ dataDir: 'memory://', filesDir: '.data-test/openapi', seed: false, logger: false });
await app.ready();
const text = openApiText(app);
await app.close();

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // No committed file yet: it is stale.
  }
  if (committed !== text) {
    console.error('openapi.json is stale: run `npm run openapi` and commit it.');
    process.exit(1);
  }
  console.log('openapi.json is up to date.');
} else {
  writeFileSync(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
