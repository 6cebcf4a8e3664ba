import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { ADMINS_ONLY } from '../../shared/admin/access';
import type { User } from '../../shared/entities';
import { AppError } from './AppError';
import { requireUser } from './sessions';

/** The signed-in admin making the request: 401 for nobody, 403 for an account that is not an admin. */
export function requireAdmin(request: FastifyRequest): User & { role: 'ADMIN' } {
  const user = requireUser(request);
  if (user.role !== 'ADMIN') throw new AppError(403, ADMINS_ONLY);
  return user as User & { role: 'ADMIN' };
}

/**
 * The hook every /api/admin/ route runs (routes/admin/adminRoutes.ts adds it to their plugin): after the session
 * is read and before the body is (both preParsing, the session's hook first), so a non-admin learns nothing about
 * what a call would have accepted: a malformed, oversized or foreign body gets the same 403 as a good one
 * (security/adminBodies.test.ts).
 */
export function refuseNonAdmins(request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload, done: (error: AppError | null, payload?: RequestPayload) => void): void {
  try {
    requireAdmin(request);
    done(null, payload);
  } catch (error) {
    done(error as AppError);
  }
}
