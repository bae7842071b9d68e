// The look the visitor chose (theme, card corners) is kept in the browser and read back before the
// page is drawn; a browser that keeps nothing gives the defaults and never breaks the page.
import { describe, expect, test } from 'vitest';
import { MemoryStore } from '../support/memory-store';
import { keepLook, LOOK, storedLook, type LookStorage } from '../../src/storage/look';
import { lookScript } from '../../src/scripts/look';

const blocked = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
/** A storage that reads but takes nothing: full, or refused. */
class FullStore extends MemoryStore {
  override setItem = (): undefined => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}

/** The look the browser has kept, as the head's script reads it onto the page. */
const read = (storage: LookStorage) => {
  const look: Record<string, string | undefined> = {};
  storedLook(storage, LOOK, look);
  return look;
};

describe('the stored look', () => {
  test('a first visit follows the system, with normal card corners', () => {
    expect(read(() => new MemoryStore())).toEqual({ theme: 'auto', face: 'normal' });
  });

  test('a choice kept is read back on the next page', () => {
    const store = new MemoryStore();
    keepLook(() => store, 'theme', 'dark');
    keepLook(() => store, 'face', 'large');
    expect(read(() => store)).toEqual({ theme: 'dark', face: 'large' });
  });

  test('a value the site does not know (an older or a broken one) gives the default, part by part', () => {
    const store = new MemoryStore();
    store.setItem('russian-bank:theme', 'sepia');
    store.setItem('russian-bank:face', 'large');
    expect(read(() => store)).toEqual({ theme: 'auto', face: 'large' });
  });

  test.each([
    ['site data is blocked (the storage getter throws)', blocked],
    ['there is no storage at all', () => undefined],
  ])('%s: the defaults, and a choice is refused without an exception', (_, storage) => {
    expect(read(storage)).toEqual({ theme: 'auto', face: 'normal' });
    expect(() => keepLook(storage, 'theme', 'light')).not.toThrow();
  });
});

/** A page's document, as much of it as the head's script touches: the root, its listeners and the footer's controls. */
function fakePage(store: MemoryStore) {
  const listeners: Record<string, (e?: unknown) => void> = {};
  const controls = [{ dataset: { look: 'theme' }, value: 'auto' }, { dataset: { look: 'face' }, value: 'normal' }];
  const document = {
    documentElement: { dataset: {} as Record<string, string> },
    addEventListener: (type: string, f: (e?: unknown) => void) => (listeners[type] = f),
    querySelectorAll: () => controls,
  };
  // The script exactly as every page inlines it, run where `document` and `localStorage` are these.
  new Function('document', 'localStorage', lookScript())(document, store);
  return { root: document.documentElement.dataset, controls, listeners };
}

describe('the head’s script, as the pages inline it', () => {
  test('is the same text on every page, with nothing that could end its script element', () => {
    expect(lookScript()).toBe(lookScript());
    expect(lookScript()).not.toMatch(/<\/|<!--/);
  });

  test('keeps a stored value that is not one of the looks off the page', () => {
    const store = new MemoryStore();
    store.setItem('russian-bank:theme', '"><img src=x onerror=alert(1)>');
    expect(fakePage(store).root).toEqual({ theme: 'auto', face: 'normal' });
  });

  test('puts the stored look on the page’s root before it is drawn, and in the controls once they are', () => {
    const store = new MemoryStore();
    store.setItem('russian-bank:theme', 'dark');
    const page = fakePage(store);
    expect(page.root).toEqual({ theme: 'dark', face: 'normal' });
    page.listeners['DOMContentLoaded']!();
    expect(page.controls.map((c) => c.value)).toEqual(['dark', 'normal']);
  });

  test('a choice is shown at once and kept for the next page', () => {
    const store = new MemoryStore();
    const page = fakePage(store);
    page.listeners['change']!({ target: { dataset: { look: 'face' }, value: 'large' } });
    expect(page.root.face).toBe('large');
    expect(store.getItem('russian-bank:face')).toBe('large');
    // A change elsewhere on the page (a select of a board's settings) is not a choice of look.
    page.listeners['change']!({ target: { dataset: {}, value: 'one-pack' } });
    expect(page.root).toEqual({ theme: 'auto', face: 'large' });
  });

  test('a browser that will not keep the choice still shows it, without an error', () => {
    const page = fakePage(new FullStore());
    expect(() => page.listeners['change']!({ target: { dataset: { look: 'theme' }, value: 'light' } })).not.toThrow();
    expect(page.root.theme).toBe('light');
  });
});
