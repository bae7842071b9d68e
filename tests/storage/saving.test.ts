// Saving that tells the truth: a refused write is said and the page goes on in memory; unreadable
// saves are copied into a bounded list, never written over, never claimed kept when they were not.
import { describe, expect, test } from 'vitest';
import { MemoryStore } from '../support/memory-store';
import { PageStore } from '../../src/storage/page-store';
import { KEPT_ASIDE_KEY, KEPT_ASIDE_MAX, keptAside, settle } from '../../src/storage/kept-aside';
import type { Note, Unreadable } from '../../src/storage/notes';
import { emptyRecord, loadRecord, recordAnswer, RECORD_KEY, saveRecord } from '../../src/records/puzzles';
import { emptyProgress, loadProgress, PROGRESS_KEY, recordAnswer as recordExercise, saveProgress } from '../../src/records/lessons';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const solved001 = () => recordAnswer(emptyRecord(), '001', true);

/** The browser's storage that takes nothing more: every write refused for lack of room. */
class FullStore extends MemoryStore {
  override setItem = (): undefined => {
    throw quota();
  };
}

describe('a browser that refuses to save', () => {
  test.each([
    ['the storage getter throws (site data blocked)', (): Storage => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, 'off'],
    ['there is no storage at all', (): undefined => undefined, 'off'],
    ['every write is refused for lack of room', (): MemoryStore => new FullStore(), 'full'],
  ] as const)('%s: the save says so, and the page reads back what it did', (_, browser, why) => {
    const page = new PageStore(browser);
    expect(loadRecord(page).record).toEqual(emptyRecord());
    expect(saveRecord(page, solved001())).toBe(why);
    // The page goes on: the solve is there for every reader of this page.
    expect(loadRecord(page)).toEqual({ record: solved001(), note: null });
    // Later saves stay in memory, and do not say it again.
    expect(saveRecord(page, recordAnswer(solved001(), '002', true))).toBe('memory');
    expect(loadRecord(page).record.puzzles['002']?.solved).toBe(true);
  });

  test('reading a blocked storage is said as storage turned off', () => {
    const page = new PageStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(loadProgress(page)).toEqual({ progress: emptyProgress(), note: { code: 'off', what: 'lessons' } });
  });

  test('a browser that saves says saved, and keeps nothing in memory', () => {
    const browser = new MemoryStore();
    const page = new PageStore(() => browser);
    expect(saveProgress(page, recordExercise(emptyProgress(), 'layout-hand', true))).toBe('saved');
    expect(JSON.parse(browser.getItem(PROGRESS_KEY)!).exercises['layout-hand'].solved).toBe(true);
    expect(page.memory.has(PROGRESS_KEY)).toBe(false);
  });
});

describe('what the learner is told is handed to the page', () => {
  test('a refused save and an unreadable record, each as a code', () => {
    const heard: unknown[] = [];
    const browser = new FullStore();
    browser.items.set(PROGRESS_KEY, 'broken');
    const page = new PageStore(() => browser, (note) => heard.push(note));
    saveRecord(page, solved001());
    loadProgress(page);
    expect(heard).toEqual([
      { code: 'full', what: 'puzzles' },
      { code: 'unreadable', what: 'lessons', key: PROGRESS_KEY, raw: 'broken', version: 1 },
    ]);
  });
});

describe('unreadable saves kept aside', () => {
  /** Reads the record as a page does, and copies it aside as its note does. */
  function readAndSettle(page: PageStore, read: (s: PageStore) => { note: Note | null }) {
    const { note } = read(page);
    return note && 'key' in note ? settle(page, note) : note?.code;
  }

  test('two corruptions make two copies: the second never writes over the first', () => {
    const browser = new MemoryStore();
    browser.setItem(RECORD_KEY, '{"version":2,"puzzles":');
    expect(readAndSettle(new PageStore(() => browser), loadRecord)).toBe('keptAside');
    browser.setItem(PROGRESS_KEY, '{"version":1,"exercises":7}');
    expect(readAndSettle(new PageStore(() => browser), loadProgress)).toBe('keptAside');
    expect(keptAside(browser)!.map((k) => [k.key, k.raw])).toEqual([
      [RECORD_KEY, '{"version":2,"puzzles":'],
      [PROGRESS_KEY, '{"version":1,"exercises":7}'],
    ]);
    // Copied, each is replaced by a fresh record: reading again copies nothing more.
    expect(JSON.parse(browser.getItem(RECORD_KEY)!)).toEqual(emptyRecord());
    expect(loadRecord(new PageStore(() => browser)).note).toBeNull();
    expect(keptAside(browser)).toHaveLength(2);
  });

  test('until it is copied, the page works in memory and the unreadable save is untouched', () => {
    const browser = new MemoryStore();
    browser.setItem(RECORD_KEY, 'broken');
    const page = new PageStore(() => browser);
    const { note } = loadRecord(page);
    expect(saveRecord(page, solved001())).toBe('memory');
    expect(browser.getItem(RECORD_KEY)).toBe('broken');
    // Once copied, what the page did takes its place.
    expect(settle(page, note as Unreadable)).toBe('keptAside');
    expect(JSON.parse(browser.getItem(RECORD_KEY)!)).toEqual(solved001());
  });

  test(`a full list (${KEPT_ASIDE_MAX} copies) takes no more: the unreadable save stays as it was, even after the page saves`, () => {
    const browser = new MemoryStore();
    for (let i = 0; i < KEPT_ASIDE_MAX; i++) {
      browser.setItem(RECORD_KEY, `broken ${i}`);
      expect(readAndSettle(new PageStore(() => browser), loadRecord)).toBe('keptAside');
    }
    const list = browser.getItem(KEPT_ASIDE_KEY);
    browser.setItem(RECORD_KEY, 'broken again');
    const page = new PageStore(() => browser);
    expect(readAndSettle(page, loadRecord)).toBe('notKept');
    expect(saveRecord(page, solved001())).toBe('memory');
    expect(loadRecord(page).record).toEqual(solved001());
    expect(browser.getItem(RECORD_KEY)).toBe('broken again');
    expect(browser.getItem(KEPT_ASIDE_KEY)).toBe(list);
  });

  test('a copy the full storage refuses is not claimed kept, and the original is left untouched', () => {
    const browser = new FullStore();
    browser.items.set(RECORD_KEY, '{"version":3,"puzzles":{}}');
    expect(readAndSettle(new PageStore(() => browser), loadRecord)).toBe('newerNotKept');
    expect(browser.getItem(KEPT_ASIDE_KEY)).toBeNull();
    expect(browser.getItem(RECORD_KEY)).toBe('{"version":3,"puzzles":{}}');
  });

  test('an unreadable list is never written over', () => {
    const browser = new MemoryStore();
    browser.setItem(KEPT_ASIDE_KEY, 'not a list');
    browser.setItem(PROGRESS_KEY, 'broken');
    expect(readAndSettle(new PageStore(() => browser), loadProgress)).toBe('notKept');
    expect(browser.getItem(KEPT_ASIDE_KEY)).toBe('not a list');
    expect(browser.getItem(PROGRESS_KEY)).toBe('broken');
  });
});
