import Alert from '@mui/material/Alert';
import type { DkimVerdict } from '../../../../shared/providerDefinition';

const KEY_SOURCES: Record<DkimVerdict['keySource'], string> = {
  dns: 'the key published in DNS',
  'test-key': "the development test key (a production server uses DNS alone)",
};

/** The DKIM verdict of a tried e-mail, with the domain, the selector and where the key came from. */
export function DkimVerdictView({ dkim }: { dkim: DkimVerdict }) {
  const signer = dkim.domain === null ? 'no signature' : `${dkim.domain}${dkim.selector === null ? '' : ` (selector ${dkim.selector})`}`;
  if (dkim.pass) {
    return (
      <Alert severity="success">
        DKIM signature verified: signed by {signer}, checked with {KEY_SOURCES[dkim.keySource]}.
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      DKIM signature not verified ({signer}, {KEY_SOURCES[dkim.keySource]}){dkim.reason ? `: ${dkim.reason}` : '.'}
    </Alert>
  );
}
