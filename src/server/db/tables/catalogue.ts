import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ProviderDomain } from '../../../shared/entities';
import type { CreatedAt, Timestamp } from './accounts';

export interface CategoryTable {
  id: Generated<number>;
  title: string;
  slug: string;
}
export type CategoryRow = Selectable<CategoryTable>;
export type NewCategory = Insertable<CategoryTable>;

export interface ConcertTable {
  id: Generated<number>;
  name: string;
  date: Timestamp;
  venue: string;
  city: string;
  artist: string;
  category_id: number;
  /** A path the app serves, e.g. /thumbnails/12.svg. */
  thumbnail: string | null;
  expected_dkim_domain: ProviderDomain;
  created_at: CreatedAt;
  /** Set (with the reason) when an operator cancelled the event; its LISTED listings were closed then. */
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancellation_reason: string | null;
  /** The date first announced, once the event was postponed (issue 20). */
  postponed_from: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export type ConcertRow = Selectable<ConcertTable>;
export type NewConcert = Insertable<ConcertTable>;
export type ConcertUpdate = Updateable<ConcertTable>;

/** One row per user and event, moved forward on each view: the recently viewed list and part of interest. */
export interface ConcertViewTable {
  user_id: number;
  concert_id: number;
  viewed_at: CreatedAt;
}
export type ConcertViewRow = Selectable<ConcertViewTable>;
export type NewConcertView = Insertable<ConcertViewTable>;

export interface ConcertSubscriptionTable {
  id: Generated<number>;
  concert_id: number;
  push_user_id: string;
  /** Who subscribed (a session is needed to); null only if that account was deleted. */
  user_id: number | null;
  created_at: CreatedAt;
}
export type ConcertSubscriptionRow = Selectable<ConcertSubscriptionTable>;
export type NewConcertSubscription = Insertable<ConcertSubscriptionTable>;

export interface ManualTicketRequestTable {
  id: Generated<number>;
  concert_id: number;
  user_id: number | null;
  created_at: CreatedAt;
  /** When an operator marked it handled in the console's inbox. */
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export type ManualTicketRequestRow = Selectable<ManualTicketRequestTable>;
export type NewManualTicketRequest = Insertable<ManualTicketRequestTable>;

/** Figures derived by triggers from listings, views and subscriptions (migration 20261123_0001); read-only here. */
export interface ConcertStatsTable {
  concert_id: number;
  /** numeric(12,2) as text, null while nothing is LISTED. */
  lowest_price: string | null;
  tickets_listed: number;
  interest: number;
  /** Tickets in every listing, LISTED or SOLD. */
  tickets_total: number;
  /** Sum of price × quantity over SOLD listings; numeric as text. */
  volume_sold: string;
  /** Listings buyers can see (LISTED or SOLD, none hidden): the count of the event's unfiltered listings page. */
  listings_shown: number;
}

/** One row: the platform statistics, kept by the same triggers as concert_stats. */
export interface CatalogueTotalsTable {
  id: boolean;
  /** bigint and numeric arrive as text. */
  tickets: string;
  volume_sold: string;
}

/** Every accent-free word events contain, which typo correction matches against (migration 20261123_0002). */
export interface ConcertSearchWordTable {
  word: string;
  /** The word occurs in some event's name (never cleared: a stale true only costs a query that finds nothing). */
  in_name: boolean;
}

/** An uploaded thumbnail, as the picture pipeline drew it (migration 20261203_1001); served at its version's URL. */
export interface EventPictureTable {
  concert_id: number;
  version: number;
  /** WebP, 1280×720. */
  large: Buffer;
  /** WebP, 640×360. */
  small: Buffer;
  updated_at: CreatedAt;
}
