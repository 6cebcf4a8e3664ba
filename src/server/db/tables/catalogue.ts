import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
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
  created_at: CreatedAt;
}
export type ConcertSubscriptionRow = Selectable<ConcertSubscriptionTable>;
export type NewConcertSubscription = Insertable<ConcertSubscriptionTable>;

export interface ManualTicketRequestTable {
  id: Generated<number>;
  concert_id: number;
  user_id: number | null;
  created_at: CreatedAt;
}
export type ManualTicketRequestRow = Selectable<ManualTicketRequestTable>;
export type NewManualTicketRequest = Insertable<ManualTicketRequestTable>;
