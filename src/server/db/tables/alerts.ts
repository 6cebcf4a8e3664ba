import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { CreatedAt, Timestamp } from './accounts';

/** A browser that asked for alerts (migration 20261129_0004_alerts). */
export interface PushDeviceTable {
  /** The device id: the SPEC push user id. */
  id: string;
  /** SHA-256 (hex) of the secret only that browser holds: changing or reading its subscriptions needs it. */
  secret_hash: string;
  user_id: number | null;
  /** Its Web Push subscription; null until the browser has one. */
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type PushDeviceRow = Selectable<PushDeviceTable>;
export type NewPushDevice = Insertable<PushDeviceTable>;

export type AlertChannel = 'push' | 'email';

/** One alert sent: a listing alerts each recipient (a device id, or a user id for e-mail) once. */
export interface AlertDeliveryTable {
  listing_id: number;
  channel: AlertChannel;
  recipient: string;
  sent_at: Timestamp;
}
export type AlertDeliveryRow = Selectable<AlertDeliveryTable>;

/** An event's last 'new lowest price' alert (migration 20261210_0002): the next waits a day after it. */
export interface LowestPriceAlertTable {
  concert_id: number;
  price: string;
  sent_at: Timestamp;
}

export type JsonHeaders = ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
