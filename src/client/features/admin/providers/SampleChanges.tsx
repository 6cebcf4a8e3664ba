import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProviderSaved } from '../../../../shared/providerDefinition';
import { FIELD_NAMES } from './providerLabels';
import { ProviderSection } from './ProviderSection';
import { useFocusWhenShown } from './useFocusWhenShown';

const shown = (value: string | null) => (value === null ? 'nothing' : `“${value}”`);

/** After a new version is saved: each kept sample re-read with it, what it reads differently field by field. */
export function SampleChanges({ saved }: { saved: ProviderSaved }) {
  const heading = useFocusWhenShown<HTMLHeadingElement>(saved);
  const { version } = saved.provider;
  return (
    <ProviderSection id="changes-title" title={`Version ${version} re-read the kept samples`} headingRef={heading}>
      {saved.samples.length === 0 ? (
        <Typography>There are no kept samples to re-read.</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {saved.samples.map((sample) => (
            <Box component="li" key={sample.sampleId}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{sample.fileName}</Typography>
              <Alert severity={sample.complete ? 'success' : 'warning'} sx={{ my: 1 }}>
                {sample.complete ? 'Still reads fully.' : 'No longer reads fully.'}
              </Alert>
              {sample.changes.length === 0 ? (
                <Typography>Nothing changed.</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {sample.changes.map((change) => (
                    <li key={change.field}>
                      {FIELD_NAMES[change.field]}: {shown(change.before)} → {shown(change.after)}
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </ProviderSection>
  );
}
