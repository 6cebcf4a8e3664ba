import { lazy } from 'react';
import { paths } from './paths';
import type { RouteCode } from '../features/prefetch/prefetchOnIntent';

// Every code-split point of the client, so the landing page downloads only what it shows.
// Under module nodenext a dynamic import() is an ES import: hence the .js suffixes (webpack maps them to .tsx)
// and picking the named export rather than relying on `default`.
// Tests swap this module for eager imports (test/setupTests.ts): ts-jest keeps import() native, which Jest cannot run.

const loadHomePage = () => import(/* webpackChunkName: "route-home" */ '../features/home/HomePage.js');
const loadTermsPage = () => import(/* webpackChunkName: "route-terms" */ '../features/terms/TermsPage.js');
const loadLoginPage = () => import(/* webpackChunkName: "route-login" */ '../features/auth/LoginPage.js');
const loadExplorePage = () => import(/* webpackChunkName: "route-explore" */ '../features/events/ExplorePage.js');
const loadSearchPage = () => import(/* webpackChunkName: "route-search" */ '../features/search/SearchPage.js');
const loadEventPage = () => import(/* webpackChunkName: "route-event" */ '../features/events/EventPage.js');
const loadSellTicketsPage = () => import(/* webpackChunkName: "route-sell" */ '../features/sell/SellTicketsPage.js');
const loadProfilePage = () => import(/* webpackChunkName: "route-profile" */ '../features/profile/ProfilePage.js');
const loadResetPasswordPage = () => import(/* webpackChunkName: "route-reset-password" */ '../features/auth/ResetPasswordPage.js');
const loadUnsubscribePage = () => import(/* webpackChunkName: "route-unsubscribe" */ '../features/alerts/UnsubscribePage.js');
// The operations console and everything only it uses (its API endpoints, tables, tabs): never in a fan's download.
// No link on a page leads to it (an admin's user menu navigates), so it has no entry in routeCode below.
const loadAdminConsole = () => import(/* webpackChunkName: "route-admin" */ '../features/admin/AdminConsole.js');

export const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.HomePage })));
export const TermsPage = lazy(() => loadTermsPage().then((m) => ({ default: m.TermsPage })));
export const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));
export const ExplorePage = lazy(() => loadExplorePage().then((m) => ({ default: m.ExplorePage })));
export const SearchPage = lazy(() => loadSearchPage().then((m) => ({ default: m.SearchPage })));
export const EventPage = lazy(() => loadEventPage().then((m) => ({ default: m.EventPage })));
export const SellTicketsPage = lazy(() => loadSellTicketsPage().then((m) => ({ default: m.SellTicketsPage })));
export const ProfilePage = lazy(() => loadProfilePage().then((m) => ({ default: m.ProfilePage })));
export const ResetPasswordPage = lazy(() => loadResetPasswordPage().then((m) => ({ default: m.ResetPasswordPage })));
export const UnsubscribePage = lazy(() => loadUnsubscribePage().then((m) => ({ default: m.UnsubscribePage })));
export const AdminConsole = lazy(() => loadAdminConsole().then((m) => ({ default: m.AdminConsole })));

/** Each page's code by its route in paths.ts: a link to it can load it ahead of the click (features/prefetch). */
export const routeCode: RouteCode = {
  [paths.home]: loadHomePage,
  [paths.terms]: loadTermsPage,
  [paths.login]: loadLoginPage,
  [paths.explore]: loadExplorePage,
  [paths.search]: loadSearchPage,
  [paths.event]: loadEventPage,
  [paths.sellTickets]: loadSellTicketsPage,
  [paths.profile]: loadProfilePage,
  [paths.unsubscribe]: loadUnsubscribePage,
  [paths.resetPassword]: loadResetPasswordPage,
};

/** MUI's dialog machinery loads when the sign-in modal first opens. */
export const SignInDialog = lazy(() =>
  import(/* webpackChunkName: "sign-in" */ '../features/auth/SignInDialog.js').then((m) => ({ default: m.SignInDialog })),
);

/** Alert and its icons load with the first toast. */
export const ToastContainer = lazy(() =>
  import(/* webpackChunkName: "toasts" */ '../features/toasts/ToastContainer.js').then((m) => ({
    default: m.ToastContainer,
  })),
);

/** The home page's signed-in sections (carousels, statistics) load only for a signed-in user. */
export const HomeSignedInSections = lazy(() =>
  import(/* webpackChunkName: "home-signed-in" */ '../features/home/SignedInSections.js').then((m) => ({
    default: m.SignedInSections,
  })),
);

/** The landing page's sections below its first screen: not in the landing page's first download. */
export const HomeBelowFold = lazy(() =>
  import(/* webpackChunkName: "home-below-fold" */ '../features/home/HomeBelowFold.js').then((m) => ({
    default: m.HomeBelowFold,
  })),
);

/** The footer, below the fold on every page (main is a screen tall): hydrated once its code arrives. */
export const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer.js').then((m) => ({ default: m.Footer })));

/** The QR code library loads with the app-download block's code, after the landing page shows. */
export const AppQrCode = lazy(() =>
  import(/* webpackChunkName: "app-qr" */ '../features/home/AppQrCode.js').then((m) => ({ default: m.AppQrCode })),
);

/** The phone header's menu drawer loads on the first press of its button. */
export const MobileMenuDrawer = lazy(() =>
  import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDrawer.js').then((m) => ({ default: m.MobileMenuDrawer })),
);

/** The header user dropdown's menu and logout dialog load on its first click. */
export const UserMenuPopup = lazy(() =>
  import(/* webpackChunkName: "user-menu" */ '../features/auth/UserMenuPopup.js').then((m) => ({
    default: m.UserMenuPopup,
  })),
);

