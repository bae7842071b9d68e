// `node scripts/run.mjs [--quiet] scripts/x.ts [args]`: installs what is missing, then runs a
// TypeScript script in this same process, as if Node had been given it. The tsx command
// starts a second Node process; doing without it makes `npm run -s judge` answer about a
// second sooner.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

await import('./ensure.mjs');
const { register } = await import('tsx/esm/api');
register();
const at = process.argv.findIndex((a, i) => i > 1 && a.endsWith('.ts'));
if (at < 0) throw new Error('usage: node scripts/run.mjs [--quiet] scripts/x.ts [args]');
const script = resolve(process.argv[at]);
process.argv = [process.argv[0], script, ...process.argv.slice(at + 1)];
await import(pathToFileURL(script).href);
