import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { DASHBOARD_SERIES_LABELS, type DashboardDay, type DashboardSeries } from '../../../../shared/admin/dashboard';
import { shortDay } from './dashboardDays';

const WIDTH = 300;
const HEIGHT = 64;
const GAP = 2;

/** What the bars show, said in words: the chart's text alternative (the table below gives every day). */
export function seriesSummary(series: DashboardSeries, days: DashboardDay[]): string {
  const values = days.map((day) => day[series]);
  const total = values.reduce((sum, n) => sum + n, 0);
  const max = Math.max(...values);
  const busiest = days[values.indexOf(max)];
  const most = max > 0 ? `, most ${max} on ${shortDay(busiest.day)}` : '';
  return `${DASHBOARD_SERIES_LABELS[series]} per day, ${shortDay(days[0].day)} to ${shortDay(days[days.length - 1].day)}: ${total} in all${most}, ${values[values.length - 1]} today.`;
}

/**
 * One series over the days as a small bar chart in plain SVG, today's bar in the secondary colour. Bars are the
 * theme's purple and dark orange (10:1 and 5.3:1 on white, past the 3:1 a graphic needs); the baseline is grey 700.
 */
export function SeriesBars({ series, days }: { series: DashboardSeries; days: DashboardDay[] }) {
  const { palette } = useTheme();
  const values = days.map((day) => day[series]);
  const max = Math.max(...values, 1);
  const slot = WIDTH / days.length;
  const total = values.reduce((sum, n) => sum + n, 0);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="figcaption" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'grey.800' }}>
          {DASHBOARD_SERIES_LABELS[series]}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {total} in {days.length} days
        </Typography>
      </Box>
      <Box
        component="svg"
        role="img"
        aria-label={seriesSummary(series, days)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        sx={{ display: 'block', width: '100%', height: HEIGHT }}
      >
        {values.map((value, index) => {
          const height = (value / max) * (HEIGHT - 4);
          const today = index === values.length - 1;
          return (
            <rect
              key={days[index].day}
              x={index * slot + GAP / 2}
              y={HEIGHT - 1 - height}
              width={slot - GAP}
              height={height}
              fill={today ? palette.secondary.main : palette.primary.main}
            />
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke={palette.grey[700]} strokeWidth={1} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }} aria-hidden>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {shortDay(days[0].day)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {total === 0 ? 'None yet' : `Most ${Math.max(...values)} a day`}
        </Typography>
        <Typography variant="caption" sx={{ color: 'secondary.main', fontWeight: 600 }}>
          Today
        </Typography>
      </Box>
    </Box>
  );
}
