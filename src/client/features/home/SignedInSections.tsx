import { PopularEvents } from './PopularEvents';
import { RecentlyViewed } from './RecentlyViewed';
import { StatisticsSection } from './StatisticsSection';

/** What only a signed-in user's home page shows (SPEC §2); loaded as its own chunk. */
export function SignedInSections() {
  return (
    <>
      <PopularEvents />
      <StatisticsSection />
      <RecentlyViewed />
    </>
  );
}
