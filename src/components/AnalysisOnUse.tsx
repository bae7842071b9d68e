/**
 * The analysis board as an island that opens as the site drew it (the example position, analysed
 * by the build) and fetches the live board at the visitor's first use (./FirstUse): the page
 * opens without the engine, the link's reader or the board's code. An address that carries a
 * position's link fetches its drawing at once (./AnalysisDrawing: the link's table, without the
 * judge), and the live board at the first use of it, at the first scroll or once its rulings are in view; a link
 * that cannot be read wakes the live board at once, which says why.
 */
import type { ComponentChildren, ComponentProps } from 'preact';
import { carries, POSITION_PARAM } from '../share/link-query';
import type AnalysisBoard from './AnalysisBoard';
import { FirstUse, type Unreachable } from './FirstUse';

export default function AnalysisOnUse({ children, unreachable, ...props }: ComponentProps<typeof AnalysisBoard> & { unreachable: Unreachable; children?: ComponentChildren }) {
  const drawing = (wake: () => void) =>
    carries(location.search, POSITION_PARAM)
      ? import('./AnalysisDrawing').then(({ default: Drawing, linked }) => {
          const position = linked();
          return position ? <Drawing position={position} lang={props.lang} seen={wake} /> : null;
        })
      : null;
  return (
    <FirstUse load={() => import('./AnalysisBoard').then((m) => m.default)} props={props} unreachable={unreachable} linked={drawing}>
      {children}
    </FirstUse>
  );
}
