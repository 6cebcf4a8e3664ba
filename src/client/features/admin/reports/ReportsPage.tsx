import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueuedReport } from '../../../../shared/admin/reportQueue';
import { errorMessage } from '../../../api/errors';
import { useGetReportQueueQuery } from '../moderationApi';
import { PagerButtons } from '../PagerButtons';
import { ReportCard } from './ReportCard';
import { ResolveReportDialog } from './ResolveReportDialog';

/** Reports: buyers' open reports, oldest first, each resolved with a note. */
export function ReportsPage() {
  const [pageNumber, setPageNumber] = useState(0);
  const [resolving, setResolving] = useState<QueuedReport | null>(null);
  const { data, error, isFetching } = useGetReportQueueQuery(pageNumber);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
        Reports
      </Typography>
      {error !== undefined && <Alert severity="error">{errorMessage(error, 'The reports could not be loaded. Please try again.')}</Alert>}
      {data !== undefined && (
        <Typography role="status" sx={{ color: 'text.secondary' }} aria-busy={isFetching}>
          {data.totalElements === 0 ? 'No open reports' : data.totalElements === 1 ? '1 open report, oldest first' : `${data.totalElements} open reports, oldest first`}
        </Typography>
      )}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.content.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} onResolve={() => setResolving(report)} />
          </li>
        ))}
      </Stack>
      {data !== undefined && <PagerButtons what="reports" pageNumber={pageNumber} lastPage={data.lastPage} onChange={setPageNumber} />}
      <ResolveReportDialog report={resolving} onClose={() => setResolving(null)} />
    </Stack>
  );
}
