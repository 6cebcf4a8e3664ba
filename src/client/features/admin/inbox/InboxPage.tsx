import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { INBOX_KIND_LABELS, INBOX_KINDS, type InboxKind } from '../../../../shared/admin/inbox';
import { InboxList } from './InboxList';

const tabId = (kind: InboxKind) => `inbox-tab-${kind}`;
const panelId = (kind: InboxKind) => `inbox-panel-${kind}`;

/** Inbox: event suggestions, feedback and ticket requests in three tabs, open ones (or, switched, the done ones). */
export function InboxPage() {
  const [kind, setKind] = useState<InboxKind>('suggestions');
  const [showDone, setShowDone] = useState(false);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
        Inbox
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={kind} onChange={(_event, value: InboxKind) => setKind(value)} aria-label="Inbox lists" variant="scrollable">
          {INBOX_KINDS.map((k) => (
            <Tab key={k} value={k} label={INBOX_KIND_LABELS[k]} id={tabId(k)} aria-controls={panelId(k)} />
          ))}
        </Tabs>
      </Box>
      <FormControlLabel control={<Switch checked={showDone} onChange={(event) => setShowDone(event.target.checked)} />} label="Show the ones marked done" />
      <Box role="tabpanel" id={panelId(kind)} aria-labelledby={tabId(kind)}>
        <InboxList key={`${kind}-${showDone}`} kind={kind} status={showDone ? 'done' : 'open'} />
      </Box>
    </Stack>
  );
}
