/**
 * A turn step's table before its machine has started, drawn when the site is built and shipped
 * as HTML only (./TurnStep's children): the phase line's place, the table, and the buttons the
 * step will have, disabled, so that nothing moves when the machine takes over.
 */
import type { Position } from '../engine';
import { LEARNER } from '../lessons/exercise';
import type { Locale } from '../i18n/locales';
import { TableHost } from './TableHost';
import { PhaseLine, TurnButtons, WatchButtons } from './TurnControls';

const ignore = () => undefined;

export function TurnPreview({ position, watch, label, lang }: { position: Position; watch: boolean; label: string; lang: Locale }) {
  return (
    <div class="turn-board">
      <PhaseLine phase={null} text="" lang={lang} />
      <TableHost seat={LEARNER} lang={lang} position={position} interactive={false} label={label} />
      {watch ? <WatchButtons next={false} call={false} onNext={ignore} onCall={ignore} lang={lang} /> : <TurnButtons live={false} turned={false} onAction={ignore} lang={lang} />}
    </div>
  );
}
