import { Carousel } from '../../components/Carousel';
import { ListMessage } from '../../components/ListMessage';
import { EventCard } from '../events/EventCard';
import { EventRowSkeleton } from './EventRowSkeleton';
import { HomeSection } from './HomeSection';
import { useGetPopularConcertsQuery } from './homeApi';

export function PopularEvents() {
  const { data, isLoading } = useGetPopularConcertsQuery();
  let body;
  if (isLoading) body = <EventRowSkeleton label="Loading popular events" />;
  else if (!data || data.length === 0) body = <ListMessage title="Please check your connection and try again" />;
  else {
    body = (
      <Carousel label="Popular Events">
        {data.map((concert) => (
          <EventCard key={concert.concertId} concert={concert} />
        ))}
      </Carousel>
    );
  }
  return (
    <HomeSection id="popular-events" title="Popular Events">
      {body}
    </HomeSection>
  );
}
