/**
 * The look the visitor chose (storage/look.ts), put on the page before it is drawn: a script
 * inlined in the head of every page, so that a dark page never flashes light and a large face
 * never replaces a normal one. The page's root carries each part as an attribute (data-theme,
 * data-face) that the style sheets read; the footer's controls (components/LookChoice.astro)
 * show it and change it.
 */
import { keepLook, LOOK, storedLook, type LookParts, type LookStorage } from '../storage/look';
import { headScript } from './head-script';

/** Sets the stored look on the page, shows it in its controls once they are drawn, and shows and keeps each new choice. */
export const applyLook = (doc: Document, storage: LookStorage, parts: LookParts, stored: typeof storedLook, keep: typeof keepLook): void => {
  const look = doc.documentElement.dataset;
  stored(storage, parts, look);
  doc.addEventListener('change', ({ target }) => {
    const name = (target as HTMLSelectElement).dataset?.look;
    if (name) keep(storage, name, (look[name] = (target as HTMLSelectElement).value));
  });
  doc.addEventListener('DOMContentLoaded', () => {
    for (const c of doc.querySelectorAll<HTMLSelectElement>('[data-look]')) c.value = look[c.dataset.look!]!;
  });
};

/** The head's script: the functions above as their source, called at once (the unit test runs this very text). */
export const lookScript = (): string => headScript(applyLook, 'document', '()=>localStorage', JSON.stringify(LOOK), `${storedLook}`, `${keepLook}`);
