import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DASHBOARD_SERIES, DASHBOARD_SERIES_LABELS, type DashboardDay } from '../../../../shared/admin/dashboard';
import { visuallyHiddenSx } from '../../../components/visuallyHidden';
import { longDay } from './dashboardDays';

/** Every day's figures, newest first: the charts as a table, for screen readers always, on screen when asked. */
export function DailyTable({ days, shown, id }: { days: DashboardDay[]; shown: boolean; id: string }) {
  return (
    // Shown, it may scroll sideways on a phone: a named region the keyboard can reach and scroll.
    <TableContainer id={id} sx={shown ? undefined : visuallyHiddenSx} {...(shown && { tabIndex: 0, role: 'region', 'aria-labelledby': `${id}-caption` })}>
      <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0 } }}>
        <caption id={`${id}-caption`}>Figures per India day, the last {days.length} days, newest first</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Day
            </TableCell>
            {DASHBOARD_SERIES.map((series) => (
              <TableCell key={series} component="th" scope="col" align="right">
                {DASHBOARD_SERIES_LABELS[series]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...days].reverse().map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row">
                {longDay(day.day)}
              </TableCell>
              {DASHBOARD_SERIES.map((series) => (
                <TableCell key={series} align="right">
                  {day[series]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
