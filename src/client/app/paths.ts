/** SPEC §2 route table; the event route is built with eventPath() from src/shared/slug. */
export const paths = {
  home: '/',
  terms: '/terms',
  explore: '/explore',
  /** `?q=` holds the keyword searched for, so a search can be shared. */
  search: '/search',
  event: '/events/:eventName/:eventId',
  sellTickets: '/sell-tickets',
  profile: '/profile',
  login: '/login',
  /** `?token=` from an alert e-mail: stops that event's alerts without signing in. */
  unsubscribe: '/unsubscribe',
  /** `?token=` from a password-reset e-mail: sets a new password without signing in first. */
  resetPassword: '/reset-password',
  /** The operations console, for admins only; its pages are below it (features/admin/adminSections.ts). */
  admin: '/admin',
} as const;
