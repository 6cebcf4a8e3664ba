import { APP_NAME } from '../../../shared/brand';
import type { PageMeta } from '../../../shared/pageMeta';

/** The console's title: here rather than in shared/pageMeta, whose titles the landing page's code carries; no server render needs it. */
export const CONSOLE_META: PageMeta = {
  title: `Operations console | ${APP_NAME}`,
  description: "The marketplace's operations console.",
};
