import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { useToast } from '../../toasts/useToast';
import { useSetProviderEnabledMutation } from './providersApi';
import { useFocusWhenShown } from './useFocusWhenShown';

/**
 * Enable or disable a provider. The server refuses to enable one until a kept sample reads fully, and says why:
 * that refusal is shown here and focused. Disabling stops new listings from it and leaves existing ones alone.
 */
export function EnabledControl({ slug, name, enabled }: { slug: string; name: string; enabled: boolean }) {
  const [setEnabled, setting] = useSetProviderEnabledMutation();
  const [refusal, setRefusal] = useState<{ text: string } | null>(null);
  const refused = useFocusWhenShown<HTMLDivElement>(refusal);
  const { showToast } = useToast();

  const toggle = async () => {
    setRefusal(null);
    try {
      await setEnabled({ slug, enabled: !enabled }).unwrap();
      showToast({ type: 'success', title: enabled ? `${name} is disabled` : `${name} is enabled` });
    } catch (error) {
      setRefusal({ text: errorMessage(error, `${name} could not be ${enabled ? 'disabled' : 'enabled'}. Please try again.`) });
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant={enabled ? 'outline' : 'primary'} loading={setting.isLoading} onClick={() => void toggle()}>
        {enabled ? `Disable ${name}` : `Enable ${name}`}
      </Button>
      {refusal !== null && (
        <Alert severity="error" ref={refused} tabIndex={-1}>
          {refusal.text}
        </Alert>
      )}
    </Stack>
  );
}
