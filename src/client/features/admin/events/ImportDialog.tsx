import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_COLUMNS, type ImportPreview } from '../../../../shared/admin/events';
import { errorMessage, errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { useToast } from '../../toasts/useToast';
import { useImportEventsMutation, usePreviewEventImportMutation } from './eventsApi';
import { ImportPreviewTable } from './ImportPreviewTable';

/**
 * Import events from a CSV file: choosing it shows every row and its problems, nothing written; importing then
 * adds the good rows in one go (the server checks the file again) and leaves the others out.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [checkFile, checking] = usePreviewEventImportMutation();
  const [importFile, importing] = useImportEventsMutation();
  const { showToast } = useToast();

  const close = () => {
    setFile(null);
    setPreview(null);
    checking.reset();
    onClose();
  };

  const chosen = async (picked: File | undefined) => {
    if (input.current !== null) input.current.value = '';
    if (picked === undefined) return;
    setFile(picked);
    setPreview(null);
    try {
      setPreview(await checkFile(picked).unwrap());
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const run = async () => {
    if (file === null) return;
    try {
      const result = await importFile(file).unwrap();
      showToast({ type: 'success', title: `${result.created.length} ${result.created.length === 1 ? 'event' : 'events'} imported`, message: result.skipped.length > 0 ? `${result.skipped.length} rows left out` : undefined });
      close();
    } catch (error) {
      showToast(errorToast(error, 'The events could not be imported. Please try again.'));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="import-title" fullWidth maxWidth="md">
      <DialogTitle id="import-title" sx={{ fontWeight: 700 }}>
        Import events from a CSV file
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            The first line names the columns: <strong>{IMPORT_COLUMNS.join(', ')}</strong>. Dates are India time as 2026-12-20T19:30; the category is
            its title, the provider its name or domain. Nothing is written until you import.
          </Typography>
          <input ref={input} type="file" accept=".csv,text/csv" hidden data-testid="import-file" onChange={(e) => void chosen(e.target.files?.[0])} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outline" loading={checking.isLoading} onClick={() => input.current?.click()}>
              {file === null ? 'Choose a CSV file' : 'Choose another file'}
            </Button>
            {file !== null && <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>}
          </Stack>
          {checking.error !== undefined && <Alert severity="error">{errorMessage(checking.error, 'The file could not be checked. Please try again.')}</Alert>}
          {preview !== null && preview.fileProblems.length > 0 && (
            <Alert severity="error">
              {preview.fileProblems.map((problem) => (
                <div key={problem}>{problem}</div>
              ))}
            </Alert>
          )}
          {preview !== null && preview.fileProblems.length === 0 && (
            <>
              <Typography role="status" sx={{ fontWeight: 600 }}>
                {preview.good} {preview.good === 1 ? 'row is' : 'rows are'} ready; {preview.bad} {preview.bad === 1 ? 'has' : 'have'} problems and will be left out.
              </Typography>
              <ImportPreviewTable rows={preview.rows} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="ghost" onClick={close}>
          Close
        </Button>
        <Button disabled={preview === null || preview.good === 0} loading={importing.isLoading} onClick={() => void run()}>
          {preview !== null && preview.good > 0 ? `Import ${preview.good} ${preview.good === 1 ? 'event' : 'events'}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
