/** SPEC §3 User.role: every account is a USER; operators of the marketplace are ADMIN (granted from the command line). */
export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export function isAdmin(user: { role: Role } | null | undefined): boolean {
  return user?.role === 'ADMIN';
}
