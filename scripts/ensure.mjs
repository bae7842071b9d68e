// Installs what a fresh machine is missing, so `npm start`, `npm test` and `npm run judge`
// work straight after a clone: npm packages when the lockfile changed (and the judge's bundle), and with --browser
// Debian's Chromium for the browser tests. Its own output goes to stderr so that
// `npm run -s judge` keeps standard output for answers.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const quiet = process.argv.includes('--quiet');
const say = (text) => quiet || process.stderr.write(`[ensure] ${text}\n`);
const run = (command) => execSync(command, { stdio: ['ignore', process.stderr, process.stderr] });

const stamp = 'node_modules/.lock-hash';
const hash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
  say('installing npm packages (npm ci)');
  run('npm ci --no-audit --no-fund');
  writeFileSync(stamp, hash);
  say('bundling the judge (.cache/judge)');
  await (await import('./judge-bundle.mjs')).bundleJudge();
}

export const CHROMIUM = '/usr/bin/chromium';
if (process.argv.includes('--browser') && !existsSync(CHROMIUM)) {
  say('installing Chromium from Debian for the browser tests');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
}
