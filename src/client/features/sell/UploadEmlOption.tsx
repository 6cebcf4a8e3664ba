import { useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/Button';

export const UPLOAD_LABEL = 'Upload the .eml file instead';

/**
 * For Outlook and Exchange, which rebuild forwarded attachments and break their signature: the seller saves
 * the original confirmation e-mail as a .eml file and uploads it.
 */
export function UploadEmlOption({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'grey.200' }}>
      <Typography variant="body2" sx={{ mb: 1.5, color: 'text.secondary' }}>
        Using Outlook? Forwarding from Outlook can break the email&apos;s proof of origin. Save the confirmation email as
        an .eml file (File → Save as) and upload it; it must be addressed to your account email.
      </Typography>
      {/* A real button that opens the file picker: a label styled as a button may not take the button role. */}
      <Button variant="outline" disabled={disabled} onClick={() => picker.current?.click()}>
        {UPLOAD_LABEL}
      </Button>
      <input
        ref={picker}
        hidden
        type="file"
        accept=".eml,message/rfc822"
        aria-label={UPLOAD_LABEL}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
