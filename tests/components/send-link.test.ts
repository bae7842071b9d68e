// "Share" hands the link to the phone's share sheet where there is one, and copies it elsewhere.
import { describe, expect, test } from 'vitest';
import { sendLink, type Sender } from '../../src/components/send-link';

const data = { title: 'Puzzle 008', text: 'Share this position', url: 'https://site.example/analysis/?p=3abc' };

/** A navigator whose share sheet ends as `sheet` says (absent: none), recording what it was handed and what was copied. */
function browser(sheet?: 'shares' | 'closed' | 'breaks', canShare = true) {
  const shared: unknown[] = [];
  const copied: string[] = [];
  const nav: Sender = {
    clipboard: { writeText: async (s: string) => void copied.push(s) } as Clipboard,
    ...(sheet && {
      share: async (d?: ShareData) => {
        shared.push(d);
        if (sheet === 'closed') throw new DOMException('Share canceled', 'AbortError');
        if (sheet === 'breaks') throw new DOMException('Not allowed', 'NotAllowedError');
      },
      canShare: () => canShare,
    }),
  };
  return { nav, shared, copied };
}

describe('sendLink', () => {
  test('the share sheet gets the title, the words and the link, and nothing is copied', async () => {
    const b = browser('shares');
    expect(await sendLink(data, b.nav)).toBe('shared');
    expect(b.shared).toEqual([data]);
    expect(b.copied).toEqual([]);
  });
  test('a sheet closed by the visitor is no failure', async () => {
    expect(await sendLink(data, browser('closed').nav)).toBe('cancelled');
  });
  test('a sheet that fails says so, for the link to be shown to copy', async () => {
    expect(await sendLink(data, browser('breaks').nav)).toBe('failed');
  });
  test('without a share sheet, or one that cannot take a link, the link is copied', async () => {
    for (const b of [browser(), browser('shares', false)]) {
      expect(await sendLink(data, b.nav)).toBe('copied');
      expect(b.copied).toEqual([data.url]);
      expect(b.shared).toEqual([]);
    }
  });
  test('a clipboard refused leaves the link to copy by hand', async () => {
    const nav: Sender = { clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } as unknown as Clipboard };
    expect(await sendLink(data, nav)).toBe('uncopied');
  });
});
