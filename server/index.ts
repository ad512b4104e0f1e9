import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, defaultOptions } from './app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const { app } = await buildApp({ ...defaultOptions(), staticDir: process.env.STATIC_DIR ?? path.join(root, 'dist') });
await app.listen({ port, host });
app.log.info(`Back-office ready on http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
