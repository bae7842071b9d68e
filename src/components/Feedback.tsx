/** The answer to a task (an exercise or a puzzle): right or wrong, why, and a retry; and the two calls on a move. */
import type { ComponentChildren } from 'preact';
import { boardWords } from '../i18n/board';
import type { Locale } from '../i18n/locales';

interface FeedbackProps {
  readonly right: boolean;
  readonly title: string;
  readonly text: string;
  readonly onRetry: () => void;
  readonly children?: ComponentChildren;
  readonly lang: Locale;
}

export function Feedback({ right, title, text, onRetry, children, lang }: FeedbackProps) {
  return (
    <div class={`feedback ${right ? 'right' : 'wrong'}`} role="status">
      <p>
        <strong>{title}</strong> {text}
      </p>
      {children}
      <button type="button" onClick={onRetry}>
        {right ? boardWords(lang).tryAgain : boardWords(lang).retry}
      </button>
    </div>
  );
}

export function Calls({ onCall, lang }: { readonly onCall: (stop: boolean) => void; readonly lang: Locale }) {
  return (
    <>
      <button type="button" class="stop-call" onClick={() => onCall(true)}>
        {boardWords(lang).stop}
      </button>
      <button type="button" onClick={() => onCall(false)}>
        {boardWords(lang).letGo}
      </button>
    </>
  );
}
