import type { AccountDataExport } from '../../shared/dataExport';
import * as data from '../db/repositories/accountData.repo';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/database';
import type { UserRecord } from '../db/tables/accounts';

/** What stands in the place of what the export leaves out, so the fan knows it exists. */
export const EXPORT_NOTES = [
  'Your password, the one-time codes we sent and your sign-in sessions are stored only as one-way hashes; they are not in this file.',
  'A listing keeps only a one-way hash of its booking id (it stops one booking being listed twice); the booking id itself is not stored.',
  'Each browser registered for alerts holds a secret of its own; we store only its hash, so it is not in this file.',
  'A forwarded booking e-mail is kept only until it has proved a listing or for a few days; this file lists when each arrived, not its contents.',
  'Messages we sent you are listed without their text, which carries codes and links that act for you.',
];

/** Dates become ISO 8601 text; everything else is passed through as the repository named it. */
type Exported<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

function exported<T extends object>(rows: T[]): Exported<T>[] {
  return rows.map(
    (row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])) as Exported<T>,
  );
}

/** GET /users/me/data: everything held about the account, read in one snapshot. */
export async function exportAccountData(db: Kysely<Database>, user: UserRecord, currentSessionId: string | undefined, now: Date): Promise<AccountDataExport> {
  const read = async (tx: Db): Promise<AccountDataExport> => {
    const deviceIds = await data.deviceIdsOf(tx, user.id);
    const addresses = await data.personAddresses(tx, user);
    const feedback = await data.feedbackOf(tx, user.id);
    const words = (kind: string) => exported(feedback.filter((f) => f.kind === kind).map(({ text, page, createdAt }) => ({ text, page, createdAt })));
    const sessions = await data.sessionsOf(tx, user.id);
    return {
      exportedAt: now.toISOString(),
      notes: EXPORT_NOTES,
      account: {
        id: user.id,
        email: user.email,
        emailVerificationStatus: user.email_verification_status,
        name: user.name,
        phoneNumber: user.phone_number,
        phoneVerificationStatus: user.phone_verification_status,
        hasPassword: user.password_hash !== null,
        hasProfilePicture: user.profile_picture_type !== null,
        profilePictureUpdatedAt: user.profile_picture_updated_at?.toISOString() ?? null,
        createdAt: user.created_at.toISOString(),
      },
      listings: exported(await data.listingsOf(tx, user.id)),
      eventSubscriptions: exported(await data.subscriptionsOf(tx, user.id, deviceIds)),
      alertDevices: exported(await data.devicesOf(tx, user.id)),
      alertsSent: exported(await data.alertsSentTo(tx, user.id, deviceIds)),
      ticketRequests: exported(await data.ticketRequestsOf(tx, user.id)),
      feedback: words('FEEDBACK'),
      eventSuggestions: words('SUGGEST_EVENT'),
      senderAddresses: exported(await data.senderAddressesOf(tx, user.id)),
      sessions: exported(sessions.map(({ id, createdAt, expiresAt }) => ({ createdAt, expiresAt, current: id === currentSessionId }))),
      recentlyViewed: exported(await data.viewsOf(tx, user.id)),
      sellersContacted: exported(await data.contactsOf(tx, user.id)),
      meetupChecks: exported(await data.meetupChecksOf(tx, user.id)),
      listingReports: exported(await data.reportsMadeBy(tx, user.id)),
      verificationCodes: exported(await data.codesOf(tx, user.id)),
      wrongCodeTries: exported(await data.wrongTriesOf(tx, user.id)),
      verificationStages: exported(await data.verificationStagesOf(tx, user.id)),
      messagesSent: exported(await data.messagesTo(tx, addresses)),
      forwardedEmails: exported(await data.forwardsFrom(tx, addresses)),
      actionsOnAccount: exported(await data.actionsOnAccount(tx, user.id)),
      operatorActions: exported(await data.operatorActionsOf(tx, user.id)),
    };
  };
  // Repeatable read: every section sees the same moment, even while other requests change the account.
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}
