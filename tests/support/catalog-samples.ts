/**
 * Every sentence a catalog can say, for checks of its wording: its strings as they are, and each
 * function called with sample arguments. The arguments' shapes come from the English catalog's
 * types (read with the TypeScript compiler), and each field takes each of its sample values at
 * least once: both booleans, every literal of a union, null where it may be null, an ace and a
 * queen for a card (the cards whose article differs), a number 0, 1 and 2 (plural and « qu’une »).
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = 'src/i18n';

/** Every folder of src/i18n holding a catalog (en.ts), nested ones too: "replay/record". */
export function catalogFolders(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory()) return [];
    const path = join(dir, e.name);
    const inner = catalogFolders(path);
    return readdirSync(path).includes('en.ts') ? [path.slice(ROOT.length + 1), ...inner] : inner;
  });
}

/** Sample strings, by what a parameter's name says it holds; a French phrase (a named pile) otherwise. */
function stringSamples(name: string): unknown[] {
  if (/^(card|top|wanted|cards|options|on)$/.test(name)) return ['A♣', 'D♥', '8♦', '10♠'];
  if (/^(who|player|caller|owner|toMove|theirs)$/.test(name)) return ['B', 'A'];
  return ['la maison 3'];
}

/** Sample values of a type; `name` is the parameter's or field's name. */
function samples(checker: ts.TypeChecker, type: ts.Type, name: string): unknown[] {
  if (type.isUnion()) return [...new Set(type.types.flatMap((t) => samples(checker, t, name)))];
  if (type.isStringLiteral() || type.isNumberLiteral()) return [type.value];
  const flags = type.getFlags();
  if (flags & ts.TypeFlags.BooleanLiteral) return [checker.typeToString(type) === 'true'];
  if (flags & ts.TypeFlags.Null) return [null];
  if (flags & ts.TypeFlags.Undefined) return [undefined];
  if (flags & ts.TypeFlags.String) return stringSamples(name);
  if (flags & ts.TypeFlags.Number) return [1, 0, 2, 12];
  if (checker.isArrayType(type)) {
    const items = samples(checker, checker.getTypeArguments(type as ts.TypeReference)[0]!, name);
    return [items.slice(0, 2), items.slice(0, 1)];
  }
  const fields = type.getProperties().map((p) => [p.name, samples(checker, checker.getTypeOfSymbol(p), p.name)] as const);
  return worlds(fields.map(([, values]) => values)).map((values) => Object.fromEntries(fields.map(([field], i) => [field, values[i]])));
}

/** Lists of one value per slot, so that each slot takes each of its values at least once. */
function worlds(slots: readonly unknown[][]): unknown[][] {
  const count = Math.max(1, ...slots.map((s) => s.length));
  return Array.from({ length: count }, (_, k) => slots.map((s) => s[k % s.length]));
}

/** The argument lists to call a function of type `type` with. */
function argumentLists(checker: ts.TypeChecker, type: ts.Type): unknown[][] {
  const [signature] = type.getCallSignatures();
  return worlds(signature!.getParameters().map((p) => samples(checker, checker.getTypeOfSymbol(p), p.name)));
}

/** For each English catalog, the argument lists of each of its functions by path ("why.few-spaces"). */
function argumentsOfCatalogs(folders: readonly string[]): Map<string, Map<string, unknown[][]>> {
  const files = folders.map((f) => join(ROOT, f, 'en.ts'));
  const program = ts.createProgram(files, { strict: true, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true });
  const checker = program.getTypeChecker();
  return new Map(
    folders.map((folder, i) => {
      const source = program.getSourceFile(files[i]!)!;
      const en = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === 'en')!;
      const found = new Map<string, unknown[][]>();
      const walk = (type: ts.Type, path: string) => {
        if (type.getCallSignatures().length) found.set(path, argumentLists(checker, type));
        else if (!(type.getFlags() & ts.TypeFlags.StringLike) && !checker.isArrayType(type) && !checker.isTupleType(type)) for (const p of type.getProperties()) walk(checker.getTypeOfSymbol(p), path ? `${path}.${p.name}` : p.name);
      };
      walk(checker.getTypeOfSymbol(en), '');
      return [folder, found] as const;
    }),
  );
}

/** A sentence of a catalog: where it is ("site/fr: play.lead.touch", with the arguments of a function's) and what it says. */
export interface Said {
  readonly at: string;
  readonly text: string;
}

/** Everything the catalogs of `lang` say, in every folder of src/i18n. */
export async function everythingSaid(lang: 'en' | 'fr'): Promise<Map<string, Said[]>> {
  const folders = catalogFolders();
  const args = argumentsOfCatalogs(folders);
  const said = new Map<string, Said[]>();
  for (const folder of folders) {
    const catalog = (await import(/* @vite-ignore */ resolve(ROOT, folder, `${lang}.ts`)))[lang] as object;
    const out: Said[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') out.push({ at: path, text: value });
      else if (typeof value === 'function') {
        const lists = args.get(folder)!.get(path);
        if (!lists) throw new Error(`${folder}/${lang}: ${path} is a function where English has none`);
        for (const list of lists) out.push({ at: `${path}(${JSON.stringify(list)})`, text: String(value(...list)) });
      } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    };
    walk(catalog, '');
    said.set(folder, out);
  }
  return said;
}
