/**
 * "Share": the phone's share sheet where the browser has one (Web Share), else a link copied when the browser
 * allows; the link is shown to copy by hand unless the share sheet took it. To this position on the analysis board (ShareLink) or to
 * anything else a page makes a link of (CopyLink: a whole game on the replay page).
 * The link carries no language, so it opens in the language of whoever follows it. The code that
 * writes the link is fetched on the first press: most visits never share, and pages pay for it only then.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Position } from '../engine';
import { boardWords } from '../i18n/board';
import type { Locale } from '../i18n/locales';
import type { Sent, sendLink } from './send-link';
import './share.css';

export function ShareLink({ position, lang }: { readonly position: Position; readonly lang: Locale }) {
  return <CopyLink label={boardWords(lang).share} make={async () => (await import('../share/links')).shareUrl(position)} lang={lang} />;
}

/** The button and what it says of the link; drawn alone, as a link's picture draws it before the live page comes (./EditorDrawing). */
export function ShareButton({ label, onClick, said = '', children }: { readonly label: string; readonly onClick?: () => void; readonly said?: string; readonly children?: ComponentChildren }) {
  return (
    <div class="share">
      <button type="button" onClick={onClick}>
        {label}
      </button>
      <span role="status" class="copied">
        {said}
      </span>
      {children}
    </div>
  );
}

/** A button that makes a link with `make` (which fetches its code) and offers it to the share sheet, or copies it. */
export function CopyLink({ label, make, lang }: { readonly label: string; readonly make: () => Promise<string>; readonly lang: Locale }) {
  const t = boardWords(lang);
  const [link, setLink] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  /** The link's code on its way (a slow network), or not to be had (offline before it was ever fetched). */
  const [loading, setLoading] = useState<'no' | 'yes' | 'failed'>('no');
  async function share() {
    setLoading('yes');
    let url: string;
    let send: typeof sendLink;
    try {
      [url, { sendLink: send }] = await Promise.all([make(), import('./send-link')]);
    } catch {
      setLoading('failed');
      return;
    }
    setLoading('no');
    setSent(null);
    const outcome = await send({ title: document.title, text: label, url });
    setSent(outcome);
    // Shown to copy by hand unless the share sheet took it.
    setLink(outcome === 'shared' || outcome === 'cancelled' ? null : url);
  }
  const copied = sent === 'copied';
  return (
    <ShareButton label={label} onClick={share} said={loading === 'yes' ? t.preparing : loading === 'failed' ? t.notReady : sent === 'copied' || sent === 'shared' || sent === 'failed' ? t[sent] : ''}>
      {link ? (
        <p>
          <label>
            {copied ? t.theLink : t.copyThis}
            <input type="text" readOnly value={link} size={40} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>{' '}
          <a href={link}>{t.openIt}</a>
        </p>
      ) : null}
    </ShareButton>
  );
}
