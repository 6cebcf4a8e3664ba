import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../../../shared/admin/audit';
import { useProviderName } from '../../providers/useProviderName';
import { consoleTime } from '../consoleTime';
import { AllowRelistingButton } from './AllowRelistingButton';
import { actorText, targetText } from './auditLabels';
import { changeSentences } from './changeSentences';

/** The entries one under another, for a phone, where the table's five columns do not fit. */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const providerName = useProviderName();
  return (
    <Stack component="ul" aria-label="Audit log entries" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Paper variant="outlined" sx={{ p: 2, overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 700 }}>{AUDIT_ACTION_LABELS[entry.action]}</Typography>
            <Typography variant="body2">{targetText(entry)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {consoleTime(entry.at)} · {actorText(entry)}
            </Typography>
            {changeSentences(entry, providerName).map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
            <AllowRelistingButton entry={entry} />
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
