import { contactLink, contactMessage, whatsAppNumber } from './contactLink';
import { aListing } from './test/listingFixtures';

describe('contactLink', () => {
  it('links to wa.me with 91 in front of the number the contact answered, and the message encoded', () => {
    const listing = aListing({ quantity: 2, price: 125000 });
    const link = contactLink(listing, '9812345678');
    expect(link).toBe(`https://wa.me/919812345678?text=${encodeURIComponent(contactMessage(listing))}`);
    const text = new URL(link).searchParams.get('text');
    expect(text).toBe(
      "Hi! I'm interested in your 2 tickets for Coldplay: Music of the Spheres (GOLD - Row F) " +
        'listed at ₹1,25,000 per ticket on FanTickets. Are they still available?',
    );
  });

  it.each([
    ['+919812345678', '919812345678'],
    ['+91 98123 45678', '919812345678'],
    ['919812345678', '919812345678'],
    ['09812345678', '919812345678'],
    ['9123456789', '919123456789'],
  ])('turns %s into %s', (stored, expected) => {
    expect(whatsAppNumber(stored)).toBe(expected);
  });
});
