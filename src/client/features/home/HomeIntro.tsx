import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SOCIAL_PROOF } from '../../../shared/constants';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button';
import { useGuardedNavigate } from '../auth/useSignInGuard';
import { useStartSelling } from '../sell/sellingGate';
import { HeroListingPreview } from './HeroListingPreview';

const PROMISES = ['Verified tickets', 'No scalpers', 'Meet the seller face to face'];

function SocialProof({ value, label }: { value: string; label: string }) {
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/** The landing pitch: verified tickets, no scalpers, meet the seller; with social proof. */
export function HomeIntro() {
  const go = useGuardedNavigate();
  const startSelling = useStartSelling();
  return (
    <Box component="section" aria-labelledby="home-title" sx={{ bgcolor: 'primary.light', py: { xs: 6, md: 10 } }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 6, alignItems: 'center' }}
      >
        <Box>
          <Typography
            id="home-title"
            variant="h2"
            component="h1"
            sx={{ fontWeight: 800, color: 'grey.800', fontSize: { xs: '2.25rem', md: '3.5rem' }, maxWidth: 760 }}
          >
            Buy and sell tickets with <Box component="span" sx={{ color: 'primary.main' }}>real fans</Box>
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mt: 3, p: 0 }} component="ul">
            {PROMISES.map((promise) => (
              <Typography key={promise} component="li" sx={{ fontWeight: 600, color: 'grey.800', listStyle: 'none' }}>
                <Box component="span" aria-hidden sx={{ color: 'secondary.main', mr: 1 }}>
                  ✓
                </Box>
                {promise}
              </Typography>
            ))}
          </Stack>
          <Typography sx={{ mt: 3, maxWidth: 620, color: 'text.secondary', fontSize: '1.125rem' }}>
            Every ticket is checked against its original booking e-mail before it is listed, so you know exactly what you
            are buying and from whom.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 4, flexWrap: 'wrap' }}>
            <Button size="large" onClick={() => go(paths.explore)}>
              Explore Events
            </Button>
            <Button size="large" variant="secondary" onClick={() => startSelling()}>
              List Your Tickets
            </Button>
          </Stack>
          <Stack direction="row" spacing={6} sx={{ mt: 6 }}>
            <SocialProof value={SOCIAL_PROOF.users} label="users" />
            <SocialProof value={SOCIAL_PROOF.rating} label="rating" />
          </Stack>
        </Box>
        <HeroListingPreview />
      </Container>
    </Box>
  );
}
