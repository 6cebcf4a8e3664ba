import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InboxItem, InboxKind } from '../../../../shared/admin/inbox';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { useToast } from '../../toasts/useToast';
import { useMarkInboxItemDoneMutation } from '../adminApi';
import { consoleTime } from '../consoleTime';

/** Who sent an item, in words. */
function sender(item: InboxItem): string {
  if (item.from === null) return 'a deleted account';
  return item.from.name === null ? item.from.email : `${item.from.name} (${item.from.email})`;
}

/** One suggestion, message or ticket request: what it says, who sent it when and from where, and Mark done. */
export function InboxItemRow({ kind, item }: { kind: InboxKind; item: InboxItem }) {
  const { showToast } = useToast();
  const [markDone, { isLoading }] = useMarkInboxItemDoneMutation();
  const what = item.text === null ? `the request from ${sender(item)}` : `“${item.text.slice(0, 40)}${item.text.length > 40 ? '…' : ''}”`;

  const done = async () => {
    try {
      await markDone({ kind, id: item.id }).unwrap();
      showToast({ type: 'success', title: 'Marked done' });
    } catch (error) {
      showToast(errorToast(error, 'It could not be marked done. Please try again.'));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        {item.text !== null && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
          {item.text === null ? 'Requested by' : 'From'} {sender(item)}, {consoleTime(item.createdAt)}
          {item.page !== null && ` · sent from ${item.page}`}
          {item.doneAt !== null && ` · done ${consoleTime(item.doneAt)}`}
        </Typography>
      </Box>
      {item.doneAt === null && (
        <Box sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}>
          <Button variant="outline" size="small" loading={isLoading} onClick={() => void done()} aria-label={`Mark done: ${what}`}>
            Mark done
          </Button>
        </Box>
      )}
    </Box>
  );
}
