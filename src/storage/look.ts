/**
 * How the visitor chose the site to look, kept in the browser: the colours (the system's, the
 * default, or light or dark) and the cards' faces (large corner indices, for reading cards at a
 * distance or with poor sight). The head's script reads it before the page is drawn, so these
 * functions are inlined in every page as their source (scripts/look.ts): each stands alone, with
 * nothing from outside but its arguments, and each part is kept under its own key, russian-bank:<part>.
 */

/** Each part of the look and the values it takes, the default first. */
export const LOOK = { theme: ['auto', 'light', 'dark'], face: ['normal', 'large'] } as const;

export type LookParts = Readonly<Record<string, readonly string[]>>;

/** The browser's storage as the look uses it, looked up at each use: the getter itself throws where site data is blocked. */
export type LookStorage = () => Pick<Storage, 'getItem' | 'setItem'> | undefined;

/** Reads the look kept in the browser into `look`, part by part; a part never chosen, unknown or unreadable takes its default. */
export const storedLook = (storage: LookStorage, parts: LookParts, look: Record<string, string | undefined>): void => {
  for (const name in parts) {
    let kept: string | null | undefined;
    try {
      kept = storage()!.getItem(`russian-bank:${name}`);
    } catch {
      // Storage refused: the default.
    }
    look[name] = parts[name]!.includes(kept!) ? kept! : parts[name]![0];
  }
};

/** Keeps a choice, if the browser will: where it will not, the page shows it all the same, for as long as it is open. */
export const keepLook = (storage: LookStorage, name: string, value: string): void => {
  try {
    storage()!.setItem(`russian-bank:${name}`, value);
  } catch {
    // Refused: shown, not kept.
  }
};
