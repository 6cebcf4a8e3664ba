import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { isAdmin } from '../../../shared/roles';
import {
  AdminAuditLogPage,
  AdminDashboardPage,
  AdminEventsPage,
  AdminInboxPage,
  AdminListingsPage,
  AdminNewProviderPage,
  AdminPeoplePage,
  AdminProviderPage,
  AdminProvidersPage,
  AdminReportsPage,
} from '../../app/featureSplitPoints';
import { useAppSelector } from '../../app/hooks';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { selectCurrentUser } from '../auth/authSlice';
import { AdminNav } from './AdminNav';
import { consoleMeta } from './consoleMeta';
import { OperatorsOnly } from './OperatorsOnly';

/**
 * /admin: the operations console, its own lazily loaded route (app/splitPoints.ts). The router puts it behind
 * sign-in; here a signed-in account that is not an admin gets a message and nothing of the console. The server
 * refuses such an account every /api/admin/ call in any case.
 */
export function AdminConsole() {
  useDocumentMeta(consoleMeta(useLocation().pathname));
  const user = useAppSelector(selectCurrentUser);
  if (user === null) return null;
  if (!isAdmin(user)) return <OperatorsOnly />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 5 } }}>
      <AdminNav />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={null}>
          <Routes>
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<AdminDashboardPage />} />
            <Route path="events" element={<AdminEventsPage />} />
            <Route path="providers" element={<AdminProvidersPage />} />
            <Route path="providers/new" element={<AdminNewProviderPage />} />
            <Route path="providers/:slug" element={<AdminProviderPage />} />
            <Route path="listings" element={<AdminListingsPage />} />
            <Route path="reports" element={<AdminReportsPage />} />
            <Route path="people" element={<AdminPeoplePage />} />
            <Route path="inbox" element={<AdminInboxPage />} />
            <Route path="audit" element={<AdminAuditLogPage />} />
            <Route path="*" element={<Navigate to="dashboard" replace />} />
          </Routes>
        </Suspense>
      </Box>
    </Container>
  );
}
