// `npx tsx bench/easy-market-import.ts`: how long an admin's 5,000-product Easy Market spreadsheet takes to preview
// and to import, over HTTP against a real API node, on the embedded database (PGlite) and on PostgreSQL (a
// throw-away cluster, or BENCH_DATABASE_URL's server). BENCH_ROWS (5000) rows; the median of BENCH_RUNS (3) for the
// repeatable steps. Goals, as for the owners' catalogue: preview under 5 s, import under 10 s.
import { DEMO_ACCOUNTS } from '../tests/server/helpers';
import { groceryCsv, groceryRows } from '../tests/server/easyMarketImportFile';
import { runImportBench } from './importBench';

await runImportBench({
  title: 'Easy Market import',
  email: DEMO_ACCOUNTS.admin,
  databasePrefix: 'bench_em_import',
  fileName: 'easy-market.csv',
  rows: groceryRows,
  csv: groceryCsv,
  endpoints: async (nodeUrl) => ({
    importUrl: `${nodeUrl}/api/easyMarket/import`,
    exports: { 'export CSV': `${nodeUrl}/api/easyMarket/export` },
  }),
});
