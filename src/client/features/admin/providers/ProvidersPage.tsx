import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProviderSummary } from '../../../../shared/providerDefinition';
import { errorMessage } from '../../../api/errors';
import { consoleTime } from '../consoleTime';
import { useGetAdminProvidersQuery } from './providersApi';

function ProviderCard({ provider }: { provider: ProviderSummary }) {
  return (
    <Paper component="article" variant="outlined" aria-labelledby={`provider-${provider.slug}`} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5}>
          <Typography id={`provider-${provider.slug}`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            <Link component={RouterLink} to={`/admin/providers/${provider.slug}`}>
              {provider.name}
            </Link>
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Version {provider.version} · {provider.sampleCount === 1 ? '1 kept sample' : `${provider.sampleCount} kept samples`} · changed{' '}
            {consoleTime(provider.updatedAt)}
          </Typography>
        </Stack>
        <Chip label={provider.enabled ? 'Enabled' : 'Disabled'} color={provider.enabled ? 'success' : 'default'} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
      </Stack>
    </Paper>
  );
}

/** Providers: the ticketing providers whose confirmation e-mails verify a listing; add one, open one to change it. */
export function ProvidersPage() {
  const { data, error } = useGetAdminProvidersQuery();
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
          Providers
        </Typography>
        <MuiButton component={RouterLink} to="/admin/providers/new" variant="contained" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          New provider
        </MuiButton>
      </Stack>
      {error !== undefined && <Alert severity="error">{errorMessage(error, 'The providers could not be loaded. Please try again.')}</Alert>}
      {data !== undefined && (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {data.length === 1 ? '1 provider' : `${data.length} providers`}, {data.filter((p) => p.enabled).length} enabled
        </Typography>
      )}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.map((provider) => (
          <li key={provider.slug}>
            <ProviderCard provider={provider} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
