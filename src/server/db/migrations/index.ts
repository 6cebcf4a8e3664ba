import type { Migration } from 'kysely/migration';
import * as accounts from './20261122_0001_accounts';
import * as catalogue from './20261122_0002_catalogue';
import * as listings from './20261122_0003_listings';
import * as mail from './20261122_0004_mail';
import * as search from './20261122_0005_search';

/**
 * Every migration, listed in code rather than read from the folder, so the same list works under
 * ts-jest and in the compiled dist. Names sort in the order they run; never rename or edit one that shipped.
 */
export const migrations: Record<string, Migration> = {
  '20261122_0001_accounts': accounts,
  '20261122_0002_catalogue': catalogue,
  '20261122_0003_listings': listings,
  '20261122_0004_mail': mail,
  '20261122_0005_search': search,
};
