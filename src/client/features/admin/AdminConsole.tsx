import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Navigate, Route, Routes } from 'react-router';
import { isAdmin } from '../../../shared/roles';
import { useAppSelector } from '../../app/hooks';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { selectCurrentUser } from '../auth/authSlice';
import { AdminNav } from './AdminNav';
import { AuditLogPage } from './audit/AuditLogPage';
import { CONSOLE_META } from './consoleMeta';
import { DashboardPage } from './dashboard/DashboardPage';
import { EventsPage } from './events/EventsPage';
import { InboxPage } from './inbox/InboxPage';
import { ListingsPage } from './listings/ListingsPage';
import { OperatorsOnly } from './OperatorsOnly';
import { PeoplePage } from './people/PeoplePage';
import { ReportsPage } from './reports/ReportsPage';

/**
 * /admin: the operations console, its own lazily loaded route (app/splitPoints.ts). The router puts it behind
 * sign-in; here a signed-in account that is not an admin gets a message and nothing of the console. The server
 * refuses such an account every /api/admin/ call in any case.
 */
export function AdminConsole() {
  useDocumentMeta(CONSOLE_META);
  const user = useAppSelector(selectCurrentUser);
  if (user === null) return null;
  if (!isAdmin(user)) return <OperatorsOnly />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 5 } }}>
      <AdminNav />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="events" element={<EventsPage />} />
          <Route path="listings" element={<ListingsPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="people" element={<PeoplePage />} />
          <Route path="inbox" element={<InboxPage />} />
          <Route path="audit" element={<AuditLogPage />} />
          <Route path="*" element={<Navigate to="dashboard" replace />} />
        </Routes>
      </Box>
    </Container>
  );
}
