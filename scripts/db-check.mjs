// `drizzle-kit check` (the migrations agree with each other), then: the schema has no change that a
// migration does not carry yet (`drizzle-kit generate` into a copy of server/db/migrations writes nothing).
// Exits non-zero on either failure.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const drizzleKit = path.join(root, 'node_modules', '.bin', 'drizzle-kit');
const migrations = path.join('server', 'db', 'migrations');
// drizzle-kit takes --out relative to the working directory.
const copy = path.join('node_modules', '.cache', 'drizzle-check', 'migrations');

const run = (args) => spawnSync(drizzleKit, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (run(['check']) !== 0) process.exit(1);

rmSync(path.join(root, path.dirname(copy)), { recursive: true, force: true });
mkdirSync(path.join(root, path.dirname(copy)), { recursive: true });
cpSync(path.join(root, migrations), path.join(root, copy), { recursive: true });
const before = readdirSync(path.join(root, copy)).length;
if (run(['generate', '--dialect', 'postgresql', '--schema', './server/db/schema.ts', '--out', copy]) !== 0) process.exit(1);
const added = readdirSync(path.join(root, copy)).length - before;
rmSync(path.join(root, path.dirname(copy)), { recursive: true, force: true });
if (added > 0) {
  console.error('server/db/schema.ts has changes no migration carries: run `npm run db:generate` and commit the migration.');
  process.exit(1);
}
