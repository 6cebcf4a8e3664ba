import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditFilters, type AuditTargetType } from '../../../../shared/admin/audit';
import { Button } from '../../../components/Button';
import { TextInput } from '../../../components/TextInput';
import { TARGET_TYPE_LABELS } from './auditLabels';

interface Draft {
  actor: string;
  action: AuditAction | '';
  targetType: AuditTargetType | '';
  targetId: string;
  from: string;
  to: string;
}

const EMPTY: Draft = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };

function applied(draft: Draft): AuditFilters {
  const id = Number(draft.targetId);
  return {
    ...(draft.actor.trim() !== '' && { actor: draft.actor.trim() }),
    ...(draft.action !== '' && { action: draft.action }),
    ...(draft.targetType !== '' && { targetType: draft.targetType }),
    ...(Number.isInteger(id) && id > 0 && { targetId: id }),
    ...(draft.from !== '' && { from: draft.from }),
    ...(draft.to !== '' && { to: draft.to }),
  };
}

/** The audit log's filters: who acted, what they did, to what, between which India days. Applied on submit. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(applied(draft));
  };

  return (
    <Box component="form" role="search" aria-label="Filter the audit log" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
      <TextInput label="Admin's e-mail" type="email" value={draft.actor} onChange={(e) => set('actor', e.target.value)} size="small" fullWidth />
      <TextField select label="Action" value={draft.action} onChange={(e) => set('action', e.target.value as Draft['action'])} size="small" fullWidth>
        <MenuItem value="">Any action</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {AUDIT_ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Target" value={draft.targetType} onChange={(e) => set('targetType', e.target.value as Draft['targetType'])} size="small" fullWidth>
        <MenuItem value="">Any target</MenuItem>
        {AUDIT_TARGET_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {TARGET_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextInput label="Target id" value={draft.targetId} onChange={(e) => set('targetId', e.target.value)} size="small" inputProps={{ inputMode: 'numeric' }} fullWidth />
      {/* A date field always shows its own mm/dd/yyyy, so its label stays above it. */}
      <TextField label="From (India day)" type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} size="small" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label="To (India day)" type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} size="small" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { lg: 'span 3', sm: 'span 2' } }}>
        <Button type="submit">Apply filters</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY);
            onApply({});
          }}
        >
          Clear
        </Button>
      </Box>
    </Box>
  );
}
