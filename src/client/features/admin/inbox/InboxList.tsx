import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InboxKind, InboxStatus } from '../../../../shared/admin/inbox';
import { errorMessage } from '../../../api/errors';
import { ListMessage } from '../../../components/ListMessage';
import { useGetInboxQuery } from '../adminApi';
import { PagerButtons } from '../PagerButtons';
import { InboxGroupSection } from './InboxGroupSection';

/** One tab's list: its items grouped by event, newest first, a page at a time. */
export function InboxList({ kind, status }: { kind: InboxKind; status: InboxStatus }) {
  const [pageNumber, setPageNumber] = useState(0);
  const { data, error } = useGetInboxQuery({ kind, status, pageNumber });

  if (error !== undefined) return <Alert severity="error">{errorMessage(error, 'The inbox could not be loaded. Please try again.')}</Alert>;
  if (data === undefined) return null;
  if (data.totalElements === 0) {
    return <ListMessage title={status === 'open' ? 'Nothing waiting here' : 'Nothing marked done yet'} message={status === 'open' ? 'Everything in this list has been handled.' : undefined} />;
  }
  return (
    <Stack spacing={3}>
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        {data.totalElements === 1 ? '1 item' : `${data.totalElements} items`} {status === 'open' ? 'waiting' : 'marked done'}
      </Typography>
      {data.content.map((group, index) => (
        <InboxGroupSection key={`${group.event?.id ?? 'none'}-${index}`} kind={kind} group={group} />
      ))}
      <PagerButtons what="items" pageNumber={pageNumber} lastPage={data.lastPage} onChange={setPageNumber} />
    </Stack>
  );
}
