/**
 * A link handed on: to the phone's share sheet where the browser has one (Web Share), else to the
 * clipboard. Apart from ShareLink.tsx and fetched on the first press, since most visits never share.
 */

/** What became of the link: shared, or the sheet closed by the visitor; copied, or to be copied by hand; or the sheet failed. */
export type Sent = 'shared' | 'cancelled' | 'copied' | 'uncopied' | 'failed';

/** The parts of the browser's navigator used here, so that a test can stand in for them. */
export type Sender = Pick<Navigator, 'clipboard'> & Partial<Pick<Navigator, 'share' | 'canShare'>>;

export async function sendLink(data: { title: string; text: string; url: string }, nav: Sender = navigator): Promise<Sent> {
  if (nav.share && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (e) {
      // Closing the sheet is the visitor's choice, not a failure.
      return (e as Error | null)?.name === 'AbortError' ? 'cancelled' : 'failed';
    }
  }
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    // No clipboard permission: the link is shown to copy by hand.
    return 'uncopied';
  }
}
