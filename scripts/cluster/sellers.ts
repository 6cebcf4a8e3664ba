import { newAccount, type TestAccount } from '../../e2e/support/accounts';
import type { UserEnvelope } from '../../src/shared/apiContract';
import { apiCall, expectStatus, Session } from './apiCall';
import { SELLER_DOMAIN, type Cluster } from './cluster';

/** A new account's details at the sellers' domain (DNS lets its mail through DMARC, see cluster.ts). */
export function clusterAccount(label: string): TestAccount {
  const account = newAccount(label);
  return { ...account, email: account.email.replace(/@.*$/, `@${SELLER_DOMAIN}`) };
}

export interface SignedUp {
  account: TestAccount;
  userId: number;
  session: Session;
}

/** Signs up through nginx; the session is signed in. */
export async function signUp(cluster: Cluster, label: string): Promise<SignedUp> {
  const account = clusterAccount(label);
  const session = new Session();
  const answer = await apiCall<UserEnvelope>(cluster.origin, '/auth/signup', {
    method: 'POST',
    session,
    json: { name: account.name, email: account.email, password: account.password, phoneNumber: account.phoneNumber },
  });
  return { account, userId: expectStatus(answer, 201, 'POST /auth/signup').user.id, session };
}

/** E-mail and phone verified through nginx with the codes the stand-ins received: past the selling gate. */
export async function verifyContacts(cluster: Cluster, { account, session }: SignedUp): Promise<void> {
  const { origin, outbound } = cluster;
  const emails = outbound.emailsTo(account.email);
  expectStatus(await apiCall(origin, '/api/auth/resend-otp', { method: 'POST', session }), 200, 'POST /api/auth/resend-otp');
  const emailCode = await outbound.emailCode(account.email, emails);
  expectStatus(await apiCall(origin, `/api/auth/confirm-email?otp=${emailCode}`, { method: 'POST', session }), 200, 'confirm-email');

  const texts = outbound.smsTo(account.phoneNumber);
  const sent = await apiCall<{ verificationId: string }>(origin, '/api/phone-verification/send-otp', { method: 'POST', session });
  const { verificationId } = expectStatus(sent, 200, 'POST /api/phone-verification/send-otp');
  const smsCode = await outbound.smsCode(account.phoneNumber, texts);
  const query = new URLSearchParams({ code: smsCode, verificationId });
  expectStatus(await apiCall(origin, `/api/phone-verification/verify-otp?${query}`, { method: 'POST', session }), 200, 'verify-otp');
}

export async function verifiedSeller(cluster: Cluster, label: string): Promise<SignedUp> {
  const seller = await signUp(cluster, label);
  await verifyContacts(cluster, seller);
  return seller;
}
