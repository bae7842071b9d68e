// `npm test`: what CI runs, in two lines of work side by side on a 2-core machine. One: the type check, then the unit
// tests. The other: the build, the one unit test that reads it (what keeping the site offline costs), then the browser
// tests against that build (E2E_BUILT tells playwright.config.ts not to build again). The build keeps about one core
// busy and the type check ends well before it, so the unit tests take the core it leaves, and the browser tests start
// as soon as the site is built. Either line failing fails the run, once both are done.
import { spawn } from 'node:child_process';

/** Runs an npm script with arguments; resolves to its exit code. */
const run = (script, args = [], env = {}) =>
  new Promise((done) =>
    spawn('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])], { stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) => done(code ?? 1)),
  );

const READS_BUILD = 'tests/offline/kept-size.test.ts';
const checked = run('typecheck').then((code) => code || run('unit', ['--exclude', READS_BUILD]));
const browsed = run('build')
  .then((code) => code || run('unit', [READS_BUILD]))
  .then((code) => code || run('e2e', [], { E2E_BUILT: '1' }));
process.exit(Math.max(await checked, await browsed));
