import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered markup that React hydrates as a unit of its own: a Suspense boundary is hydrated in its own pass
 * and commit, so a page's hydration becomes several short tasks instead of one long one. In a page the browser
 * renders itself it changes nothing (nothing inside suspends without its own boundary).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
