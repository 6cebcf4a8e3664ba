import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation in the pages of `target` (a page, or a context for all
 * its pages): the page's `securitypolicyviolation` events, and the console errors Chromium logs for them.
 * Call it before the first navigation; read the list with `violations()` at the end of a journey.
 */
export async function watchCspViolations(target: Page | BrowserContext): Promise<{ violations(): Promise<string[]> }> {
  const fromConsole: string[] = [];
  const pages: Page[] = [];
  const watch = (page: Page) => {
    pages.push(page);
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) fromConsole.push(message.text());
    });
  };
  await target.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  if ('context' in target) watch(target);
  else {
    target.pages().forEach(watch);
    target.on('page', watch);
  }
  return {
    async violations() {
      const inPages = await Promise.all(
        pages.filter((page) => !page.isClosed()).map((page) => page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[])),
      );
      return [...inPages.flat(), ...fromConsole];
    },
  };
}
