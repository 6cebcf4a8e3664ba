import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { paths } from './paths';
import {
  AdminConsole,
  EventPage,
  ExplorePage,
  HomePage,
  LoginPage,
  ProfilePage,
  ResetPasswordPage,
  SearchPage,
  SellTicketsPage,
  TermsPage,
  UnsubscribePage,
} from './splitPoints';

/** SPEC §2 route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      <Route path={paths.terms} element={<TermsPage />} />
      <Route path={paths.login} element={<LoginPage />} />
      {/* Opened from an alert e-mail, often where nobody is signed in: the link's token is the authority. */}
      <Route path={paths.unsubscribe} element={<UnsubscribePage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route element={<RequireAuth />}>
        <Route path={paths.explore} element={<ExplorePage />} />
        <Route path={paths.search} element={<SearchPage />} />
        <Route path={paths.event} element={<EventPage />} />
        <Route path={paths.sellTickets} element={<SellTicketsPage />} />
        <Route path={paths.profile} element={<ProfilePage />} />
        {/* Admins only: the console says so to anyone else, and the server refuses them its calls. */}
        <Route path={`${paths.admin}/*`} element={<AdminConsole />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
