// @ts-check
// `npm run -s judge`: the judge of scripts/judge.ts run from one bundled file. Compiling the
// engine's TypeScript at every start took about 0.4 s; the bundle starts in a few tens of ms.
// It is written when packages are installed (ensure.mjs) and again here whenever a file it was
// built from has changed since, so an edited engine is never judged by stale code.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUNDLE, INPUTS, bundleJudge } from './judge-bundle.mjs';

// ensure.mjs reads the lockfile from the project's folder, wherever the judge is called from.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
await import('./ensure.mjs');

/** True when the bundle is missing or older than any file it was built from. */
function stale() {
  if (!existsSync(BUNDLE) || !existsSync(INPUTS)) return true;
  const built = statSync(BUNDLE).mtimeMs;
  return JSON.parse(readFileSync(INPUTS, 'utf8')).some((/** @type {string} */ file) => !existsSync(file) || statSync(file).mtimeMs > built);
}

if (stale()) await bundleJudge();
await import(pathToFileURL(BUNDLE).href);
