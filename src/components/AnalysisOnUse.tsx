/**
 * The analysis board as an island that opens as the site drew it (the example position, analysed
 * by the build) and fetches the live board at the visitor's first use (./FirstUse): the page
 * opens without the engine, the link's reader or the board's code. An address that carries a
 * position's link fetches its drawing at once (./AnalysisDrawing: the link's table, without the
 * judge), and the live board at the first use of it, at the first scroll or once its rulings are in view; a link
 * that cannot be read wakes the live board at once, which says why.
 */
import type { ComponentChildren, ComponentProps } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { carries, POSITION_PARAM } from '../share/link-query';
import type AnalysisBoard from './AnalysisBoard';
import { FirstUse, type Unreachable } from './FirstUse';

export default function AnalysisOnUse({ children, unreachable, ...props }: ComponentProps<typeof AnalysisBoard> & { unreachable: Unreachable; children?: ComponentChildren }) {
  const [drawing, setDrawing] = useState<ComponentChildren>(null);
  const [awake, setAwake] = useState(false);
  const wake = () => setAwake(true);
  useEffect(() => {
    if (!carries(location.search, POSITION_PARAM)) return;
    // Offline before the drawing was fetched: woken, the live board fails to come too, and says so.
    import('./AnalysisDrawing').then(({ default: Drawing, linked }) => {
      const d = linked();
      if (d?.ok) setDrawing(<Drawing position={d.position} lang={props.lang} seen={wake} />);
      else wake();
    }, wake);
  }, []);
  return (
    <FirstUse load={() => import('./AnalysisBoard').then((m) => m.default)} props={props} unreachable={unreachable} awake={awake}>
      {drawing ?? children}
    </FirstUse>
  );
}
