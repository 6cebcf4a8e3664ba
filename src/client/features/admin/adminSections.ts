/**
 * The console's pages, in the order its navigation shows them; each is a route under /admin. Issue 20's next
 * pages take their places here and in AdminConsole.tsx's routes: 'dashboard' (first), then 'events', 'listings'
 * and 'reports' before 'people'. A page is listed only once it exists, so the navigation never leads nowhere.
 */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'people', label: 'People' },
  { path: 'inbox', label: 'Inbox' },
  { path: 'audit', label: 'Audit log' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['path'];

export const adminPath = (section: AdminSection) => `/admin/${section}`;
