/**
 * The SPA's index.html (public/index.html) shows the app's welcome loader before any script has run, so a page the
 * browser renders itself is not blank while its code arrives; the app removes it on its first frame, which draws the
 * same loader while the session check runs (SPEC §2). A server-rendered page leaves it out.
 */
export const FIRST_PAINT_LOADER_ID = 'first-paint-loader';
