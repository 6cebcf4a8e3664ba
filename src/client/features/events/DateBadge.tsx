import { eventTime } from '../../app/eventTime';
import Box from '@mui/material/Box';

/** The month and day of an event on a calendar-page badge. */
export function DateBadge({ date }: { date: string }) {
  const day = eventTime(date);
  return (
    <Box
      component="time"
      dateTime={date}
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'center',
        minWidth: 64,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'primary.main',
        bgcolor: 'background.paper',
        textAlign: 'center',
        flexShrink: 0,
      }}
    >
      <Box component="span" sx={{ width: '100%', bgcolor: 'primary.main', color: 'common.white', fontWeight: 700, fontSize: 13, py: 0.25 }}>
        {day.format('MMM').toUpperCase()}
      </Box>
      <Box component="span" sx={{ fontSize: 26, fontWeight: 800, color: 'grey.800', lineHeight: 1.4 }}>
        {day.format('D')}
      </Box>
    </Box>
  );
}
