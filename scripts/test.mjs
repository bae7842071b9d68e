// `npm test`: what CI runs. The type check and the site's build each keep about one core busy,
// so on a 2-core machine they run side by side; then the unit tests, then the browser tests
// against that build (E2E_BUILT tells playwright.config.ts not to build again).
import { spawn } from 'node:child_process';

/** Runs an npm script; resolves to its exit code. */
const run = (script, env = {}) =>
  new Promise((done) => spawn('npm', ['run', '-s', script], { stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) => done(code ?? 1)));

const fail = (code) => code && process.exit(code);
fail(Math.max(...(await Promise.all([run('typecheck'), run('build')]))));
fail(await run('unit'));
fail(await run('e2e', { E2E_BUILT: '1' }));
