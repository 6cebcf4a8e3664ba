import { eventTime, indiaToday } from './eventTime';

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

describe("today in India", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    jest.useRealTimers();
  });

  it.each(['America/Los_Angeles', 'UTC', 'Asia/Kolkata'])('is the same day on a device in %s', (deviceZone) => {
    process.env.TZ = deviceZone;
    // 20:00 UTC on 1 March: still 1 March in Los Angeles and London, already 2 March in India.
    jest.useFakeTimers({ now: Date.parse('2027-03-01T20:00:00.000Z') });
    expect(indiaToday()).toBe('2027-03-02');
  });
});
