import type { Db } from '../db/database';
import { isAnotherAccountsAddress, verifiedSenderAddresses } from '../db/repositories/senderAddresses.repo';
import type { UserRecord } from '../db/tables/accounts';
import { AppError } from '../http/AppError';
import { checkCode, sendCode, type CodeRules, type OtpContext, type SendOutcome } from './otp.service';
import { isUniqueViolation } from './uniqueViolation';

export const SENDER_ERRORS = {
  ownEmail: 'This is your account e-mail: verify it from your profile',
  taken: 'This address belongs to another account. Use an address of your own.',
  alreadyVerified: 'You have already verified this address',
} as const;

async function refuseForeign(db: Db, user: UserRecord, email: string): Promise<void> {
  if (email === user.email) throw new AppError(400, SENDER_ERRORS.ownEmail);
  if (await isAnotherAccountsAddress(db, user.id, email)) throw new AppError(409, SENDER_ERRORS.taken);
}

function senderRules(email: string): CodeRules {
  return {
    kind: 'sender',
    async target(tx, user) {
      await refuseForeign(tx, user, email);
      if ((await verifiedSenderAddresses(tx, user.id)).includes(email)) throw new AppError(409, SENDER_ERRORS.alreadyVerified);
      return { to: email, destination: email };
    },
    async issued(tx, user) {
      await tx
        .insertInto('sender_addresses')
        .values({ user_id: user.id, email })
        .onConflict((oc) => oc.columns(['user_id', 'email']).doNothing())
        .execute();
    },
  };
}

/** E-mails a 6-digit code to an extra sender address (lower-cased), with the account e-mail's rules and limits. */
export function sendSenderAddressCode(ctx: OtpContext, userId: number, email: string): Promise<SendOutcome> {
  return sendCode(ctx, userId, senderRules(email));
}

/** Proves the address with the code sent to it (and only it); answers the account's proven addresses. */
export async function verifySenderAddress(ctx: OtpContext, userId: number, email: string, code: string): Promise<string[]> {
  try {
    return await checkCode(ctx, userId, {
      kind: 'sender',
      code,
      destination: email,
      async proven(tx) {
        const user = await tx.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
        if (await isAnotherAccountsAddress(tx, userId, email)) throw new AppError(409, SENDER_ERRORS.taken);
        await tx
          .insertInto('sender_addresses')
          .values({ user_id: user.id, email, verified_at: new Date() })
          .onConflict((oc) => oc.columns(['user_id', 'email']).doUpdateSet({ verified_at: new Date() }))
          .execute();
        return verifiedSenderAddresses(tx, userId);
      },
    });
  } catch (error) {
    // Two accounts proving one address at the same moment: the partial unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, SENDER_ERRORS.taken);
    throw error;
  }
}

export const listSenderAddresses = verifiedSenderAddresses;
