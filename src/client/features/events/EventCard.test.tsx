import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EventCard } from './EventCard';
import { aConcert } from './test/concertFixtures';

describe('EventCard', () => {
  it('shows the name, date, venue, city and a lazy thumbnail of fixed size, linking to the event', () => {
    renderWithProviders(<EventCard concert={aConcert()} />);
    expect(screen.getByRole('heading', { name: 'Coldplay: Music of the Spheres' })).toBeInTheDocument();
    expect(screen.getByText('Sun, 14 Feb 2027')).toBeInTheDocument();
    expect(screen.getByText('DY Patil Stadium')).toBeInTheDocument();
    expect(screen.getByText('Mumbai')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Coldplay: Music of the Spheres' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/events/coldplay-music-of-the-spheres/7');
  });

  describe('on a device outside India', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = zone;
    });

    it.each(['America/Los_Angeles', 'UTC', 'Asia/Tokyo'])('shows the day in India on a device in %s, as the event page does', (deviceZone) => {
      process.env.TZ = deviceZone;
      // 19:30 UTC on 13 Feb is 01:00 on 14 Feb in India (and 11:30 on 13 Feb in Los Angeles).
      renderWithProviders(<EventCard concert={aConcert({ concertDate: '2027-02-13T19:30:00.000Z' })} />);
      expect(screen.getByText('Sun, 14 Feb 2027')).toBeInTheDocument();
      expect(screen.queryByText(/13 Feb/)).not.toBeInTheDocument();
    });
  });

  it('marks a cancelled event', () => {
    renderWithProviders(<EventCard concert={aConcert({ cancellation: { at: '2026-11-20T10:00:00.000Z', reason: 'The venue flooded' } })} />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('marks a postponed event', () => {
    renderWithProviders(<EventCard concert={aConcert({ postponedFrom: '2027-01-10T14:00:00.000Z' })} />);
    expect(screen.getByText('Postponed')).toBeInTheDocument();
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
  });

  it('marks nothing on an event going ahead as announced', () => {
    renderWithProviders(<EventCard concert={aConcert()} />);
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
    expect(screen.queryByText('Postponed')).not.toBeInTheDocument();
  });

  it('hides interest of 2', () => {
    renderWithProviders(<EventCard concert={aConcert({ interest: 2 })} />);
    expect(screen.queryByText(/interested/)).not.toBeInTheDocument();
  });

  it('shows interest of 3', () => {
    renderWithProviders(<EventCard concert={aConcert({ interest: 3 })} />);
    expect(screen.getByText('3 interested')).toBeInTheDocument();
  });

  it('shows tickets listed only above 0', () => {
    renderWithProviders(<EventCard concert={aConcert({ numberOfTicketsListed: 0, lowestTicketPrice: null })} />);
    expect(screen.queryByText(/listed/)).not.toBeInTheDocument();
    expect(screen.queryByText(/From ₹/)).not.toBeInTheDocument();
  });

  it('shows the lowest price in rupees with Indian digit grouping', () => {
    renderWithProviders(<EventCard concert={aConcert({ lowestTicketPrice: 100000, numberOfTicketsListed: 1 })} />);
    expect(screen.getByText('From ₹1,00,000')).toBeInTheDocument();
    expect(screen.getByText('1 ticket listed')).toBeInTheDocument();
  });
});
