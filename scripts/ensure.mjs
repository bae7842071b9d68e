// Installs what a fresh machine is missing, so `npm start`, `npm test` and `npm run judge`
// work straight after a clone: npm packages when the lockfile changed (and the judge's bundle), and with --browser
// Debian's Chromium for the browser tests. Its own output goes to stderr so that
// `npm run -s judge` keeps standard output for answers.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';

const quiet = process.argv.includes('--quiet');
const say = (text) => quiet || process.stderr.write(`[ensure] ${text}\n`);
const run = async (command) => (await import('node:child_process')).execSync(command, { stdio: ['ignore', process.stderr, process.stderr] });

/**
 * The lockfile's sha256, remembered in .cache with the lockfile's size and time of change: it
 * is hashed again only when one of them differs, as every judge run starts here and hashing
 * (with loading node:crypto) was a few ms of a one-line answer.
 */
async function lockHash() {
  const { size, mtimeMs } = statSync('package-lock.json');
  const seen = `${size} ${mtimeMs}`;
  const memo = '.cache/lock-hash';
  const [memoSeen, memoHash] = existsSync(memo) ? readFileSync(memo, 'utf8').split('\n') : [];
  if (memoSeen === seen && memoHash) return memoHash;
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
  mkdirSync('.cache', { recursive: true });
  writeFileSync(memo, `${seen}\n${hash}`);
  return hash;
}

const stamp = 'node_modules/.lock-hash';
const hash = await lockHash();
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
  say('installing npm packages (npm ci)');
  await run('npm ci --no-audit --no-fund');
  writeFileSync(stamp, hash);
  say('bundling the judge (.cache/judge)');
  await (await import('./judge-bundle.mjs')).bundleJudge();
}

// The browser tests run in Chromium's headless shell (playwright.config.ts); Lighthouse needs the whole browser.
const BROWSERS = { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell' };
const missing = Object.keys(BROWSERS).filter((name) => !existsSync(BROWSERS[name]));
if (process.argv.includes('--browser') && missing.length) {
  say(`installing ${missing.join(' and ')} from Debian for the browser tests`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  await run(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
}
