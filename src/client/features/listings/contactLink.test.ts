import { aConcert } from '../events/test/concertFixtures';
import { canContactSeller, contactLink, contactMessage, whatsAppNumber } from './contactLink';
import { aListing } from './test/listingFixtures';

describe('contactLink', () => {
  it('links to wa.me with 91 in front and the message encoded', () => {
    const listing = aListing({ seller: { id: 2, name: 'Ravi', phoneNumber: '9812345678' }, quantity: 2, price: 125000 });
    const link = contactLink(listing);
    expect(link).toBe(`https://wa.me/919812345678?text=${encodeURIComponent(contactMessage(listing))}`);
    const text = new URL(link as string).searchParams.get('text');
    expect(text).toBe(
      "Hi! I'm interested in your 2 tickets for Coldplay: Music of the Spheres (GOLD - Row F) " +
        'listed at ₹1,25,000 per ticket on FanTickets. Are they still available?',
    );
  });

  it.each([
    ['+91 98123 45678', '919812345678'],
    ['919812345678', '919812345678'],
    ['09812345678', '919812345678'],
    ['9123456789', '919123456789'],
  ])('turns %s into %s', (stored, expected) => {
    expect(whatsAppNumber(stored)).toBe(expected);
  });

  it('has no link without a phone number', () => {
    expect(contactLink(aListing({ seller: { id: 2, name: 'Ravi', phoneNumber: null } }))).toBeNull();
  });

  it('allows contact only with both the phone number and the event', () => {
    expect(canContactSeller(aListing(), aConcert())).toBe(true);
    expect(canContactSeller(aListing(), undefined)).toBe(false);
    expect(canContactSeller(aListing({ seller: { id: 2, name: 'Ravi', phoneNumber: '' } }), aConcert())).toBe(false);
  });
});
