import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Concert } from '../../../shared/entities';
import { formatRupees } from '../../../shared/format';
import { eventPath } from '../../app/navigation';
import { EventThumbnail } from './EventThumbnail';

/** SPEC §2: interest shows only above 2, tickets listed only above 0. */
export function cardFacts(concert: Concert) {
  const { interest, numberOfTicketsListed: listed, lowestTicketPrice } = concert;
  return {
    interest: interest > 2 ? `${interest} interested` : null,
    listed: listed > 0 ? `${listed} ${listed === 1 ? 'ticket' : 'tickets'} listed` : null,
    price: lowestTicketPrice != null ? `From ${formatRupees(lowestTicketPrice)}` : null,
  };
}

const lineSx = { color: 'text.secondary', fontSize: '0.875rem' };

/** An event in a list: thumbnail, name, date, venue and city, and what the market says about it. */
export function EventCard({ concert }: { concert: Concert }) {
  const facts = cardFacts(concert);
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea
        component={RouterLink}
        to={eventPath(concert.concertId, concert.concertName)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <EventThumbnail src={concert.thumbnail} alt={concert.concertName} />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography component="h3" noWrap sx={{ fontWeight: 700, fontSize: '1rem', color: 'grey.800' }}>
            {concert.concertName}
          </Typography>
          <Typography sx={{ ...lineSx, color: 'primary.main', fontWeight: 600 }}>
            <time dateTime={concert.concertDate}>{dayjs(concert.concertDate).format('ddd, D MMM YYYY')}</time>
          </Typography>
          <Typography noWrap sx={lineSx}>
            {concert.concertVenue}
          </Typography>
          <Typography noWrap sx={lineSx}>
            {concert.concertCity}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 'auto', pt: 1, minHeight: 32, alignItems: 'center' }}>
            {facts.price && <Typography sx={{ fontWeight: 700, color: 'grey.800' }}>{facts.price}</Typography>}
            {facts.listed && <Typography sx={lineSx}>{facts.listed}</Typography>}
            {facts.interest && <Typography sx={{ ...lineSx, color: 'secondary.main' }}>{facts.interest}</Typography>}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
