import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { scrollToElement } from '../../app/navigation';
import { MIN_TARGET_SX } from '../../components/targetSize';

export interface ContentsEntry {
  id: string;
  heading: string;
}

/** 'On this page': in-page links to each section, scrolled to with the shared helper. */
export function TermsContents({ entries }: { entries: ContentsEntry[] }) {
  const jump = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToElement(id);
  };
  return (
    <Box component="nav" aria-labelledby="terms-contents" sx={{ mt: 3, p: 2.5, borderRadius: 2, bgcolor: 'primary.light' }}>
      <Typography id="terms-contents" component="h2" sx={{ fontWeight: 700, color: 'grey.800', mb: 1 }}>
        On this page
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {entries.map(({ id, heading }) => (
          <li key={id}>
            <Link href={`#${id}`} onClick={jump(id)} underline="hover" sx={MIN_TARGET_SX}>
              {heading}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
