// French typography on every built French page, as a reader sees it: the text of each page
// (scripts and styles left out), its title, description and the labels a screen reader reads
// (aria-label, title, alt, placeholder), the board pictures' titles and the French texts of the
// puzzles' data files. The rules are tests/support/french-typography.ts's; the catalogs and the
// content are checked before the build (tests/i18n/french-typography.test.ts). This reads the
// build the browser tests run against: no browser is opened.
import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frenchTypographyFaults, straightApostrophes } from '../support/french-typography';

const DIST = 'dist';

/** Every file under `dir` whose name ends with one of `ends`. */
function filesIn(dir: string, ends: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === '_astro' ? [] : filesIn(path, ends);
    return ends.some((end) => e.name.endsWith(end)) ? [path] : [];
  });
}

const NAMED: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", laquo: '«', raquo: '»', rsquo: '’', lsquo: '‘', hellip: '…', mdash: '—', ndash: '–', thinsp: '\u2009' };
const decode = (s: string) =>
  s.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (m, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (NAMED[name.toLowerCase()] ?? m),
  );

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// A block's edge breaks the line, so two blocks' texts never run together ("Leçon :" then "Les maisons").
const BLOCK = new Set('address article aside blockquote br button dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p pre section select summary table td th title tr ul'.split(' '));
const READ_ATTRIBUTES = /\s(aria-label|title|alt|placeholder)\s*=\s*"([^"]*)"/gi;

/**
 * What a reader of a page in `lang` reads: its text as one string (each stretch in another
 * language left out, such as the glossary's English column), and each label on its own.
 */
export function readText(html: string, lang: string): { text: string; labels: string[] } {
  const stack: { tag: string; lang: string }[] = [];
  const current = () => stack.at(-1)?.lang ?? lang;
  let text = '';
  const labels: string[] = [];
  const tokens = /<!--[\s\S]*?-->|<![^>]*>|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
  for (const m of html.matchAll(tokens)) {
    const [whole, , closing, tag, attributes = ''] = m;
    if (whole.startsWith('<!') || m[1]) continue;
    if (!tag) {
      if (current() === lang) text += decode(whole);
      continue;
    }
    const name = tag.toLowerCase();
    if (BLOCK.has(name)) text += '\n';
    if (closing) {
      const at = stack.map((s) => s.tag).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    const own = /\slang\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.split('-')[0] ?? current();
    if (own === lang) {
      for (const [, , value] of attributes.matchAll(READ_ATTRIBUTES)) labels.push(decode(value!));
      if (name === 'meta' && /\s(?:name|property)\s*=\s*"(?:description|og:title|og:description|twitter:title|twitter:description)"/i.test(attributes))
        labels.push(decode(/\scontent\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? ''));
    }
    if (!VOID.has(name) && !attributes.trimEnd().endsWith('/')) stack.push({ tag: name, lang: own });
  }
  return { text, labels };
}

/** Every string under a key `lang`, however deep, in a data file's JSON (a puzzle's texts in each language). */
function textsOf(value: unknown, lang: string, inside = false): string[] {
  if (typeof value === 'string') return inside ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => textsOf(v, lang, inside));
  // `source` says where a puzzle was mined, for its authors: no reader sees it.
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (k === 'source' ? [] : textsOf(v, lang, inside || k === lang)));
  return [];
}

/** The texts in `lang` of every data file of the build, by file. */
const dataTexts = (lang: string) => filesIn(DIST, ['.json']).map((file) => [file, textsOf(JSON.parse(readFileSync(file, 'utf8')), lang)] as const);

/** One line per slip and place: a slip of a shared sentence (every puzzle page has the same buttons) shows once, with how many files have it. */
function counted(faults: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const f of faults) {
    const key = f.replace(/^dist\/((?:fr\/)?puzzles)\/\d+(\/|\.json)/, 'dist/$1/<n>$2');
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].map(([f, n]) => (n > 1 ? `${f} (×${n})` : f));
}

test('the page reader keeps what a reader reads and leaves out the rest', () => {
  const page =
    '<html lang="fr"><head><title>Leçon&nbsp;: les maisons</title><meta name="description" content="Vos «&#160;Stop&#x202f;!&#160;»"><style>a:hover{}</style></head>' +
    '<body><script>if (a ? b : c) {}</script><p aria-label="Tableau">Le <b>A♣</b>\n:</p><dl><dt lang="en">B\'s pile</dt><dd>la défausse</dd></dl><img alt="La table"></body></html>';
  const { text, labels } = readText(page, 'fr');
  expect(text).toContain('Leçon\u00a0: les maisons');
  expect(text).toContain('Le A♣\n:');
  expect(text).not.toContain('B\'s');
  expect(text).not.toContain('hover');
  expect(labels).toEqual(['Vos «\u00a0Stop\u202f!\u00a0»', 'Tableau', 'La table']);
  expect(frenchTypographyFaults(text)).toHaveLength(2);
});

test('every French page, label and puzzle text is written in French typography', () => {
  expect(existsSync(join(DIST, 'fr')), 'dist/fr/ is missing: build the site first (npm run build)').toBe(true);
  const pages = filesIn(join(DIST, 'fr'), ['.html']);
  expect(pages.length).toBeGreaterThan(10);
  const faults = pages.flatMap((file) => {
    const { text, labels } = readText(readFileSync(file, 'utf8'), 'fr');
    return [text, ...labels].flatMap((t) => frenchTypographyFaults(t)).map((f) => `${file}: ${f}`);
  });
  const pictures = filesIn(join(DIST, 'fr'), ['.svg']).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<(title|text)\b[^>]*>([^<]*)</g)].flatMap((m) => frenchTypographyFaults(decode(m[2]!)).map((f) => `${file}: ${f}`)),
  );
  const data = dataTexts('fr').flatMap(([file, texts]) => texts.flatMap((t) => frenchTypographyFaults(t).map((f) => `${file}: ${f}`)));
  expect(counted([...faults, ...pictures, ...data])).toEqual([]);
});

test('every English page and puzzle text writes ’, never a straight apostrophe', () => {
  const pages = filesIn(DIST, ['.html']).filter((f) => !f.startsWith(join(DIST, 'fr')));
  expect(pages.length).toBeGreaterThan(10);
  const faults = pages.flatMap((file) => {
    const { text, labels } = readText(readFileSync(file, 'utf8'), 'en');
    return [text, ...labels].flatMap(straightApostrophes).map((f) => `${file}: ${f}`);
  });
  const data = dataTexts('en').flatMap(([file, texts]) => texts.flatMap(straightApostrophes).map((f) => `${file}: ${f}`));
  expect(counted([...faults, ...data])).toEqual([]);
});
