import { Carousel } from '../../components/Carousel';
import { ListMessage } from '../../components/ListMessage';
import { EventCard } from '../events/EventCard';
import { EventRowSkeleton } from './EventRowSkeleton';
import { HomeSection } from './HomeSection';
import { useGetRecentlyViewedQuery } from './homeApi';

export function RecentlyViewed() {
  const { data, isLoading, isError } = useGetRecentlyViewedQuery();
  let body;
  if (isLoading) body = <EventRowSkeleton label="Loading recently viewed events" />;
  else if (isError) body = <ListMessage title="Something went wrong" message="Unable to load data. Please try reloading the page." />;
  else if (!data || data.length === 0) {
    body = <ListMessage title="No events viewed" message="Your recently viewed events will appear here." />;
  } else {
    body = (
      <Carousel label="Recently Viewed">
        {data.map(({ concert }) => (
          <EventCard key={concert.concertId} concert={concert} />
        ))}
      </Carousel>
    );
  }
  return (
    <HomeSection id="recently-viewed" title="Recently Viewed">
      {body}
    </HomeSection>
  );
}
