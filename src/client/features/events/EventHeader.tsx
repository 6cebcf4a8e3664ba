import { eventTime } from '../../app/eventTime';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Concert } from '../../../shared/entities';
import { DateBadge } from './DateBadge';
import { EventThumbnail } from './EventThumbnail';
import { NotifyMeButton } from './NotifyMeButton';

const layoutSx = {
  display: 'grid',
  gap: { xs: 3, md: 5 },
  gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
  alignItems: 'start',
} as const;

/**
 * The artwork draws the event's name, which the heading beside it gives: on a phone, where the two would stack, it is
 * left out, so the name shows once and the first listings come into the first screen.
 */
const imageSx = { borderRadius: 3, overflow: 'hidden', display: { xs: 'none', sm: 'block' } };

/** In place of 'Notify me' on a cancelled event: nothing more will be listed for it. */
function CancellationNotice({ reason }: { reason: string }) {
  return (
    <Box sx={{ borderLeft: 4, borderColor: 'error.main', bgcolor: 'grey.50', px: 2, py: 1.5, borderRadius: 1 }}>
      <Typography sx={{ fontWeight: 700, color: 'error.dark' }}>This event is cancelled</Typography>
      <Typography color="text.secondary">
        {reason && `The organisers say: “${reason}” `}Its listings are closed and no new tickets can be listed.
      </Typography>
    </Box>
  );
}

/** The top of the event page: header image, date badge, name, when and where, and 'Notify me'. */
export function EventHeader({ concert }: { concert: Concert }) {
  return (
    <Box sx={layoutSx}>
      <Box sx={imageSx}>
        <EventThumbnail src={concert.thumbnail} alt={concert.concertName} eager />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <DateBadge date={concert.concertDate} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, color: 'grey.800', wordBreak: 'break-word' }}>
            {concert.concertName}
          </Typography>
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 600, color: 'primary.main' }}>
            {eventTime(concert.concertDate).format('dddd, D MMMM YYYY · h:mm A')}
          </Typography>
          {concert.postponedFrom && (
            <Typography sx={{ fontWeight: 600, color: 'error.dark' }}>Postponed from {eventTime(concert.postponedFrom).format('dddd, D MMMM YYYY')}</Typography>
          )}
          <Typography color="text.secondary">
            {concert.concertVenue}, {concert.concertCity}
          </Typography>
          {concert.concertArtist && <Typography color="text.secondary">{concert.concertArtist}</Typography>}
        </Box>
        {concert.cancellation ? (
          <CancellationNotice reason={concert.cancellation.reason} />
        ) : (
          <NotifyMeButton concertId={concert.concertId} eventName={concert.concertName} />
        )}
      </Box>
    </Box>
  );
}

/** The same block's shape while the event loads. */
export function EventHeaderSkeleton() {
  return (
    <Box role="status" aria-label="Loading event" sx={layoutSx}>
      <Box sx={imageSx}>
        <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Skeleton variant="rounded" width={64} height={64} />
          <Skeleton width="70%" height={48} />
        </Box>
        <Box>
          <Skeleton width="60%" />
          <Skeleton width="45%" />
          <Skeleton width="30%" />
        </Box>
        <Skeleton variant="rounded" width={120} height={32} />
      </Box>
    </Box>
  );
}
