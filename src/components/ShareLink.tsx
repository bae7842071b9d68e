/**
 * "Share": the phone's share sheet where the browser has one (Web Share), else a link copied when the browser
 * allows; the link is always shown to copy by hand. To this position on the analysis board (ShareLink) or to
 * anything else a page makes a link of (CopyLink: a whole game on the replay page).
 * The link carries no language, so it opens in the language of whoever follows it. The code that
 * writes the link is fetched on the first press: most visits never share, and pages pay for it only then.
 */
import { useState } from 'preact/hooks';
import type { Position } from '../engine';
import { boardWords } from '../i18n/board';
import type { Locale } from '../i18n/locales';
import './share.css';

export function ShareLink({ position, lang }: { readonly position: Position; readonly lang: Locale }) {
  return <CopyLink label={boardWords(lang).share} make={async () => (await import('../share/links')).shareUrl(position)} lang={lang} />;
}

/** A button that makes a link with `make` (which fetches its code) and offers it to the share sheet, or copies it. */
export function CopyLink({ label, make, lang }: { readonly label: string; readonly make: () => Promise<string>; readonly lang: Locale }) {
  const t = boardWords(lang);
  const [link, setLink] = useState<string | null>(null);
  /** What became of the link: copied, handed to the share sheet, or the sheet failed (the link is then shown to copy). */
  const [done, setDone] = useState<'' | 'copied' | 'shared' | 'failed'>('');
  /** The link's code on its way (a slow network), or not to be had (offline before it was ever fetched). */
  const [loading, setLoading] = useState<'no' | 'yes' | 'failed'>('no');
  async function share() {
    setLoading('yes');
    let url: string;
    try {
      url = await make();
    } catch {
      setLoading('failed');
      return;
    }
    setLoading('no');
    setDone('');
    const data = { title: document.title, text: label, url };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        setDone('shared');
      } catch (e) {
        // Closing the sheet is the visitor's choice, not a failure: nothing to say, nothing shown.
        if ((e as Error).name === 'AbortError') return;
        setLink(url);
        setDone('failed');
      }
      return;
    }
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setDone('copied');
    } catch {
      // No clipboard permission: the link is shown to copy by hand.
    }
  }
  const copied = done === 'copied';
  return (
    <div class="share">
      <button type="button" onClick={share}>
        {label}
      </button>
      <span role="status" class="copied">
        {loading === 'yes' ? t.preparing : loading === 'failed' ? t.notReady : done ? t[done] : ''}
      </span>
      {link ? (
        <p>
          <label>
            {copied ? t.theLink : t.copyThis}
            <input type="text" readOnly value={link} size={40} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>{' '}
          <a href={link}>{t.openIt}</a>
        </p>
      ) : null}
    </div>
  );
}
