import { eventNamesMatch, kolkataDay, kolkataDayLabel, matchEvent } from './eventMatch';

describe('eventNamesMatch', () => {
  it.each([
    ['Arijit Singh Live in Concert', 'arijit singh – live in concert!'],
    ['Arijit Singh Live in Concert', 'Arijit Singh: Live Concert, Mumbai'],
    ['Sunburn Arena ft. Alan Walker', 'Sunburn Arena feat Alan Walker'],
    ['Prateek Kuhad - Silhouettes Tour', 'Prateek Kuhad Silhouettes Tour 2027'],
    ['Lollapalooza India 2027', 'Lollapalooza India 2027 - Day 1'],
    ['Lollapalooza India 2027 - Day 1', 'Lolapalooza India 2027 Day 1'],
    ['Coldplay', 'Coldplay: Music of the Spheres World Tour'],
    ['Béyoncé Renaissance', 'Beyonce Renaissance'],
    ['Nucleya & Friends', 'Nucleya and Friends'],
  ])('%s ≈ %s', (chosen, found) => {
    expect(eventNamesMatch(chosen, found)).toBe(true);
  });

  it.each([
    ['Arijit Singh Live in Concert', 'Sunburn Arena ft. Alan Walker'],
    ['Lollapalooza India 2027 - Day 1', 'Lollapalooza India 2027 - Day 2'],
    ['Lollapalooza India 2027', 'Lollapalooza India 2026'],
    ['Prateek Kuhad - Silhouettes Tour', 'Prateek Kuhad Unplugged Evening Session'],
  ])('%s ≠ %s', (chosen, found) => {
    expect(eventNamesMatch(chosen, found)).toBe(false);
  });
});

describe('days in Asia/Kolkata', () => {
  it('reads the calendar day in India, not in UTC', () => {
    expect(kolkataDay('2027-02-12T20:00:00Z')).toBe('2027-02-13');
    expect(kolkataDayLabel('2027-02-12T20:00:00Z')).toBe('Sat, 13 Feb 2027');
  });

  it('matches the same show only on the same day', () => {
    const booking = { eventName: 'Arijit Singh Live in Concert', eventDateIso: '2027-02-13', venue: 'NSCI Dome', city: 'Mumbai' };
    const fields = ['eventName', 'dateTime'] as const;
    expect(matchEvent(booking, { name: 'Arijit Singh Live in Concert', date: new Date('2027-02-13T13:30:00Z') }, fields)).toBe('same');
    expect(matchEvent(booking, { name: 'Arijit Singh Live in Concert', date: '2027-02-13T19:00:00Z' }, fields)).toBe('other-day');
    expect(matchEvent(booking, { name: 'Sunburn Arena', date: '2027-02-13' }, fields)).toBe('other-name');
  });
});

describe('matchEvent by the fields a provider names', () => {
  const booking = { eventName: 'Arijit Singh Live in Concert', eventDateIso: '2027-02-13', venue: 'NSCI Dome, Worli', city: 'Mumbai' };
  const event = { name: 'Arijit Singh Live in Concert', date: '2027-02-13T13:30:00Z', venue: 'NSCI Dome, Worli', city: 'Mumbai' };

  it('tells another venue apart only when the provider names the venue', () => {
    const elsewhere = { ...event, venue: 'Jio World Garden, BKC' };
    expect(matchEvent(booking, elsewhere, ['eventName', 'dateTime', 'venue'])).toBe('other-venue');
    expect(matchEvent(booking, elsewhere, ['eventName', 'dateTime'])).toBe('same');
    expect(matchEvent(booking, { ...event, venue: 'NSCI Dome' }, ['eventName', 'dateTime', 'venue'])).toBe('same');
  });

  it('refuses a venue it cannot compare: an event without one', () => {
    expect(matchEvent(booking, { name: event.name, date: event.date }, ['venue'])).toBe('other-venue');
  });

  it('skips the name when the provider does not name it', () => {
    expect(matchEvent(booking, { ...event, name: 'Sunburn Arena' }, ['dateTime', 'venue'])).toBe('same');
  });
});
