import { eventTime } from './eventTime';

describe('event times', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each(['UTC', 'America/New_York', 'Asia/Tokyo', 'Asia/Kolkata'])('read in Indian time on a device in %s', (deviceZone) => {
    process.env.TZ = deviceZone;
    expect(eventTime('2027-02-05T14:00:00.000Z').format('dddd, D MMMM YYYY · h:mm A')).toBe('Friday, 5 February 2027 · 7:30 PM');
    // 20:00 UTC is already the next day in India.
    expect(eventTime('2027-02-05T20:00:00.000Z').format('ddd, D MMM YYYY')).toBe('Sat, 6 Feb 2027');
  });
});
