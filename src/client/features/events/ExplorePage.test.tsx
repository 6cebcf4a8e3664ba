import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useLocation } from 'react-router';
import { startFakeClock, tick } from '../../test/fakeClock';
import { installFakeIntersectionObserver } from '../../test/fakeIntersectionObserver';
import { headingOutline, skippedHeadingLevels } from '../../test/headingOutline';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { ExplorePage } from './ExplorePage';
import { aConcert, pageOf } from './test/concertFixtures';

const categories = [
  { categoryId: 1, categoryTitle: 'Concerts' },
  { categoryId: 2, categoryTitle: 'Comedy' },
  { categoryId: 3, categoryTitle: 'Sports' },
];

function LocationProbe() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderExplore(route = '/explore', concerts: Route = { status: 200, body: pageOf([aConcert()]) }) {
  const server = routeFetch({
    'GET /api/category': { status: 200, body: categories },
    'GET /api/concerts': concerts,
  });
  const view = renderWithProviders(
    <>
      <ExplorePage />
      <LocationProbe />
    </>,
    { route, transport: { fetchFn: server.fetchFn } },
  );
  // Skips a computed-style walk up the tree on every click: costly with MUI's styles in jsdom.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const lastQuery = () => server.calls.filter((call) => call.path === '/api/concerts').at(-1)?.query;
  return { ...view, user, server, lastQuery };
}

// The probe is found by tag: a role query walks the whole page, and this one runs often.
const address = () => new URLSearchParams(document.querySelector('output')?.textContent ?? '');

installFakeIntersectionObserver();
// Whole-page journeys through MUI in jsdom: slow on a busy two-core machine, so more room than 5 s.
jest.setTimeout(20_000);

describe('ExplorePage', () => {
  afterEach(() => jest.useRealTimers());

  it('lists upcoming events, 40 a page by date ascending', async () => {
    const { lastQuery } = renderExplore();
    expect(screen.getByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Coldplay: Music of the Spheres' })).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery() ?? [])).toEqual({
      pageNumber: '0',
      pageSize: '40',
      sortBy: 'concertDate',
      sortDir: 'asc',
    });
  });

  it('skips no heading level: the page, then the events, then each card', async () => {
    renderExplore('/explore', { status: 200, body: pageOf([aConcert(), aConcert({ concertId: 8, concertName: 'Zakir Khan - Papa Yaar' })]) });
    await screen.findByRole('heading', { name: 'Zakir Khan - Papa Yaar' });
    expect(headingOutline()).toEqual(['1 Upcoming Events', '2 Events', '3 Coldplay: Music of the Spheres', '3 Zakir Khan - Papa Yaar']);
    expect(skippedHeadingLevels()).toEqual([]);
    expect(screen.getByRole('region', { name: 'Events' })).toContainElement(screen.getByRole('list', { name: 'Events' }));
  });

  it('reads the filters from a shared address and sends them', async () => {
    const { lastQuery } = renderExplore('/explore?city=Pune&category=2&from=2027-02-14&to=2027-02-20');
    await screen.findByRole('heading', { name: 'Coldplay: Music of the Spheres' });
    expect(lastQuery()?.get('city')).toBe('Pune');
    expect(lastQuery()?.get('categoryId')).toBe('2');
    expect(lastQuery()?.get('from')).toBe('2027-02-14');
    expect(lastQuery()?.get('to')).toBe('2027-02-20');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Pune');
    expect(await screen.findByRole('button', { name: 'Comedy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Dates: 14 Feb – 20 Feb' })).toBeInTheDocument();
  });

  it('announces how many events the filters leave, in one polite region that stays while the list reloads', async () => {
    const zakir = aConcert({ concertId: 8, concertName: 'Zakir Khan - Papa Yaar' });
    const { user } = renderExplore('/explore', (call) => ({
      status: 200,
      body: call.query.get('categoryId') === '2' ? pageOf([zakir]) : { ...pageOf([aConcert(), zakir], false), totalElements: 12 },
    }));
    const announced = await screen.findByText('12 events');
    expect(announced).toHaveAttribute('role', 'status');
    expect(announced).toHaveAttribute('aria-live', 'polite');
    const group = await screen.findByRole('group', { name: 'Categories' });
    await user.click(await within(group).findByRole('button', { name: 'Comedy' }));
    await waitFor(() => expect(announced).toHaveTextContent(/^1 event$/));
    expect(announced).toBeInTheDocument();
  });

  it('keeps only one category active and writes the choice to the address', async () => {
    const { user, lastQuery } = renderExplore();
    const group = await screen.findByRole('group', { name: 'Categories' });
    await user.click(await within(group).findByRole('button', { name: 'Concerts' }));
    expect(within(group).getByRole('button', { name: 'Concerts' })).toHaveAttribute('aria-pressed', 'true');
    expect(address().get('category')).toBe('1');

    await user.click(within(group).getByRole('button', { name: 'Comedy' }));
    expect(within(group).getByRole('button', { name: 'Comedy' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Concerts' })).toHaveAttribute('aria-pressed', 'false');
    expect(address().get('category')).toBe('2');
    await waitFor(() => expect(lastQuery()?.get('categoryId')).toBe('2'));

    await user.click(within(group).getByRole('button', { name: 'Comedy' }));
    expect(within(group).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(address().has('category')).toBe(false);
  });

  it('writes the city and the date range to the address', async () => {
    const { user, lastQuery } = renderExplore();
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Goa');
    expect(address().get('city')).toBe('Goa');
    await waitFor(() => expect(lastQuery()?.get('city')).toBe('Goa'));

    const month = dayjs().add(2, 'month');
    await user.click(screen.getByRole('button', { name: 'Dates: Any dates' }));
    const picker = screen.getByRole('dialog', { name: 'Choose dates' });
    await user.click(within(picker).getByLabelText('Next month'));
    await user.click(within(picker).getByLabelText('Next month'));
    await user.click(within(picker).getByLabelText(`20 ${month.format('MMMM YYYY')}`));
    await user.click(within(picker).getByLabelText(`12 ${month.format('MMMM YYYY')}`));
    await user.click(within(picker).getByText('Done'));
    await screen.findByRole('button', { name: /^Dates: 12 / });
    expect(address().get('from')).toBe(month.date(12).format('YYYY-MM-DD'));
    expect(address().get('to')).toBe(month.date(20).format('YYYY-MM-DD'));
    expect(address().get('city')).toBe('Goa');
  });

  it("offers India's days in the date picker on a device whose clock is still on the day before", async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    // Only the clock: 20:00 UTC on 1 March, which is 12:00 on 1 March in Los Angeles and 01:30 on 2 March in India.
    jest.useFakeTimers({ now: Date.parse('2027-03-01T20:00:00.000Z'), doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      renderExplore();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, pointerEventsCheck: PointerEventsCheckLevel.Never });
      await user.click(screen.getByRole('button', { name: 'Dates: Any dates' }));
      const picker = screen.getByRole('dialog', { name: 'Choose dates' });
      expect(within(picker).getByRole('grid', { name: 'March 2027' })).toBeInTheDocument();
      expect(within(picker).getByRole('button', { name: '1 March 2027' })).toBeDisabled();
      expect(within(picker).getByRole('button', { name: '2 March 2027' })).toBeEnabled();
    } finally {
      process.env.TZ = zone;
    }
  });

  it('says so when no event matches the filters', async () => {
    renderExplore('/explore?city=Goa', { status: 200, body: pageOf([]) });
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    expect(
      screen.getByText('No events found matching your filters. Try changing your filters or check back later.'),
    ).toBeInTheDocument();
  });

  it('explains a failure at once when retrying cannot help (a 400), and Retry tries again', async () => {
    startFakeClock();
    let healthy = false;
    const calls: string[] = [];
    renderExplore('/explore', (call) => {
      calls.push(call.path);
      return healthy ? { status: 200, body: pageOf([aConcert()]) } : { status: 400, body: { error: 'Bad filter' } };
    });
    await tick(0);
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Oops... We were unable to load events')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while loading events. Please try again.')).toBeInTheDocument();

    healthy = true;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await tick(0);
    expect(screen.getByRole('heading', { name: 'Coldplay: Music of the Spheres' })).toBeInTheDocument();
  });
});
