import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading';

export function EventPage() {
  const { eventId } = useParams();
  if (!eventId) return <PageHeading title="Event not found" />;
  return (
    <PageHeading title="Verified Listings">
      <Typography color="text.secondary">Loading ticket listings...</Typography>
    </PageHeading>
  );
}
