import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { VerificationStatus } from '../../../shared/entities';
import type { OtpKind } from '../../../shared/constants';
import type { Role } from '../../../shared/roles';

/** A timestamptz written as a Date or ISO text (or left to its default) and read back as a Date. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UserTable {
  id: Generated<number>;
  /** USER or ADMIN (a check in the database holds it so). */
  role: Generated<Role>;
  /** Always stored lower-cased, so the unique index is case-insensitive. */
  email: string;
  name: string | null;
  phone_number: string | null;
  /** Null for accounts made through an identity provider. */
  password_hash: string | null;
  /** The picture drawn again at 512 px (safePicture.ts), never the uploaded bytes. */
  profile_picture: Buffer | null;
  /** The same at 96 px, for headers and cards. */
  profile_picture_small: Buffer | null;
  profile_picture_type: string | null;
  profile_picture_updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  email_verification_status: Generated<VerificationStatus>;
  phone_verification_status: Generated<VerificationStatus>;
  /** Set with the reason while an operator has the account suspended (migration 20261202_0003). */
  suspended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}
export type UserRow = Selectable<UserTable>;
/** A user without the picture bytes: what every lookup but the picture download reads. */
export type UserRecord = Omit<UserRow, 'profile_picture' | 'profile_picture_small'>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;

export interface SessionTable {
  /** SHA-256 of the token in the `sid` cookie, so a database leak does not hand out live sessions. */
  id: string;
  user_id: number;
  csrf_secret: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}
export type SessionRow = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;

export interface OtpCodeTable {
  id: Generated<number>;
  user_id: number;
  /** 'reset': a password-reset link (services/passwordReset.service.ts), sent to the account's e-mail. */
  channel: OtpKind | 'reset';
  /** The sender address a 'sender' code was e-mailed to (lower-cased); null for account codes. */
  destination: ColumnType<string | null, string | null | undefined, string | null>;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  created_at: CreatedAt;
}
export type OtpCodeRow = Selectable<OtpCodeTable>;
export type NewOtpCode = Insertable<OtpCodeTable>;
export type OtpCodeUpdate = Updateable<OtpCodeTable>;

/** One wrong code typed: counted per account and channel over a day, whichever code it was for. */
export interface OtpWrongTryTable {
  id: Generated<number>;
  user_id: number;
  channel: OtpKind;
  tried_at: CreatedAt;
}
