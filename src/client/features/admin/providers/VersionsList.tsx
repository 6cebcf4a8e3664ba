import Box from '@mui/material/Box';
import type { ProviderVersionInfo } from '../../../../shared/providerDefinition';
import { consoleTime } from '../consoleTime';
import { ProviderSection } from './ProviderSection';

/** Every version of the provider, newest first, with who saved it and when (each is in the audit log too). */
export function VersionsList({ versions }: { versions: ProviderVersionInfo[] }) {
  return (
    <ProviderSection id="versions-title" title="Versions">
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {[...versions]
          .sort((a, b) => b.version - a.version)
          .map((version) => (
            <li key={version.version}>
              Version {version.version}, {consoleTime(version.createdAt)}
              {version.createdBy !== null && `, by ${version.createdBy}`}
            </li>
          ))}
      </Box>
    </ProviderSection>
  );
}
