import { render, screen } from '@testing-library/react';
import { ListingCard } from './ListingCard';
import { aListing } from './test/listingFixtures';

describe('ListingCard', () => {
  it('shows the price per ticket with Indian grouping, quantity, seat, flags, city and contacts', () => {
    render(<ListingCard listing={aListing({ price: 125000, wantsExchange: true })} onContact={jest.fn()} />);
    expect(screen.getByText('₹1,25,000')).toBeInTheDocument();
    expect(screen.getByText('per ticket')).toBeInTheDocument();
    expect(screen.getByText('2 tickets')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'GOLD - Row F' })).toBeInTheDocument();
    expect(screen.getByText('Negotiable')).toBeInTheDocument();
    expect(screen.getByText('Open to exchange')).toBeInTheDocument();
    expect(screen.getByText('Seller in Pune')).toBeInTheDocument();
    expect(screen.getByText('5 fans have contacted the seller')).toBeInTheDocument();
    expect(screen.queryByText('SOLD OUT!!')).not.toBeInTheDocument();
  });

  it('says a fixed price plainly and counts one contact in the singular', () => {
    render(<ListingCard listing={aListing({ negotiable: false, ticketHits: 1, quantity: 1 })} onContact={jest.fn()} />);
    expect(screen.getByText('Fixed price')).toBeInTheDocument();
    expect(screen.queryByText('Open to exchange')).not.toBeInTheDocument();
    expect(screen.getByText('1 ticket')).toBeInTheDocument();
    expect(screen.getByText('1 fan has contacted the seller')).toBeInTheDocument();
  });

  it('says nothing about contacts until a fan has contacted the seller', () => {
    render(<ListingCard listing={aListing({ ticketHits: 0 })} onContact={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'GOLD - Row F' })).toBeInTheDocument();
    expect(screen.queryByText(/contacted the seller/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\b0 fans\b/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Seller' })).toBeEnabled();
  });

  it("covers a sold listing with 'SOLD OUT!!' and offers no contact", () => {
    render(<ListingCard listing={aListing({ ticketStatus: 'SOLD' })} onContact={jest.fn()} />);
    expect(screen.getByText('SOLD OUT!!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Seller' })).toBeDisabled();
  });

  it('offers no contact without a way to make one (nobody signed in), and shows no phone number', () => {
    render(<ListingCard listing={aListing()} />);
    expect(screen.getByRole('button', { name: 'Contact Seller' })).toBeDisabled();
    expect(screen.queryByText(/98123/)).not.toBeInTheDocument();
  });

  describe('the face value beside the price', () => {
    /** Two tickets bought for ₹5,000: ₹2,500 each. */
    const twoAt2500 = (price: number) => aListing({ price, verifiedTicketQuantity: 2, verifiedAmountPaid: 5000 });

    it.each([
      [2500, 'At face value'],
      [2300, '8% below face value'],
      [2875, '+15% over face value'],
    ])('₹%d: shows the face value per ticket and says %p', (price, markup) => {
      render(<ListingCard listing={twoAt2500(price)} onContact={jest.fn()} />);
      expect(screen.getByText('Face value ₹2,500 per ticket')).toBeInTheDocument();
      expect(screen.getByText(markup)).toBeInTheDocument();
    });

    it('says nothing about face value when the amount paid is unknown', () => {
      render(<ListingCard listing={aListing({ verifiedAmountPaid: null })} onContact={jest.fn()} />);
      expect(screen.queryByText(/face value/i)).not.toBeInTheDocument();
    });
  });

  it("shows the booking's seat text when the seller has changed theirs, and only then", () => {
    const { rerender } = render(
      <ListingCard listing={aListing({ verifiedSeat: 'VIP Front Row', bookingSeat: 'Silver - Row K' })} onContact={jest.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'VIP Front Row' })).toBeInTheDocument();
    expect(screen.getByText('From the booking: Silver - Row K')).toBeInTheDocument();
    rerender(<ListingCard listing={aListing()} onContact={jest.fn()} />);
    expect(screen.queryByText(/From the booking/)).not.toBeInTheDocument();
  });
});
