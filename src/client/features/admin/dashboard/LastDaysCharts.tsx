import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_SERIES, type DashboardDay } from '../../../../shared/admin/dashboard';
import { DailyTable } from './DailyTable';
import { SeriesBars } from './SeriesBars';

/** The last 30 days: a small bar chart per series, each on its own scale, and the same figures as a table. */
export function LastDaysCharts({ days }: { days: DashboardDay[] }) {
  const [tableShown, setTableShown] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, color: 'grey.800' }}>
          Last {days.length} days
        </Typography>
        <Button variant="text" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide the table' : 'Show as a table'}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {DASHBOARD_SERIES.map((series) => (
          <SeriesBars key={series} series={series} days={days} />
        ))}
      </Box>
      <Box sx={{ mt: tableShown ? 3 : 0 }}>
        <DailyTable id={tableId} days={days} shown={tableShown} />
      </Box>
    </Paper>
  );
}
