/**
 * The console's pages, in the order its navigation shows them; each is a route under /admin (AdminConsole.tsx),
 * and /admin opens on the first. A page is listed only once it exists, so the navigation never leads nowhere.
 */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'events', label: 'Events' },
  { path: 'providers', label: 'Providers' },
  { path: 'listings', label: 'Listings' },
  { path: 'reports', label: 'Reports' },
  { path: 'people', label: 'People' },
  { path: 'inbox', label: 'Inbox' },
  { path: 'audit', label: 'Audit log' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['path'];

export const adminPath = (section: AdminSection) => `/admin/${section}`;
