import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { CopyButton } from './CopyButton';

/** A value the seller has to type elsewhere, shown in full with a copy button. */
export function CopyableText({ text, copyText = text, label }: { text: string; copyText?: string; label: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
      <Box
        component="code"
        sx={{ flex: 1, minWidth: 0, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'primary.light', wordBreak: 'break-word' }}
      >
        {text}
      </Box>
      <CopyButton text={copyText} label={label} />
    </Stack>
  );
}
