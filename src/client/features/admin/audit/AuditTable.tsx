import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../../../shared/admin/audit';
import { useProviderName } from '../../providers/useProviderName';
import { consoleTime } from '../consoleTime';
import { AllowRelistingButton } from './AllowRelistingButton';
import { actorText, targetText } from './auditLabels';
import { changeSentences } from './changeSentences';

/** The entries as a table (AuditCards on a phone); should it be too wide, it scrolls sideways and takes the keyboard's focus to do so. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const providerName = useProviderName();
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Audit log entries" sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">When</TableCell>
            <TableCell scope="col">Who</TableCell>
            <TableCell scope="col">Action</TableCell>
            <TableCell scope="col">Target</TableCell>
            <TableCell scope="col">Change</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{consoleTime(entry.at)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{actorText(entry)}</TableCell>
              <TableCell>{AUDIT_ACTION_LABELS[entry.action]}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{targetText(entry)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {changeSentences(entry, providerName).map((line) => (
                  <div key={line}>{line}</div>
                ))}
                <AllowRelistingButton entry={entry} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
