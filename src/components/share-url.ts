import type { Position } from '../engine';
import { encodePosition } from '../share/code';

/** The address of a position on the analysis board (or the editor): the link carries no language, so it opens in the language of whoever follows it. */
export const shareUrl = (p: Position, page: 'analysis' | 'editor' = 'analysis'): string => `${location.origin}/${page}/?p=${encodePosition(p)}`;
