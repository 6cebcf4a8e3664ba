import { AppDownload } from './AppDownload';
import { HowItWorks } from './HowItWorks';
import { ListTicketsCta } from './ListTicketsCta';
import { WhyChooseUs } from './WhyChooseUs';

/** The landing page below its first screen: its own chunk, hydrated after the top of the page is live. */
export function HomeBelowFold() {
  return (
    <>
      <AppDownload />
      <HowItWorks />
      <WhyChooseUs />
      <ListTicketsCta />
    </>
  );
}
