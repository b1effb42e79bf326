// Runs before `npm start` and `npm test` (npm's prestart/pretest), so a fresh clone needs no other
// command. Plain Node with no dependencies: it runs before node_modules exists.
//   node scripts/setup.mjs          install the packages when missing or older than the lockfile
//   node scripts/setup.mjs --test   the same, plus Chromium and PostgreSQL 15 for the test suite
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const forTests = process.argv.includes('--test');

function run(cmd, args, env = process.env) {
  console.log(`[setup] ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (res.status !== 0) {
    console.error(`[setup] "${cmd} ${args.join(' ')}" failed (exit ${res.status ?? res.signal}).`);
    process.exit(1);
  }
}

// npm writes node_modules/.package-lock.json on every install: older than the lockfile means a
// pull changed the dependencies since the last install.
function packagesStale() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return true;
  return statSync(installed).mtimeMs < statSync(path.join(root, 'package-lock.json')).mtimeMs;
}

const isRoot = process.getuid?.() === 0;
const canApt = isRoot && existsSync('/usr/bin/apt-get');
let aptUpdated = false;

/** Installs Debian packages when this machine allows it, else stops with the command to type. */
function aptInstall(what, packages) {
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (!canApt) {
    console.error(`[setup] ${what} is missing. Install it with:\n\n    sudo ${command}\n\nthen run the command again.`);
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) run('apt-get', ['update'], env);
  aptUpdated = true;
  run('apt-get', ['install', '-y', ...packages], env);
}

if (packagesStale()) run('npm', ['ci']);

if (forTests) {
  // The end-to-end tests drive Debian's Chromium (docs/architecture.md#tests; the same default path as
  // tests/e2e/support/browser.ts, which this file cannot import before the install);
  // CHROME_PATH points at another.
  const chrome = process.env.CHROME_PATH;
  if (chrome && !existsSync(chrome)) {
    console.error(`[setup] CHROME_PATH is ${chrome}, which does not exist.`);
    process.exit(1);
  }
  if (!chrome && !existsSync('/usr/bin/chromium')) aptInstall('Chromium', ['chromium']);
  // The conformance suite runs the migrations on PostgreSQL 15 (docs/architecture.md#production).
  const pgBin = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
  if (!existsSync(path.join(pgBin, 'initdb'))) aptInstall('PostgreSQL 15', ['postgresql-15']);
}
