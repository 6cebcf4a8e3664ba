import Box from '@mui/material/Box';

/** 'Verified' beside a proven e-mail or phone number: said in words, the tick and the green only repeat it. */
export function VerifiedMark() {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.25, fontSize: '0.875rem', fontWeight: 600, color: 'success.dark' }}
    >
      <span aria-hidden>✓</span>
      Verified
    </Box>
  );
}
