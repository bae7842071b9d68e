/**
 * The analysis board and the editor as islands that open as the site drew them (the example
 * position analysed, the empty table) and fetch their live board at the visitor's first use
 * (./FirstUse): those pages open without the engine, the link's reader or the board's code. An
 * address that carries a position's link comes alive at once, to read it.
 */
import type { ComponentChildren, ComponentProps } from 'preact';
import { carries, POSITION_PARAM } from '../share/link-query';
import type AnalysisBoard from './AnalysisBoard';
import type EditorBoard from './EditorBoard';
import { FirstUse, type Unreachable } from './FirstUse';

const linked = () => carries(location.search, POSITION_PARAM);

export function AnalysisOnUse({ children, unreachable, ...props }: ComponentProps<typeof AnalysisBoard> & { unreachable: Unreachable; children?: ComponentChildren }) {
  return (
    <FirstUse load={() => import('./AnalysisBoard').then((m) => m.default)} props={props} unreachable={unreachable} liveAtOnce={linked}>
      {children}
    </FirstUse>
  );
}

export function EditorOnUse({ children, unreachable, ...props }: ComponentProps<typeof EditorBoard> & { unreachable: Unreachable; children?: ComponentChildren }) {
  return (
    <FirstUse load={() => import('./EditorBoard').then((m) => m.default)} props={props} unreachable={unreachable} liveAtOnce={linked}>
      {children}
    </FirstUse>
  );
}
