import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditFilters } from '../../../../shared/admin/audit';
import { errorMessage } from '../../../api/errors';
import { ListMessage } from '../../../components/ListMessage';
import { useGetAuditLogQuery } from '../adminApi';
import { PagerButtons } from '../PagerButtons';
import { AuditCards } from './AuditCards';
import { AuditFiltersForm } from './AuditFiltersForm';
import { AuditTable } from './AuditTable';

/** Audit log: every operator action, newest first, narrowed by the filters; read-only. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [pageNumber, setPageNumber] = useState(0);
  const { data, error } = useGetAuditLogQuery({ ...filters, pageNumber });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
        Audit log
      </Typography>
      <AuditFiltersForm
        onApply={(applied) => {
          setFilters(applied);
          setPageNumber(0);
        }}
      />
      {error !== undefined && <Alert severity="error">{errorMessage(error, 'The audit log could not be loaded. Please try again.')}</Alert>}
      {data !== undefined && data.totalElements === 0 && <ListMessage title="No actions match" message="Change or clear the filters to see more." />}
      {data !== undefined && data.totalElements > 0 && (
        <>
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {data.totalElements === 1 ? '1 action' : `${data.totalElements} actions`}
          </Typography>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <AuditTable entries={data.content} />
          </Box>
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <AuditCards entries={data.content} />
          </Box>
          <PagerButtons what="actions" pageNumber={pageNumber} lastPage={data.lastPage} onChange={setPageNumber} />
        </>
      )}
    </Stack>
  );
}
