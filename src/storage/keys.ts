/**
 * Where records are kept in the browser, for those read by more than one part of the site:
 * the play page's game (read whole by the play page, in outline by the progress page) and the
 * kept-aside list. Here rather than beside their readers, so that the play page's opening code
 * carries no part of the progress page's.
 */
export const PLAY_KEY = 'russian-bank:play';
export const PLAY_VERSION = 1;
export const KEPT_ASIDE_KEY = 'russian-bank:kept-aside';
