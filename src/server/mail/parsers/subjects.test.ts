import { FIXTURE_NAMES, fixtureExpectations } from '../testing/fixtures';
import { SHIPPED, shippedProvider } from '../testing/shippedProviders';
import { providerBySubject, readSubject } from './subjects';

const expected = fixtureExpectations();

describe('subject patterns', () => {
  it.each(FIXTURE_NAMES)('recognise the subject of %s and only as its own provider', (name) => {
    const { subject, provider, eventName } = expected[name];
    expect(readSubject(shippedProvider(provider), subject)?.event).toBe(eventName);
    expect(providerBySubject(SHIPPED, subject)?.slug).toBe(provider);
  });

  it('captures booking ids where the subject prints one', () => {
    expect(readSubject(shippedProvider('bookmyshow'), 'Booking Confirmed - Anuv Jain - Booking ID BMSX1')).toEqual({ event: 'Anuv Jain', id: 'BMSX1' });
    expect(readSubject(shippedProvider('skillbox'), 'Skillbox: Order #SKB-1 confirmed for Dua Lipa')).toEqual({ event: 'Dua Lipa', id: 'SKB-1' });
  });

  it('allows a typographic apostrophe and extra spaces', () => {
    expect(readSubject(shippedProvider('sortmyscene'), 'You’re going to  Zomaland!  Ticket confirmation')?.event).toBe('Zomaland');
  });

  it('knows no provider for other subjects', () => {
    expect(providerBySubject(SHIPPED, 'Fwd: my tickets')).toBeUndefined();
    expect(readSubject(shippedProvider('district'), 'Booking Confirmed - X - Booking ID Y')).toBeNull();
  });
});
