/**
 * The parameters of an address that carry a link's code: a position's (`p`, read by ./links) and a
 * whole game's (`g`, read by ./game-read). Whether an address carries one is told without reading
 * the code, so that a page opened by a link fetches its live board at once and one opened without
 * keeps what the site drew (src/components/AnalysisOnUse.tsx, EditorOnUse.tsx).
 */
export const POSITION_PARAM = 'p';
export const GAME_PARAM = 'g';

/** Whether an address's query (`location.search`) carries `param`. */
export const carries = (search: string, param: string): boolean => new URLSearchParams(search).has(param);
