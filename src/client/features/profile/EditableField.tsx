import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/TextInput';

interface EditableFieldProps {
  label: string;
  /** What view mode shows: the value, or 'N/A' / 'Guest' when there is none. */
  display: string;
  /** Where edit mode starts. */
  value: string;
  editing: boolean;
  /** Offers the Edit control; omitted for a field that cannot be edited. */
  onEdit?: () => void;
  onCancel: () => void;
  /** Resolves to an error message to show, or null once saved. */
  onSave: (value: string) => Promise<string | null>;
  /** Shown beside the value in view mode, e.g. a verify button. */
  action?: ReactNode;
  /** Shown right after the value in view mode, e.g. the 'Verified' mark. */
  mark?: ReactNode;
}

/** One row of Account Details, with SPEC §4's per-field view / edit (Save, Cancel). */
export function EditableField({ label, display, value, editing, onEdit, onCancel, onSave, action, mark }: EditableFieldProps) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [wasEditing, setWasEditing] = useState(editing);
  if (editing !== wasEditing) {
    // Every edit starts from the current value, with no leftover error.
    setWasEditing(editing);
    setDraft(value);
    setError(null);
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const problem = await onSave(draft);
    setSaving(false);
    setError(problem);
  };

  if (editing) {
    return (
      <Box component="form" noValidate aria-label={`Edit ${label}`} onSubmit={save} sx={{ py: 1.5 }}>
        <TextInput
          label={label}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
          autoFocus
          fullWidth
          size="small"
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button type="submit" size="small" loading={saving}>
            Save
          </Button>
          <Button variant="ghost" size="small" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Stack>
      </Box>
    );
  }

  return <FieldRow label={label} display={display} action={action} mark={mark} onEdit={onEdit} />;
}

interface FieldRowProps {
  label: string;
  display: string;
  action?: ReactNode;
  mark?: ReactNode;
  onEdit?: () => void;
}

/** A labelled value in view mode, with its actions. */
export function FieldRow({ label, display, action, mark, onEdit }: FieldRowProps) {
  return (
    <Stack role="group" aria-label={label} direction="row" spacing={2} useFlexGap sx={{ py: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{display}</Typography>
        {mark}
      </Box>
      {action}
      {onEdit && (
        <Button variant="ghost" size="small" aria-label={`Edit ${label}`} onClick={onEdit}>
          Edit
        </Button>
      )}
    </Stack>
  );
}
