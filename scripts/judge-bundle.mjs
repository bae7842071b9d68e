// @ts-check
// Writes .cache/judge/judge.mjs: scripts/judge.ts and everything it imports in one ES module,
// with the list of the files it was built from (judge.mjs rebuilds when one of them changes).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIR = `${ROOT}.cache/judge`;
export const BUNDLE = `${DIR}/judge.mjs`;
export const INPUTS = `${DIR}/inputs.json`;

export async function bundleJudge() {
  const { build } = await import('esbuild');
  mkdirSync(DIR, { recursive: true });
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: ['scripts/judge.ts'],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'error',
  });
  writeFileSync(INPUTS, JSON.stringify(Object.keys(metafile.inputs).map((f) => ROOT + f)));
}
