// `npm run openapi`: writes openapi.json, the API's contract, from the routes' schemas (server/docs.ts), and
// src/api/openapi.d.ts, the SPA's types generated from it (openapi-typescript), which type the endpoint table.
// `npm run openapi -- --check`: fails when either committed file is not what the routes declare.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openApiText, openApiTypesText } from '../server/docs';

const root = path.resolve(import.meta.dirname, '..');
const { app } = await buildApp({ dataDir: 'memory://', filesDir: '.data-test/openapi', seed: false, logger: false });
await app.ready();
const text = openApiText(app);
await app.close();
const files = [
  { file: path.join(root, 'openapi.json'), text },
  { file: path.join(root, 'src', 'api', 'openapi.d.ts'), text: await openApiTypesText(text) },
];

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // No committed file yet: it is stale.
  }
};

if (process.argv.includes('--check')) {
  const stale = files.filter(({ file, text }) => read(file) !== text).map(({ file }) => path.relative(root, file));
  if (stale.length > 0) {
    console.error(`${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale: run \`npm run openapi\` and commit.`);
    process.exit(1);
  }
  console.log('openapi.json and src/api/openapi.d.ts are up to date.');
} else {
  for (const { file, text } of files) {
    writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
