import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditFilters, type AuditTargetType } from '../../../../shared/admin/audit';
import { Button } from '../../../components/Button';
import { TextInput } from '../../../components/TextInput';
import { dayFromWritten, WRITTEN_DAY_HINT, WRITTEN_DAY_MESSAGE } from '../writtenDates';
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

type DayErrors = Partial<Record<'from' | 'to' | 'targetId', string>>;

/** What is wrong with the draft, field by field, in words; empty when it can be applied. */
function problems(draft: Draft): DayErrors {
  const errors: DayErrors = {};
  for (const key of ['from', 'to'] as const) {
    if (draft[key].trim() !== '' && dayFromWritten(draft[key]) === null) errors[key] = WRITTEN_DAY_MESSAGE;
  }
  const from = dayFromWritten(draft.from);
  const to = dayFromWritten(draft.to);
  if (from !== null && to !== null && from > to) errors.to = 'Please pick a last day on or after the first day';
  if (draft.targetId.trim() !== '' && !/^\s*[1-9]\d{0,8}\s*$/.test(draft.targetId)) errors.targetId = 'Please write the target’s number, e.g. 21';
  return errors;
}

function applied(draft: Draft): AuditFilters {
  const id = Number(draft.targetId);
  const from = dayFromWritten(draft.from);
  const to = dayFromWritten(draft.to);
  return {
    ...(draft.actor.trim() !== '' && { actor: draft.actor.trim() }),
    ...(draft.action !== '' && { action: draft.action }),
    ...(draft.targetType !== '' && { targetType: draft.targetType }),
    ...(Number.isInteger(id) && id > 0 && { targetId: id }),
    ...(from !== null && { from }),
    ...(to !== null && { to }),
  };
}

/** The audit log's filters: who acted, what they did, to what, between which India days. Applied on submit. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<DayErrors>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(applied(draft));
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
      <TextInput label="Target id" value={draft.targetId} onChange={(e) => set('targetId', e.target.value)} size="small" inputProps={{ inputMode: 'numeric' }} error={errors.targetId !== undefined} helperText={errors.targetId} fullWidth />
      <TextInput label="From (India day)" value={draft.from} onChange={(e) => set('from', e.target.value)} size="small" error={errors.from !== undefined} helperText={errors.from ?? WRITTEN_DAY_HINT} autoComplete="off" fullWidth />
      <TextInput label="To (India day)" value={draft.to} onChange={(e) => set('to', e.target.value)} size="small" error={errors.to !== undefined} helperText={errors.to ?? WRITTEN_DAY_HINT} autoComplete="off" fullWidth />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { lg: 'span 3', sm: 'span 2' } }}>
        <Button type="submit">Apply filters</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY);
            setErrors({});
            onApply({});
          }}
        >
          Clear
        </Button>
      </Box>
    </Box>
  );
}
