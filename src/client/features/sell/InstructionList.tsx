import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A numbered list of instructions; `start` continues the numbering across the two mobile steps. */
export function InstructionList({ start = 1, children }: { start?: number; children: ReactNode }) {
  return (
    <Box component="ol" start={start} sx={{ m: 0, pl: 3, '& > li': { mb: 2 }, '& > li::marker': { fontWeight: 700, color: 'primary.main' } }}>
      {children}
    </Box>
  );
}

/** A long address (the fan's e-mail, the mailbox's) wraps rather than running off a phone's screen. */
export function Instruction({ children }: { children: ReactNode }) {
  return (
    <li>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </li>
  );
}
