import { lazy } from 'react';

// Code split points inside pages: dialogs and forms that load when first used. Apart from splitPoints.ts so that
// these declarations travel with the pages that use them rather than with the app's start-up code.
// Tests swap this module for eager imports (test/setupTests.ts), as they do splitPoints.ts.
// The event page's dialogs load on their first opening: Formik, yup and MUI's modal machinery stay out of the
// page until a buyer asks for a seller, the meet-up check or alerts.
export const ContactSellerModal = lazy(() =>
  import(/* webpackChunkName: "contact-seller" */ '../features/listings/ContactSellerModal.js').then((m) => ({
    default: m.ContactSellerModal,
  })),
);
export const MeetupCheckDialog = lazy(() =>
  import(/* webpackChunkName: "meetup-check" */ '../features/listings/MeetupCheckDialog.js').then((m) => ({
    default: m.MeetupCheckDialog,
  })),
);
export const NotifyMeDialog = lazy(() =>
  import(/* webpackChunkName: "notify-me" */ '../features/events/NotifyMeDialog.js').then((m) => ({ default: m.NotifyMeDialog })),
);

// The profile page's forms and dialogs load when first used: Formik, yup and MUI's modal machinery are not in the
// page a seller opens to look at their listings.
export const OtpModal = lazy(() =>
  import(/* webpackChunkName: "otp" */ '../features/otp/OtpModal.js').then((m) => ({ default: m.OtpModal })),
);
export const DeleteAccountDialog = lazy(() =>
  import(/* webpackChunkName: "delete-account" */ '../features/profile/DeleteAccountDialog.js').then((m) => ({
    default: m.DeleteAccountDialog,
  })),
);
export const MarkAsSoldModal = lazy(() =>
  import(/* webpackChunkName: "mark-sold" */ '../features/listings/MarkAsSoldModal.js').then((m) => ({
    default: m.MarkAsSoldModal,
  })),
);
const loadPasswordForms = () => import(/* webpackChunkName: "password-forms" */ '../features/profile/PasswordForms.js');
export const ChangePasswordForm = lazy(() => loadPasswordForms().then((m) => ({ default: m.ChangePasswordForm })));
export const SetFirstPasswordForm = lazy(() => loadPasswordForms().then((m) => ({ default: m.SetFirstPasswordForm })));
/** MUI's Tooltip with Popper (~10 KB gzip) loads when a pointer or focus first reaches one (components/LazyTooltip). */
export const MuiTooltip = lazy(() => import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip'));
/** The profile's rules (yup), read when a field is saved or a picture chosen. */
export const loadProfileSchemas = () =>
  import(/* webpackChunkName: "profile-schemas" */ '../../shared/schemas/profileSchemas.js');

// The sell wizard's later steps (the e-mail instructions, the verification, the listing's details) and the edit
// form load when reached: the page opens with the event step's code alone.
const loadInstructionSteps = () => import(/* webpackChunkName: "sell-instructions" */ '../features/sell/InstructionSteps.js');
export const VerifyStep = lazy(() => loadInstructionSteps().then((m) => ({ default: m.VerifyStep })));
export const ForwardPart1Step = lazy(() => loadInstructionSteps().then((m) => ({ default: m.ForwardPart1Step })));
export const ForwardPart2Step = lazy(() => loadInstructionSteps().then((m) => ({ default: m.ForwardPart2Step })));
const loadDetailsStep = () => import(/* webpackChunkName: "sell-details" */ '../features/sell/DetailsStep.js');
export const DetailsStep = lazy(() => loadDetailsStep().then((m) => ({ default: m.DetailsStep })));
/** Fetches the later steps' code once the fan starts on the wizard, so moving on does not wait for the network. */
export const preloadSellSteps = () => Promise.all([loadInstructionSteps(), loadDetailsStep()]).then(() => undefined);
export const EditListing = lazy(() =>
  import(/* webpackChunkName: "edit-listing" */ '../features/sell/EditListing.js').then((m) => ({ default: m.EditListing })),
);

// The operations console's sections, each its own chunk: the console opens with its navigation and one section.
export const AdminAuditLogPage = lazy(() =>
  import(/* webpackChunkName: "admin-audit" */ '../features/admin/audit/AuditLogPage.js').then((m) => ({ default: m.AuditLogPage })),
);
export const AdminDashboardPage = lazy(() =>
  import(/* webpackChunkName: "admin-dashboard" */ '../features/admin/dashboard/DashboardPage.js').then((m) => ({ default: m.DashboardPage })),
);
export const AdminEventsPage = lazy(() =>
  import(/* webpackChunkName: "admin-events" */ '../features/admin/events/EventsPage.js').then((m) => ({ default: m.EventsPage })),
);
export const AdminInboxPage = lazy(() =>
  import(/* webpackChunkName: "admin-inbox" */ '../features/admin/inbox/InboxPage.js').then((m) => ({ default: m.InboxPage })),
);
export const AdminListingsPage = lazy(() =>
  import(/* webpackChunkName: "admin-listings" */ '../features/admin/listings/ListingsPage.js').then((m) => ({ default: m.ListingsPage })),
);
export const AdminPeoplePage = lazy(() =>
  import(/* webpackChunkName: "admin-people" */ '../features/admin/people/PeoplePage.js').then((m) => ({ default: m.PeoplePage })),
);
const loadProviderPages = () => import(/* webpackChunkName: "admin-providers" */ '../features/admin/providers/providerPages.js');
export const AdminProvidersPage = lazy(() => loadProviderPages().then((m) => ({ default: m.ProvidersPage })));
export const AdminNewProviderPage = lazy(() => loadProviderPages().then((m) => ({ default: m.NewProviderPage })));
export const AdminProviderPage = lazy(() => loadProviderPages().then((m) => ({ default: m.ProviderPage })));
export const AdminReportsPage = lazy(() =>
  import(/* webpackChunkName: "admin-reports" */ '../features/admin/reports/ReportsPage.js').then((m) => ({ default: m.ReportsPage })),
);

/** The date range picker's calendar (MUI's popover with it) loads on its first opening. */
export const DateRangePopover = lazy(() =>
  import(/* webpackChunkName: "date-range" */ '../components/DateRangePopover.js').then((m) => ({ default: m.DateRangePopover })),
);
