import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import type { ProviderSaved } from '../../../../shared/providerDefinition';
import { errorMessage, errorToast } from '../../../api/errors';
import { useToast } from '../../toasts/useToast';
import { DefinitionForm } from './DefinitionForm';
import { EnabledControl } from './EnabledControl';
import { KeptSamples } from './KeptSamples';
import { useGetAdminProviderQuery, useKeepProviderSampleMutation, useSaveProviderVersionMutation } from './providersApi';
import { SampleChanges } from './SampleChanges';
import { TryPanel } from './TryPanel';
import { VersionsList } from './VersionsList';

/**
 * One provider: enable or disable it, change its definition (each save a new version that re-reads the kept
 * samples and shows what changed), try an e-mail with the form as it is, keep samples, see its versions.
 */
export function ProviderPage() {
  const slug = useParams().slug ?? '';
  const { data, error } = useGetAdminProviderQuery(slug);
  const [saveVersion] = useSaveProviderVersionMutation();
  const [keepSample, keeping] = useKeepProviderSampleMutation();
  const [saved, setSaved] = useState<ProviderSaved | null>(null);
  const [refusal, setRefusal] = useState<{ text: string } | null>(null);
  const { showToast } = useToast();

  const keep = async (file: File) => {
    try {
      await keepSample({ slug, file }).unwrap();
      showToast({ type: 'success', title: `${file.name} is kept as a sample` });
      return true;
    } catch (failure) {
      showToast(errorToast(failure, 'The sample could not be kept. Please try again.'));
      return false;
    }
  };

  if (error !== undefined) return <Alert severity="error">{errorMessage(error, 'The provider could not be loaded. Please try again.')}</Alert>;
  if (data === undefined) return null;
  const { provider, samples, versions } = data;

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to="/admin/providers" sx={{ alignSelf: 'flex-start' }}>
        All providers
      </Link>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
            {provider.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip label={provider.enabled ? 'Enabled' : 'Disabled'} color={provider.enabled ? 'success' : 'default'} size="small" />
            <Typography sx={{ color: 'text.secondary' }}>
              Version {provider.version} · signs as {provider.dkimDomains.join(', ')}
            </Typography>
          </Stack>
        </Stack>
        <EnabledControl slug={provider.slug} name={provider.name} enabled={provider.enabled} />
      </Stack>
      {saved !== null && <SampleChanges saved={saved} />}
      <DefinitionForm
        saved={provider}
        submitLabel={`Save as version ${provider.version + 1}`}
        refusal={refusal}
        after={(current) => <TryPanel definition={current} onKeep={keep} keeping={keeping.isLoading} />}
        onSave={async (definition) => {
          setRefusal(null);
          try {
            const result = await saveVersion(definition).unwrap();
            setSaved(result);
            showToast({ type: 'success', title: `${result.provider.name} is saved as version ${result.provider.version}` });
          } catch (failure) {
            setRefusal({ text: errorMessage(failure, 'The provider could not be saved. Please try again.') });
          }
        }}
      />
      <KeptSamples samples={samples} version={provider.version} onKeep={(file) => void keep(file)} keeping={keeping.isLoading} />
      <VersionsList versions={versions} />
    </Stack>
  );
}
