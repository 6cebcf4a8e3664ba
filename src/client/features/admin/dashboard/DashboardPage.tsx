import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../api/errors';
import { useGetDashboardQuery } from '../adminApi';
import { longDay } from './dashboardDays';
import { LastDaysCharts } from './LastDaysCharts';
import { TodayTiles } from './TodayTiles';

/** The console's first page: today's figures at a glance, then the last 30 days. Read fresh each time it opens. */
export function DashboardPage() {
  const { data, error } = useGetDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
        Dashboard
      </Typography>
      {error !== undefined && <Alert severity="error">{errorMessage(error, 'The figures could not be loaded. Please try again.')}</Alert>}
      {data !== undefined && (
        <>
          <Stack spacing={2} component="section" aria-labelledby="dashboard-today">
            <Typography id="dashboard-today" component="h2" variant="h6" sx={{ fontWeight: 700, color: 'grey.800' }}>
              Today, {longDay(data.today.day)} <Typography component="span" sx={{ color: 'text.secondary' }}>(India time)</Typography>
            </Typography>
            <TodayTiles dashboard={data} />
          </Stack>
          <LastDaysCharts days={data.days} />
        </>
      )}
    </Stack>
  );
}
