import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSignInGuard } from '../features/auth/useSignInGuard';
import { APP_NAME } from './brand';
import { externalLinks, newTabProps } from './links';
import { paths } from './paths';

const headingSx = { color: 'common.white', fontWeight: 700, mb: 1.5 };
const linkSx = { color: 'grey.300', '&:hover': { color: 'common.white' } };

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={headingSx}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Box>
  );
}

function ExternalLink({ href, children, label }: { href: string; children: React.ReactNode; label?: string }) {
  return (
    <Link href={href} aria-label={label} underline="hover" sx={linkSx} {...newTabProps}>
      {children}
    </Link>
  );
}

export function Footer() {
  const guard = useSignInGuard();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.800', color: 'grey.300', py: 6 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Column title="Quick Links">
            <Link component={RouterLink} to={paths.sellTickets} onClick={guard} underline="hover" sx={linkSx}>
              List Tickets
            </Link>
            <Link component={RouterLink} to={paths.explore} onClick={guard} underline="hover" sx={linkSx}>
              Browse Events
            </Link>
          </Column>
          <Column title="Company">
            <Link component={RouterLink} to={paths.terms} underline="hover" sx={linkSx}>
              Terms and Conditions
            </Link>
            <ExternalLink href={externalLinks.privacyPolicy}>Privacy Policy</ExternalLink>
          </Column>
          <Column title="Follow Us">
            <ExternalLink href={externalLinks.instagram}>Instagram</ExternalLink>
            <ExternalLink href={externalLinks.twitter} label="Twitter (X)">
              X (Twitter)
            </ExternalLink>
            <ExternalLink href={externalLinks.facebook}>Facebook</ExternalLink>
          </Column>
          <Column title="Get the App">
            <ExternalLink href={externalLinks.appStore}>Download on the App Store</ExternalLink>
            <ExternalLink href={externalLinks.playStore}>Get it on Google Play</ExternalLink>
          </Column>
        </Box>
        <Typography variant="body2" sx={{ mt: 5, color: 'grey.400' }}>
          © {new Date().getFullYear()} {APP_NAME}. Verified tickets, fan to fan.
        </Typography>
      </Container>
    </Box>
  );
}
