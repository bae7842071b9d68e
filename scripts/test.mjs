// `npm test`: what CI runs. The build keeps about one core busy; the type check, beside it, ends well before it, and the
// unit tests take the core it leaves (142 s for the three in turn on the 2-core machine, 115 s so). The one unit test
// that reads the build (what keeping the site offline costs) runs once the build is done; then the browser tests
// against that build (E2E_BUILT tells playwright.config.ts not to build again).
import { spawn } from 'node:child_process';

/** Runs an npm script with arguments; resolves to its exit code. */
const run = (script, args = [], env = {}) =>
  new Promise((done) =>
    spawn('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])], { stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) => done(code ?? 1)),
  );

const READS_BUILD = 'tests/offline/kept-size.test.ts';
const fail = (code) => code && process.exit(code);
const checked = run('typecheck').then((code) => code || run('unit', ['--exclude', READS_BUILD]));
const built = run('build');
fail(Math.max(await checked, await built));
fail(await run('unit', [READS_BUILD]));
fail(await run('e2e', [], { E2E_BUILT: '1' }));
