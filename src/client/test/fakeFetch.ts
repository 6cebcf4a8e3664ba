import type { User } from '../../shared/entities';

/** Just enough of a fetch Response for the client's transport (jsdom has no fetch). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const all = new Map(Object.entries({ 'content-type': 'application/json', ...headers }).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => all.get(name.toLowerCase()) ?? null },
    text: async () => text,
  } as unknown as Response;
}

export const testUser: User = {
  id: 1,
  role: 'USER',
  email: 'asha@example.in',
  name: 'Asha Rao',
  phoneNumber: '+919800000001',
  profilePicture: null,
  emailVerificationStatus: 'VERIFIED',
  phoneVerificationStatus: 'VERIFIED',
  hasPassword: true,
};

/** A fetch that answers the session check with `user` (or 401 for nobody) and 404 for anything else. */
export function sessionFetch(user: User | null): typeof fetch {
  return async (input) => {
    const url = String(input);
    if (url.endsWith('/auth/session')) return user ? jsonResponse(200, { user }) : jsonResponse(401, { error: 'Not signed in' });
    return jsonResponse(404, { error: `No route for ${url}` });
  };
}
