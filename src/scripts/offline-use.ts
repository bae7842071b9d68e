/**
 * Keeping the site for offline use, on the visitor's word. Loaded on the first press of an offer
 * (every page's footer line, the home page's card), or as a page opens once the site is kept
 * (to say so, offer removing it, and tell when a new version is ready): never before, so a
 * visitor who has not accepted downloads neither this nor the site (src/layouts/Base.astro).
 * Each offer is a region (`data-offline`) whose buttons name their action (`data-offline-use`);
 * what happens is said in the regions, in words.
 */
import { isLocale, DEFAULT_LOCALE } from '../i18n/locales';
import { offlineUseWords } from '../i18n/offline-use';
import { OFFLINE_USE, type OfflineChoice } from '../records/offline-use';
import { save, type Store } from '../storage/versioned';

type Action = 'keep' | 'remove' | 'decline';

const lang = document.documentElement.lang;
const w = offlineUseWords(isLocale(lang) ? lang : DEFAULT_LOCALE);
const regions = () => [...document.querySelectorAll<HTMLElement>('[data-offline]')];
// The browser's storage, looked up at each use (a getter may throw); the choice's note is said here, not in the page's storage note.
const store: Store = { getItem: (k) => localStorage.getItem(k), setItem: (k, v) => localStorage.setItem(k, v) };
/** The caches of every version of the worker (scripts/service-worker.js names them so). */
const ours = (name: string) => name.startsWith('russian-bank-') || name === 'russian-bank:retiring';
/** This page's language is kept (the worker keeps a language in a cache named after it, filled whole or not at all). */
const keptHere = async () => (await caches.keys()).some((k) => k.startsWith('russian-bank-') && k.endsWith(`-${lang}`));

/** Says `text` in every offer, with a button for the next action when there is one. */
function say(text: string, next?: { readonly action: Action; readonly label?: string }) {
  for (const region of regions()) {
    // The offer's own words (with what keeping costs), kept for offering it again.
    region.dataset.offer ??= region.querySelector('[data-offline-use="keep"]')?.textContent ?? '';
    const line = document.createElement('span');
    line.textContent = text;
    const parts: Node[] = [line];
    if (next) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.offlineUse = next.action;
      button.textContent = next.label ?? (next.action === 'keep' ? region.dataset.offer : w.remove);
      parts.push(document.createTextNode(' '), button);
    }
    region.replaceChildren(...parts);
  }
}

/** Keeps the choice; a refused save is said (the offer would come back on the next visit). */
function choose(choice: OfflineChoice | null): boolean {
  return save(store, OFFLINE_USE, { choice }) === 'saved';
}
const unsaved = (text: string, saved: boolean) => (saved ? text : `${text} ${w.notSaved}`);

/** A new version waiting: the notice, and its "Reload", which lets it take over and reloads the page. */
function offerUpdate(registration: ServiceWorkerRegistration) {
  const waiting = registration.waiting;
  if (!waiting || !navigator.serviceWorker.controller || document.querySelector('.update-ready')) return;
  const notice = document.createElement('div');
  notice.className = 'update-ready';
  notice.setAttribute('role', 'status');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = w.reload;
  button.addEventListener('click', () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
    waiting.postMessage('skip-waiting');
  });
  const text = document.createElement('span');
  text.textContent = w.update;
  notice.replaceChildren(text, document.createTextNode(' '), button);
  document.body.append(notice);
}

function watchUpdates(registration: ServiceWorkerRegistration) {
  offerUpdate(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offerUpdate(registration));
  });
}

type Told = { offline?: string; done?: number; total?: number; lang?: string };

async function keep() {
  if (!('serviceWorker' in navigator)) return say(w.unsupported);
  say(w.keeping({ percent: 0 }));
  const saved = choose('kept');
  // The worker's answer when the site is kept already in another language and this one is asked for.
  let answered: (kept: boolean) => void = () => {};
  const answer = new Promise<boolean>((resolve) => (answered = resolve));
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<Told>) => {
    if (e.data?.offline === 'progress' && e.data.total) say(w.keeping({ percent: Math.floor((100 * (e.data.done ?? 0)) / e.data.total) }));
    if (e.data?.lang === lang) answered(e.data.offline === 'kept');
  });
  try {
    const registration = await navigator.serviceWorker.register('/sw.js');
    const installing = registration.installing;
    // A failed install leaves the worker redundant: nothing was kept.
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'redundant' && !registration.active) fail(registration);
    });
    const ready = await navigator.serviceWorker.ready;
    if (!(await keptHere())) {
      ready.active?.postMessage({ keep: lang });
      if (!(await answer)) return fail();
    }
    say(unsaved(w.kept, saved), { action: 'remove' });
    watchUpdates(registration);
  } catch {
    fail();
  }
}

/** Nothing kept: a failed first install leaves no worker behind (a failed further language leaves the others kept). */
async function fail(registration?: ServiceWorkerRegistration) {
  await registration?.unregister();
  choose(null);
  say(w.failed, { action: 'keep', label: w.tryAgain });
}

async function remove() {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration?.unregister();
  await Promise.all((await caches.keys()).filter(ours).map((k) => caches.delete(k)));
  say(unsaved(w.removed, choose('declined')), { action: 'keep' });
}

/** "No thanks" on the home page: the card goes, unless the choice could not be kept (it would come back): then that is said. */
function decline(button: HTMLElement) {
  if (!choose('declined')) return say(w.notSaved, { action: 'keep' });
  const card = button.closest<HTMLElement>('[data-offline-home]');
  if (card) card.hidden = true;
}

/** Runs a pressed offer's action, or (`press` absent: the page opened with the site kept) says it is kept and watches for a new version. */
export async function offlineUse(press?: Element): Promise<void> {
  const action = (press as HTMLElement | undefined)?.dataset.offlineUse as Action | undefined;
  if (action === 'keep') return keep();
  if (action === 'remove') return remove();
  if (action === 'decline') return decline(press as HTMLElement);
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.active) return;
  // Kept in another language only: this page goes on offering to keep its own.
  if (await keptHere()) say(w.kept, { action: 'remove' });
  watchUpdates(registration);
}
