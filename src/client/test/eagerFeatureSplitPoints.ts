/** Stand-in for app/featureSplitPoints in tests: the same components, imported eagerly. */
import * as profileSchemas from '../../shared/schemas/profileSchemas';

export { ContactSellerModal } from '../features/listings/ContactSellerModal';
export { MeetupCheckDialog } from '../features/listings/MeetupCheckDialog';
export { NotifyMeDialog } from '../features/events/NotifyMeDialog';
export { OtpModal } from '../features/otp/OtpModal';
export { DeleteAccountDialog } from '../features/profile/DeleteAccountDialog';
export { MarkAsSoldModal } from '../features/listings/MarkAsSoldModal';
export { ChangePasswordForm, SetFirstPasswordForm } from '../features/profile/PasswordForms';
export { default as MuiTooltip } from '@mui/material/Tooltip';
export const loadProfileSchemas = () => Promise.resolve(profileSchemas);
export { VerifyStep, ForwardPart1Step, ForwardPart2Step } from '../features/sell/InstructionSteps';
export { DetailsStep } from '../features/sell/DetailsStep';
export { EditListing } from '../features/sell/EditListing';
export const preloadSellSteps = () => Promise.resolve();
export { AuditLogPage as AdminAuditLogPage } from '../features/admin/audit/AuditLogPage';
export { DashboardPage as AdminDashboardPage } from '../features/admin/dashboard/DashboardPage';
export { EventsPage as AdminEventsPage } from '../features/admin/events/EventsPage';
export { InboxPage as AdminInboxPage } from '../features/admin/inbox/InboxPage';
export { ListingsPage as AdminListingsPage } from '../features/admin/listings/ListingsPage';
export { PeoplePage as AdminPeoplePage } from '../features/admin/people/PeoplePage';
export { NewProviderPage as AdminNewProviderPage, ProviderPage as AdminProviderPage, ProvidersPage as AdminProvidersPage } from '../features/admin/providers/providerPages';
export { ReportsPage as AdminReportsPage } from '../features/admin/reports/ReportsPage';
export { DateRangePopover } from '../components/DateRangePopover';
