import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminEvent } from '../../../../shared/admin/events';
import { Button } from '../../../components/Button';
import { EventThumbnail } from '../../events/EventThumbnail';
import { useProviderName } from '../../providers/useProviderName';
import { consoleTime } from '../consoleTime';
import { ThumbnailButton } from './ThumbnailButton';

interface AdminEventCardProps {
  event: AdminEvent;
  onEdit: () => void;
  onPostpone: () => void;
  onCancel: () => void;
}

/** One event: its picture and fields, its listings, whether it is cancelled and why, and what may be done to it. */
export function AdminEventCard({ event, onEdit, onPostpone, onCancel }: AdminEventCardProps) {
  const { listings, cancellation } = event;
  const open = cancellation === null;
  const providerName = useProviderName();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
      <Box sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
        <EventThumbnail src={event.thumbnail} alt={event.name} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {event.name}
          </Typography>
          {!open && <Chip size="small" color="error" label="Cancelled" />}
        </Stack>
        <Typography>{consoleTime(event.date)}</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {event.venue}, {event.city} · {event.artist}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {event.categoryTitle} · Sold through {providerName(event.expectedDkimDomain)} · Listings: {listings.listed} on sale,{' '}
          {listings.sold} sold{listings.closed > 0 && `, ${listings.closed} closed`}
        </Typography>
        {cancellation !== null && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Cancelled {consoleTime(cancellation.at)}: {cancellation.reason}
          </Typography>
        )}
      </Box>
      {open && (
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', alignItems: 'stretch' }}>
          <Button variant="outline" size="small" onClick={onEdit} aria-label={`Edit ${event.name}`}>
            Edit
          </Button>
          <ThumbnailButton event={event} />
          <Button variant="outline" size="small" onClick={onPostpone} aria-label={`Postpone ${event.name}`}>
            Postpone
          </Button>
          <Button variant="danger" size="small" onClick={onCancel} aria-label={`Cancel event ${event.name}`}>
            Cancel event
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
