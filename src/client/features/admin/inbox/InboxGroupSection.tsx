import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { InboxGroup, InboxKind } from '../../../../shared/admin/inbox';
import { eventPath } from '../../../../shared/slug';
import { consoleTime } from '../consoleTime';
import { InboxItemRow } from './InboxItemRow';

/** The items about one event (or about none), under a heading that names it and says how many there are. */
export function InboxGroupSection({ kind, group }: { kind: InboxKind; group: InboxGroup }) {
  const { event, total, items } = group;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {event === null ? (
          'Not about one event'
        ) : (
          <Link component={RouterLink} to={eventPath(event.id, event.name)}>
            {event.name}
          </Link>
        )}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {event !== null && `${consoleTime(event.date)} · `}
        {total === 1 ? '1 item' : `${total} items`}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <li key={item.id}>
            <InboxItemRow kind={kind} item={item} />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
