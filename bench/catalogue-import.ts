// `npx tsx bench/catalogue-import.ts`: how long a store's 5,000-product spreadsheet takes to preview and to import,
// over HTTP against a real API node, on the embedded database (PGlite) and on PostgreSQL (a throw-away cluster, or
// BENCH_DATABASE_URL's server). BENCH_ROWS (5000) rows; the median of BENCH_RUNS (3) for the repeatable steps.
// Goals: preview under 5 s, import under 10 s.
import { DEMO_ACCOUNTS } from '../tests/server/helpers';
import { csvText, storeCatalogueRows } from '../tests/server/catalogueImportFile';
import { runImportBench } from './importBench';

await runImportBench({
  title: 'Catalogue import',
  email: DEMO_ACCOUNTS.store,
  databasePrefix: 'bench_import',
  fileName: 'catalogue.csv',
  rows: storeCatalogueRows,
  csv: csvText,
  endpoints: async (nodeUrl, auth, userId) => {
    const store = (await (await fetch(`${nodeUrl}/api/store/getByOwner/${userId}`, { headers: auth })).json()) as { _id: string };
    return {
      importUrl: `${nodeUrl}/api/products/import/${store._id}`,
      exports: {
        'export CSV': `${nodeUrl}/api/products/export/${store._id}`,
        'export XLSX': `${nodeUrl}/api/products/export/${store._id}?format=xlsx`,
      },
    };
  },
});
