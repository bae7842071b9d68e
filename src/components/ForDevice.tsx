/**
 * A sentence worded for the screen it is read on: for a finger on a touch screen, or for a
 * mouse. Both are in the page from the start, and the stylesheet (global.css, on the screen's
 * `hover` and `pointer`) shows one and hides the other with display: none, so nothing waits for
 * a script, nothing moves when one runs, and a screen reader reads one sentence, not two.
 */
import type { DeviceWords } from '../i18n/catalog';

export function ForDevice({ words }: { words: DeviceWords }) {
  return (
    <>
      <span class="for-touch">{words.touch}</span>
      <span class="for-pointer">{words.pointer}</span>
    </>
  );
}
