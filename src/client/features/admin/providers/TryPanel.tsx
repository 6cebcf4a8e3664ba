import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProviderDefinition, TryResult } from '../../../../shared/providerDefinition';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { DkimVerdictView } from './DkimVerdictView';
import { EmlFileButton } from './EmlFileButton';
import { ProviderSection } from './ProviderSection';
import { useTryProviderMutation } from './providersApi';
import { ReadingView } from './ReadingView';
import { useFocusWhenShown } from './useFocusWhenShown';

interface TryPanelProps {
  /** The definition as the form holds it now, saved or not. */
  definition: () => ProviderDefinition;
  /** Keeps the tried e-mail as a sample of the saved provider; absent while the provider is not saved yet. */
  onKeep?: (file: File) => Promise<boolean>;
  keeping?: boolean;
}

/**
 * Try it: a real confirmation .eml read with the definition in the form, nothing saved. Shows the DKIM verdict and
 * where its key came from, each field as read with the part of the e-mail it came from, and what is missing.
 */
export function TryPanel({ definition, onKeep, keeping = false }: TryPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TryResult | null>(null);
  const [tryIt, trying] = useTryProviderMutation();
  const shown = useFocusWhenShown<HTMLHeadingElement>(result);
  const refused = useFocusWhenShown<HTMLDivElement>(trying.error);

  const run = async (picked: File) => {
    setFile(picked);
    setResult(null);
    try {
      setResult(await tryIt({ definition: definition(), file: picked }).unwrap());
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <ProviderSection id="try-title" title="Try it">
      <Typography>
        Choose a real confirmation e-mail saved as a .eml file (in Gmail: ⋮ then Download message). It is read with the rules in the form as they are
        now; nothing is saved.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <EmlFileButton label={file === null ? 'Try an e-mail' : 'Try another e-mail'} testId="try-file" loading={trying.isLoading} onFile={(picked) => void run(picked)} />
        {file !== null && <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>}
        {file !== null && !trying.isLoading && (
          <Button variant="ghost" onClick={() => void run(file)}>
            Try again with the form as it is
          </Button>
        )}
      </Stack>
      {trying.error !== undefined && (
        <Alert severity="error" ref={refused} tabIndex={-1}>
          {errorMessage(trying.error, 'The e-mail could not be tried. Please try again.')}
        </Alert>
      )}
      {result !== null && (
        <Stack spacing={1.5}>
          <Typography ref={shown} tabIndex={-1} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            What {file?.name ?? 'the e-mail'} reads as
          </Typography>
          <DkimVerdictView dkim={result.dkim} />
          <ReadingView reading={result} label="Fields read from the tried e-mail" />
          {onKeep !== undefined && file !== null && (
            <div>
              <Button
                variant="outline"
                loading={keeping}
                onClick={() => {
                  void onKeep(file);
                }}
              >
                Keep this e-mail as a sample
              </Button>
            </div>
          )}
        </Stack>
      )}
    </ProviderSection>
  );
}
