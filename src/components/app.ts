/**
 * What the pages and the build (scripts/offline.mjs, scripts/web-manifest.mjs) share about the
 * site as an app: its colours, and the placeholder the build replaces with what keeping the site
 * offline costs (measured only once every page is written).
 */
import type { Locale } from '../i18n/locales';

/** The header's felt (light) and a deeper one for a dark system theme: the phone's bar matches the site's. */
export const THEME_COLOR = { light: '#123d26', dark: '#0a2416' } as const;
export const BACKGROUND_COLOR = '#fbfaf6';

/** The offer's placeholder for what keeping a language costs. */
export const offlineSizeToken = (l: Locale): string => `__OFFLINE_SIZE_${l}__`;
