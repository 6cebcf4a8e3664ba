import type { FastifySchema } from 'fastify';
import { SIGNED_IN } from './common';

export const ADMIN_TAG = 'admin';

/**
 * The schema of an /api/admin/ route: a session is required (so a stranger is told to sign in, 401), and the
 * document says that only admins pass (403 for everyone else; routes/admin/adminRoutes.ts enforces it).
 */
export function adminOnly<S extends FastifySchema & { description?: string }>(schema: S): S & { tags: string[]; security: typeof SIGNED_IN } {
  const who = 'Operators only (role ADMIN): 401 without a session, 403 for any other account.';
  return { ...schema, tags: [ADMIN_TAG], security: SIGNED_IN, description: schema.description === undefined ? who : `${schema.description} ${who}` };
}
