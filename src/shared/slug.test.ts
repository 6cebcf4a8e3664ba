import { eventPath, eventSlug } from './slug';

describe('eventSlug', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(eventSlug('Arijit Singh Live in Concert')).toBe('arijit-singh-live-in-concert');
  });
  it('turns runs of punctuation into one hyphen and trims both ends', () => {
    expect(eventSlug('  --Sunburn Arena ft. Alan Walker!!  ')).toBe('sunburn-arena-ft-alan-walker');
    expect(eventSlug("You're going: Lollapalooza — 2027")).toBe('you-re-going-lollapalooza-2027');
  });
  it("is 'event' when only an id is known", () => {
    expect(eventSlug(undefined)).toBe('event');
    expect(eventSlug('')).toBe('event');
    expect(eventSlug('!!!')).toBe('event');
  });
  it('builds the event route', () => {
    expect(eventPath(42, 'Prateek Kuhad - Silhouettes Tour')).toBe('/events/prateek-kuhad-silhouettes-tour/42');
    expect(eventPath(7)).toBe('/events/event/7');
  });
});
