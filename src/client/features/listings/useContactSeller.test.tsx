import { screen, waitFor, within } from '@testing-library/react';
import type { Concert, TicketListing } from '../../../shared/entities';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { aConcert } from '../events/test/concertFixtures';
import { ContactSellerModal } from './ContactSellerModal';
import { aListing, SELLER_CONTACT } from './test/listingFixtures';
import { useContactSeller } from './useContactSeller';

function Contact({ listings, concert }: { listings: TicketListing[]; concert: Concert | null }) {
  const contact = useContactSeller(concert);
  return (
    <>
      {listings.map((listing) => (
        <button key={listing.ticketListingId} onClick={() => contact.open(listing)}>
          Contact {listing.ticketListingId}
        </button>
      ))}
      <ContactSellerModal listing={contact.listing} phoneNumber={contact.phoneNumber} error={contact.error} onClose={contact.close} />
    </>
  );
}

function renderContact(answer: Route, concert: Concert | null = aConcert(), listings = [aListing()]) {
  const server = routeFetch({ 'POST /api/ticketListing/31/view': answer, 'POST /api/ticketListing/32/view': { status: 200, body: { ticketHits: 1, phoneNumber: '+919800000032' } } });
  const view = renderWithProviders(<Contact listings={listings} concert={concert} />, { transport: { fetchFn: server.fetchFn, retryDelaysMs: [] } });
  return { ...view, server };
}

const contacts = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/view'));

describe('contact seller', () => {
  it("opens a modal, contacts the seller, and builds the WhatsApp link from the number the contact answered", async () => {
    const { user, server } = renderContact({ status: 200, body: SELLER_CONTACT });
    await user.click(screen.getByRole('button', { name: 'Contact 31' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact the seller' });
    const link = await within(dialog).findByRole('link', { name: 'Message on WhatsApp' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919812345678\?text=Hi!%20I'm%20interested/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText('Phone: +91 98123 45678')).toBeInTheDocument();
    expect(contacts(server.calls)).toHaveLength(1);
  });

  it('says the number is on its way, with no link, until the contact answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user } = renderContact(() => new Promise((resolve) => (answer = resolve)).then(() => ({ status: 200, body: SELLER_CONTACT })));
    await user.click(screen.getByRole('button', { name: 'Contact 31' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact the seller' });
    expect(within(dialog).getByRole('status')).toHaveTextContent("Getting the seller's number…");
    expect(within(dialog).queryByRole('link', { name: 'Message on WhatsApp' })).not.toBeInTheDocument();
    answer(undefined);
    expect(await within(dialog).findByRole('link', { name: 'Message on WhatsApp' })).toBeInTheDocument();
  });

  it("shows the server's refusal (the daily cap) and no link", async () => {
    const error = 'You have contacted the sellers of 20 listings in the last day, the most one account may. Try again in 5 hours.';
    const { user } = renderContact({ status: 429, body: { error }, headers: { 'Retry-After': '18000' } });
    await user.click(screen.getByRole('button', { name: 'Contact 31' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact the seller' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(error);
    expect(within(dialog).queryByRole('link', { name: 'Message on WhatsApp' })).not.toBeInTheDocument();
  });

  it("never shows one listing's number for another's", async () => {
    const { user } = renderContact({ status: 200, body: SELLER_CONTACT }, aConcert(), [aListing(), aListing({ ticketListingId: 32 })]);
    await user.click(screen.getByRole('button', { name: 'Contact 31' }));
    expect(await screen.findByText('Phone: +91 98123 45678')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Contact 32' }));
    expect(await screen.findByText('Phone: +91 98000 00032')).toBeInTheDocument();
    expect(screen.queryByText('Phone: +91 98123 45678')).not.toBeInTheDocument();
  });

  it('opens nothing and contacts no one without the event', async () => {
    const { user, server } = renderContact({ status: 200, body: SELLER_CONTACT }, null);
    await user.click(screen.getByRole('button', { name: 'Contact 31' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(contacts(server.calls)).toHaveLength(0));
  });
});
