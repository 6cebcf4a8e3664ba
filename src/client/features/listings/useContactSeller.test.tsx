import { screen, waitFor } from '@testing-library/react';
import type { Concert, TicketListing } from '../../../shared/entities';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { aConcert } from '../events/test/concertFixtures';
import { ContactSellerModal } from './ContactSellerModal';
import { aListing } from './test/listingFixtures';
import { useContactSeller } from './useContactSeller';

function Contact({ listing, concert }: { listing: TicketListing; concert?: Concert }) {
  const contact = useContactSeller(concert);
  return (
    <>
      <button onClick={() => contact.open(listing)}>Contact</button>
      <ContactSellerModal listing={contact.listing} onClose={contact.close} />
    </>
  );
}

function renderContact(listing: TicketListing, concert?: Concert) {
  const server = routeFetch({ 'POST /api/ticketListing/31/view': { status: 200, body: { ticketHits: 6 } } });
  const view = renderWithProviders(<Contact listing={listing} concert={concert} />, { transport: { fetchFn: server.fetchFn } });
  return { ...view, server };
}

const views = (calls: { method: string; path: string }[]) => calls.filter((c) => c.path === '/api/ticketListing/31/view');

describe('contact seller', () => {
  it('opens a modal with the messaging link and records a view', async () => {
    const { user, server } = renderContact(aListing(), aConcert());
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(screen.getByRole('dialog', { name: 'Contact the seller' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Message on WhatsApp' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919812345678\?text=Hi!%20I'm%20interested/);
    expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(views(server.calls)).toHaveLength(1));
    expect(views(server.calls)[0].method).toBe('POST');
  });

  it('opens nothing without the seller phone number', async () => {
    const { user, server } = renderContact(aListing({ seller: { id: 2, name: 'Ravi', phoneNumber: null } }), aConcert());
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(views(server.calls)).toHaveLength(0);
  });

  it('opens nothing without the event', async () => {
    const { user, server } = renderContact(aListing());
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(views(server.calls)).toHaveLength(0);
  });
});
