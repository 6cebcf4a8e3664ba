// The one script a server-rendered page asks for up front. It fetches the app's scripts only once the page has been
// painted, so the rendered content does not wait on (or share the network with) code it does not need to be seen.
// The script list is in its own `data-scripts` attribute: the CSP allows no inline script to carry it.
import { PAGE_LOADER_SCRIPTS_ATTRIBUTE } from '../../shared/serverRender';
import { afterPaint } from './afterPaint';

/** Appends the scripts its element lists (space-separated paths) to <head>, to run in that order, after a paint. */
export async function loadAfterPaint(loader: HTMLOrSVGScriptElement | null, doc: Document = document): Promise<void> {
  const sources = (loader?.getAttribute(PAGE_LOADER_SCRIPTS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  await afterPaint();
  for (const src of sources) {
    const script = doc.createElement('script');
    script.src = src;
    // Added scripts are async by default; these must run in order (the runtime first, the entry last).
    script.async = false;
    doc.head.appendChild(script);
  }
}

void loadAfterPaint(document.currentScript);
