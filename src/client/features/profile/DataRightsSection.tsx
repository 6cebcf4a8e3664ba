import { Suspense, useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dataExportFileName, type AccountDataExport } from '../../../shared/dataExport';
import type { User } from '../../../shared/entities';
import { errorToast } from '../../api/errors';
import { DeleteAccountDialog } from '../../app/featureSplitPoints';
import { Button } from '../../components/Button';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { useToast } from '../toasts/useToast';
import { useDownloadMyDataMutation } from './dataRightsApi';
import { saveJsonFile } from './saveJsonFile';

export const DATA_TEXT = {
  downloaded: 'Your data has been downloaded',
  downloadFailed: 'We could not prepare your data. Please try again.',
} as const;

/** The profile's 'Your data': a copy of everything held about the fan, and deleting the account (docs/decisions/data-rights.md). */
export function DataRightsSection({ user }: { user: User }) {
  const [download, { isLoading }] = useDownloadMyDataMutation();
  const { showToast } = useToast();
  const [deleting, setDeleting] = useState(false);
  const dialogLoaded = useOpenedOnce(deleting);

  const save = async () => {
    let data: AccountDataExport;
    try {
      data = await download().unwrap();
    } catch (failure) {
      showToast(errorToast(failure, DATA_TEXT.downloadFailed));
      return;
    }
    saveJsonFile(dataExportFileName(new Date(data.exportedAt)), data);
    showToast({ type: 'success', title: DATA_TEXT.downloaded });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="data-section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="data-section" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Your Data
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Download a copy of everything we hold about you, or delete your account and the personal details in it.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outline" size="small" loading={isLoading} onClick={() => void save()}>
          Download my data
        </Button>
        <Button variant="danger" size="small" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </Stack>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <DeleteAccountDialog user={user} open={deleting} onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
