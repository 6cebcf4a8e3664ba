import type { User, VerificationStatus } from '../../../shared/entities';

type UserLike = Partial<User> & { emailVerified?: unknown; isEmailVerified?: unknown };

function emailStatus(candidate: UserLike): VerificationStatus {
  if (candidate.emailVerificationStatus) return candidate.emailVerificationStatus;
  const verified = candidate.isEmailVerified ?? candidate.emailVerified;
  return verified === true ? 'VERIFIED' : 'PENDING';
}

/**
 * SPEC §3: a user arrives either wrapped (`{ user }`) or flat, and a flat one may carry a boolean
 * `emailVerified` instead of a status. Every Account response goes through here; null if it is no user.
 */
export function readUser(body: unknown): User | null {
  if (typeof body !== 'object' || body === null) return null;
  const wrapped = (body as { user?: unknown }).user;
  const candidate = (typeof wrapped === 'object' && wrapped !== null ? wrapped : body) as UserLike;
  if (typeof candidate.id !== 'number' || typeof candidate.email !== 'string') return null;
  return {
    id: candidate.id,
    // Anything but a known role is treated as the least one: a client never grants itself more.
    role: candidate.role === 'ADMIN' ? 'ADMIN' : 'USER',
    email: candidate.email,
    name: candidate.name ?? null,
    phoneNumber: candidate.phoneNumber || null,
    profilePicture: candidate.profilePicture ?? null,
    emailVerificationStatus: emailStatus(candidate),
    phoneVerificationStatus: candidate.phoneVerificationStatus ?? 'PENDING',
    hasPassword: candidate.hasPassword !== false,
  };
}
