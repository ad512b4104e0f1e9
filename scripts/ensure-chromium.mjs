// `npm test`'s pretest step: the browser tests use Debian's Chromium at /usr/bin/chromium (never a
// downloaded browser). When it is missing, install it if we are root, otherwise say how in one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HOW = `Chromium is missing at ${CHROMIUM}: install it with "sudo apt-get update && sudo apt-get install -y chromium", then run npm test again.`;

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(HOW);
  process.exit(1);
}

console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium with apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(HOW);
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(HOW);
  process.exit(1);
}
