import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { indiaYear } from '../../shared/format';
import { footerLinkPressed, type FooterLink } from '../features/analytics/analyticsActions';
import { useSignInGuard } from '../features/auth/useSignInGuard';
import { APP_NAME } from './brand';
import { useAppDispatch } from './hooks';
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

interface ExternalLinkProps {
  href: string;
  children: React.ReactNode;
  /** The SPEC §7 analytics event this link's clicks count as. */
  tracked?: FooterLink;
}

function ExternalLink({ href, children, tracked }: ExternalLinkProps) {
  const dispatch = useAppDispatch();
  const onClick = tracked ? () => dispatch(footerLinkPressed(tracked)) : undefined;
  return (
    <Link href={href} underline="hover" sx={linkSx} onClick={onClick} {...newTabProps}>
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
            <ExternalLink href={externalLinks.instagram} tracked="instagram">
              Instagram
            </ExternalLink>
            <ExternalLink href={externalLinks.twitter} tracked="twitter">
              X (Twitter)
            </ExternalLink>
            <ExternalLink href={externalLinks.facebook} tracked="facebook">
              Facebook
            </ExternalLink>
          </Column>
          <Column title="Get the App">
            <ExternalLink href={externalLinks.appStore} tracked="app_store">
              Download on the App Store
            </ExternalLink>
            <ExternalLink href={externalLinks.playStore} tracked="play_store">
              Get it on Google Play
            </ExternalLink>
          </Column>
        </Box>
        <Typography variant="body2" sx={{ mt: 5, color: 'grey.400' }}>
          © {indiaYear()} {APP_NAME}. Verified tickets, fan to fan.
        </Typography>
      </Container>
    </Box>
  );
}
