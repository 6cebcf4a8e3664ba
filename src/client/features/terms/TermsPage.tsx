import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/PageHeading';

export function TermsPage() {
  return (
    <PageHeading title="Terms and Conditions">
      <Typography color="text.secondary">
        Tickets are sold fan to fan. Every listing is verified against the original booking confirmation e-mail.
      </Typography>
    </PageHeading>
  );
}
