/** The replay's table on show, opened elsewhere: on the analysis board, in the editor, or played on against the computer. */
import type { Locale } from '../i18n/locales';
import { replayWords } from '../i18n/replay';
import { codeHref } from '../share/links';

export function PositionLinks({ code, lang }: { code: string; lang: Locale }) {
  const t = replayWords(lang);
  return (
    <>
      <a href={codeHref('analysis', code, lang)}>{t.analysis}</a>
      <a href={codeHref('editor', code, lang)}>{t.editor}</a>
      <a href={codeHref('play', code, lang)}>{t.playOn}</a>
    </>
  );
}
