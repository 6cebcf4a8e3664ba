import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProviderSample } from '../../../../shared/providerDefinition';
import { consoleTime } from '../consoleTime';
import { EmlFileButton } from './EmlFileButton';
import { ProviderSection } from './ProviderSection';
import { ReadingView } from './ReadingView';

interface KeptSamplesProps {
  samples: ProviderSample[];
  version: number;
  onKeep: (file: File) => void;
  keeping: boolean;
}

/** The e-mails kept with the provider, each as its current version reads it; every new version re-reads them. */
export function KeptSamples({ samples, version, onKeep, keeping }: KeptSamplesProps) {
  return (
    <ProviderSection id="samples-title" title="Kept samples">
      <Typography>
        {samples.length === 0
          ? 'No sample is kept yet. The provider can be enabled once a kept sample reads fully.'
          : `${samples.length === 1 ? '1 sample' : `${samples.length} samples`}, as version ${version} reads them.`}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {samples.map((sample) => (
          <Box component="li" key={sample.id} aria-label={sample.fileName} sx={{ borderTop: 1, borderColor: 'grey.300', pt: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {sample.fileName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              Kept {consoleTime(sample.addedAt)}
            </Typography>
            <ReadingView reading={sample.result} label={`Fields read from ${sample.fileName}`} />
          </Box>
        ))}
      </Stack>
      <div>
        <EmlFileButton label="Keep a sample e-mail" testId="sample-file" loading={keeping} onFile={onKeep} />
      </div>
    </ProviderSection>
  );
}
