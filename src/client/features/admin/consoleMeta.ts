import { APP_NAME } from '../../../shared/brand';
import type { PageMeta } from '../../../shared/pageMeta';
import { ADMIN_SECTIONS } from './adminSections';

/**
 * The console's titles, one per page so an operator with several tabs open tells them apart: here rather than in
 * shared/pageMeta, whose titles the landing page's code carries; no server render needs them.
 */
export function consoleMeta(pathname: string): PageMeta {
  const section = ADMIN_SECTIONS.find(({ path }) => pathname === `/admin/${path}` || pathname.startsWith(`/admin/${path}/`));
  return {
    title: `${section === undefined ? '' : `${section.label} | `}Operations console | ${APP_NAME}`,
    description: "The marketplace's operations console.",
  };
}
