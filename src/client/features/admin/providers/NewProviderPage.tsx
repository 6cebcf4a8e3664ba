import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/errors';
import { useToast } from '../../toasts/useToast';
import { DefinitionForm } from './DefinitionForm';
import { useCreateProviderMutation } from './providersApi';
import { TryPanel } from './TryPanel';

/** A new provider: its definition, tried on a real e-mail before it is saved; saved disabled, as its version 1. */
export function NewProviderPage() {
  const [create] = useCreateProviderMutation();
  const [refusal, setRefusal] = useState<{ text: string } | null>(null);
  const navigate = useNavigate();
  const { showToast } = useToast();

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to="/admin/providers" sx={{ alignSelf: 'flex-start' }}>
        All providers
      </Link>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
        New provider
      </Typography>
      <Typography>
        A new provider is saved disabled. Keep a confirmation e-mail that reads fully as a sample, then enable it: its events can then be sold.
      </Typography>
      <DefinitionForm
        saved={null}
        submitLabel="Create provider"
        refusal={refusal}
        after={(current) => <TryPanel definition={current} />}
        onSave={async (definition) => {
          try {
            const created = await create(definition).unwrap();
            showToast({ type: 'success', title: `${created.name} is created` });
            navigate(`/admin/providers/${created.slug}`);
          } catch (error) {
            setRefusal({ text: errorMessage(error, 'The provider could not be created. Please try again.') });
          }
        }}
      />
    </Stack>
  );
}
