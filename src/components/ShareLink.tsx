/** "Share": a link to this position on the analysis board, copied when the browser allows and always shown to copy by hand. */
import { useState } from 'preact/hooks';
import type { Position } from '../engine';
import { encodePosition } from '../share/code';
import './share.css';

export const shareUrl = (p: Position, page: 'analysis' | 'editor' = 'analysis'): string => `${location.origin}/${page}/?p=${encodePosition(p)}`;

export function ShareLink({ position }: { readonly position: Position }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  async function share() {
    const url = shareUrl(position);
    setLink(url);
    setCopied(false);
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: the link is shown to copy by hand.
    }
  }
  return (
    <div class="share">
      <button type="button" onClick={share}>
        Share this position
      </button>
      <span role="status" class="copied">
        {copied ? ' Link copied.' : ''}
      </span>
      {link ? (
        <p>
          <label>
            {copied ? 'The link: ' : 'Copy this link: '}
            <input type="text" readOnly value={link} size={40} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>{' '}
          <a href={link}>Open it</a>
        </p>
      ) : null}
    </div>
  );
}
