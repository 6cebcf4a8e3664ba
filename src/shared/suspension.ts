import { SUPPORT_EMAIL } from './brand';

/** What a suspended account is told when it tries to sign in, by password or Google. */
export const ACCOUNT_SUSPENDED = `This account is suspended. Write to ${SUPPORT_EMAIL} if you think this is a mistake.`;

export const MAX_SUSPENSION_REASON = 500;
