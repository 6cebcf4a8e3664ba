import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SampleReading } from '../../../../shared/providerDefinition';
import { FIELD_NAMES, fieldList, PART_NAMES, SUBJECT_KINDS } from './providerLabels';

/**
 * What a definition read from one e-mail: whether the subject is a confirmation, each field with the part and line
 * of the e-mail it came from, and what it could not find. `label` names the list for assistive technology.
 */
export function ReadingView({ reading, label }: { reading: SampleReading; label: string }) {
  const complete = reading.subject === 'confirmation' && reading.missing.length === 0;
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{SUBJECT_KINDS[reading.subject]}</Typography>
      {reading.fields.length > 0 && (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {reading.fields.map((found) => (
            <Box component="li" key={found.field} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, columnGap: 2, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, color: 'grey.800' }}>{FIELD_NAMES[found.field]}</Typography>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{found.value}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  From the {PART_NAMES[found.from.part].toLowerCase()}: <Box component="q" sx={{ fontFamily: 'monospace' }}>{found.from.text}</Box>
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {reading.missing.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          Missing: {fieldList(reading.missing)}.
        </Alert>
      ) : (
        complete && (
          <Alert severity="success" sx={{ mt: 1.5 }}>
            Every field was read.
          </Alert>
        )
      )}
    </Box>
  );
}
