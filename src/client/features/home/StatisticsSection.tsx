import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Statistics } from '../../../shared/entities';
import { formatStatistic } from '../../../shared/format';
import { ListMessage } from '../../components/ListMessage';
import { HomeSection } from './HomeSection';
import { useGetStatisticsQuery } from './homeApi';

/** Statistics worth showing: both figures there, and not both zero. */
function hasFigures(stats: Statistics | null | undefined): stats is Statistics {
  if (!stats || typeof stats.totalTickets !== 'number' || typeof stats.totalVolumeSold !== 'number') return false;
  return stats.totalTickets > 0 || stats.totalVolumeSold > 0;
}

const figureSx = { p: 3, borderRadius: 3, bgcolor: 'primary.light', minHeight: 112 };

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={figureSx}>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main' }}>
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

const gridSx = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** 'About Us in Numbers': tickets listed and volume sold, each with a trailing plus (SPEC §9). */
export function StatisticsSection() {
  const { data, isLoading } = useGetStatisticsQuery();
  let body;
  if (isLoading) {
    body = (
      <Box role="status" aria-label="Loading statistics" sx={gridSx}>
        <Skeleton variant="rounded" height={112} />
        <Skeleton variant="rounded" height={112} />
      </Box>
    );
  } else if (!hasFigures(data)) {
    body = <ListMessage title="No data found" />;
  } else {
    body = (
      <Box sx={gridSx}>
        <Figure value={formatStatistic(data.totalTickets)} label="Tickets listed" />
        <Figure value={`₹${formatStatistic(data.totalVolumeSold)}`} label="Worth of tickets sold" />
      </Box>
    );
  }
  return (
    <HomeSection id="about-us-in-numbers" title="About Us in Numbers">
      {body}
    </HomeSection>
  );
}
