/** Stand-in for app/splitPoints in tests: the same components, imported eagerly. */
import { paths } from '../app/paths';
import type { RouteCode } from '../features/prefetch/prefetchOnIntent';

export { HomePage } from '../features/home/HomePage';
export { TermsPage } from '../features/terms/TermsPage';
export { LoginPage } from '../features/auth/LoginPage';
export { ExplorePage } from '../features/events/ExplorePage';
export { SearchPage } from '../features/search/SearchPage';
export { EventPage } from '../features/events/EventPage';
export { SellTicketsPage } from '../features/sell/SellTicketsPage';
export { ProfilePage } from '../features/profile/ProfilePage';
export { UnsubscribePage } from '../features/alerts/UnsubscribePage';
export { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
export { AdminConsole } from '../features/admin/AdminConsole';
export { SignInDialog } from '../features/auth/SignInDialog';
export { ToastContainer } from '../features/toasts/ToastContainer';
export { SignedInSections as HomeSignedInSections } from '../features/home/SignedInSections';
export { AppQrCode } from '../features/home/AppQrCode';
export { HomeBelowFold } from '../features/home/HomeBelowFold';
export { Footer } from '../app/Footer';
export { UserMenuPopup } from '../features/auth/UserMenuPopup';
export { MobileMenuDrawer } from '../app/MobileMenuDrawer';

/** Everything is loaded already: each route's loader resolves at once. */
export const routeCode: RouteCode = Object.fromEntries(
  Object.values(paths).map((path) => [path, () => Promise.resolve()]),
);
