/**
 * A script every page's head carries inline, before anything is drawn: a function's own source called with
 * values the build knows, written when the site is built and minified there (esbuild, which the build runs
 * already), since no later step minifies inline scripts and every page pays for it.
 */
import { transformSync } from 'esbuild';

/** `(fn)(...args)`, minified; `args` are source text (JSON, other functions' source). The build stops on a text that could end its script element. */
export function headScript(fn: (...args: never[]) => void, ...args: string[]): string {
  const text = transformSync(`(${fn})(${args.join(',')})`, { minify: true, target: 'es2022' }).code.trim();
  if (/<\/|<!--/.test(text)) throw new Error(`a head script would end its element: ${text}`);
  return text;
}
