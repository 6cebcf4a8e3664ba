import { createContext, useContext, useEffect } from 'react';
import type { PageMeta } from '../../shared/pageMeta';

/** Where a server render notes the page's title and description (ssr/renderPage.tsx); absent in the browser. */
export interface DocumentMetaCollector {
  meta: PageMeta | null;
}

export const DocumentMetaContext = createContext<DocumentMetaCollector | null>(null);

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Gives the document the page's title and meta description while the caller is shown, then puts back what was
 * there; null (the page's data still loading) leaves them as they are. A server render runs no effects, so there
 * the meta is noted during the render instead, for the HTML's <head>; the innermost page rendered last wins.
 */
export function useDocumentMeta(meta: PageMeta | null) {
  const collector = useContext(DocumentMetaContext);
  if (collector && meta) collector.meta = meta;
  const title = meta?.title ?? null;
  const description = meta?.description ?? null;

  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === null) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
