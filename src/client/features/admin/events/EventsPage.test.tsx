import { act, screen, within } from '@testing-library/react';
import type { AdminEvent, AdminEventPage, ImportPreview } from '../../../../shared/admin/events';
import { App } from '../../../app/App';
import { testUser } from '../../../test/fakeFetch';
import { findToast } from '../../../test/findToast';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { routeFetch } from '../../../test/routeFetch';

const admin = { ...testUser, id: 9, role: 'ADMIN' as const, email: 'meera@fantickets.in', name: 'Meera Ops' };

const event: AdminEvent = {
  id: 41,
  name: 'Prateek Kuhad Live',
  date: '2027-01-10T14:00:00.000Z',
  venue: 'NSCI Dome',
  city: 'Mumbai',
  artist: 'Prateek Kuhad',
  categoryId: 1,
  categoryTitle: 'Concerts',
  expectedDkimDomain: 'district.in',
  thumbnail: '/thumbnails/41.svg',
  cancellation: null,
  listings: { listed: 3, sold: 1, closed: 0 },
};
const page = (content: AdminEvent[]): AdminEventPage => ({ content, lastPage: true, totalElements: content.length });
const providers = [
  { slug: 'district', name: 'District', domain: 'district.in', enabled: true, subjectToSearch: 'Your tickets for {event} are confirmed', bookingIdLabel: 'Booking ID', bookingIdWhere: 'In the app.' },
  { slug: 'sortmyscene', name: 'SortMyScene', domain: 'sortmyscene.com', enabled: true, subjectToSearch: "You're going to {event}!", bookingIdLabel: 'Ticket ID', bookingIdWhere: 'On the pass.' },
  { slug: 'oldbox', name: 'OldBox', domain: 'oldbox.in', enabled: false, subjectToSearch: 'Order for {event}', bookingIdLabel: 'Order', bookingIdWhere: 'In the e-mail.' },
];
const categories = [
  { categoryId: 1, categoryTitle: 'Concerts' },
  { categoryId: 2, categoryTitle: 'Comedy' },
];

function consoleAt(route: string, more: Parameters<typeof routeFetch>[0] = {}) {
  const server = routeFetch({
    'GET /auth/session': { status: 200, body: { user: admin } },
    'GET /api/admin/events': { status: 200, body: page([event]) },
    'GET /api/admin/categories': { status: 200, body: categories },
    'GET /api/providers': { status: 200, body: { providers } },
    ...more,
  });
  return { server, ...renderWithProviders(<App />, { route, transport: { fetchFn: server.fetchFn } }) };
}

describe('the Events page', () => {
  it('lists events in India time with their listings, and categories', async () => {
    consoleAt('/admin/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Prateek Kuhad Live' })).toBeInTheDocument();
    expect(screen.getByText('10 Jan 2027, 7:30 pm')).toBeInTheDocument();
    expect(screen.getByText(/Concerts · Sold through District · Listings: 3 on sale, 1 sold/)).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Categories' });
    expect(within(panel).getByText('Comedy')).toBeInTheDocument();
  });

  it('names the provider an event is sold through as the server describes it, one an operator added too', async () => {
    consoleAt('/admin/events', { 'GET /api/admin/events': { status: 200, body: page([{ ...event, id: 43, name: 'Jazz Night', expectedDkimDomain: 'oldbox.in' }]) } });
    // The console's chunk loads first: on a busy 2-core machine that takes longer than findBy's one second.
    expect(await screen.findByRole('heading', { name: 'Jazz Night' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(/Concerts · Sold through OldBox · Listings/)).toBeInTheDocument();
  });

  it('creates an event from the form, the date as India time, checking the fields first', async () => {
    const { server, user } = consoleAt('/admin/events', { 'POST /api/admin/events': (call) => ({ status: 201, body: { ...event, id: 42, ...(call.body as object) } }) });
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(await within(dialog).findByText('Please give the event name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a category')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose the selling provider')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write the date as dd/mm/yyyy and the time, e.g. 28/11/2026 6:30 pm')).toBeInTheDocument();

    // Focused and pasted rather than clicked and typed a key at a time: the form checks every field on each change
    // and blur, and typed, those checks took this test past its 30 s on a slow machine. What it asserts is what the
    // form sends.
    const fill = async (name: string, text: string) => {
      act(() => within(dialog).getByRole('textbox', { name }).focus());
      await user.paste(text);
    };
    await fill('Event name', 'Zakir Khan Live');
    // Written as people in India write it: day first, the time with am or pm.
    await fill('Date and time (India)', '1/2/2027 8:00 pm');
    await fill('Venue', 'Siri Fort');
    await fill('City', 'Delhi');
    await fill('Artist', 'Zakir Khan');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Comedy' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Selling provider' }));
    // The enabled providers, as the server lists them; a disabled one sells no new event.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['District (district.in)', 'SortMyScene (sortmyscene.com)']);
    await user.click(screen.getByRole('option', { name: 'SortMyScene (sortmyscene.com)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await findToast('Zakir Khan Live is created');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Zakir Khan Live',
      date: '2027-02-01T20:00',
      venue: 'Siri Fort',
      city: 'Delhi',
      artist: 'Zakir Khan',
      categoryId: 2,
      expectedDkimDomain: 'sortmyscene.com',
    });
  });

  it("previews an import file's problems, then imports the good rows", async () => {
    const preview: ImportPreview = {
      rows: [
        { line: 2, values: { name: 'Good Show', date: '2027-03-01T19:00', venue: 'V', city: 'Pune', artist: 'A', category: 'Concerts', provider: 'District' }, problems: [] },
        { line: 3, values: { name: 'Bad Show', date: 'tomorrow', venue: 'V', city: 'Pune', artist: 'A', category: 'Jazz', provider: 'District' }, problems: ["Unknown category 'Jazz'"] },
      ],
      fileProblems: [],
      good: 1,
      bad: 1,
    };
    const { server, user } = consoleAt('/admin/events', {
      'POST /api/admin/events/import/preview': { status: 200, body: preview },
      'POST /api/admin/events/import': { status: 200, body: { created: [50], skipped: [preview.rows[1]] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import events from a CSV file' });
    await user.upload(within(dialog).getByTestId('import-file'), new File(['name,date\n'], 'events.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('1 row is ready; 1 has problems and will be left out.')).toBeInTheDocument();
    expect(within(dialog).getByText("Unknown category 'Jazz'")).toBeInTheDocument();
    expect(within(dialog).getByText('Ready')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/admin/events/import')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 event' }));
    await findToast('1 event imported');
    expect(server.calls.find((call) => call.path === '/api/admin/events/import')?.body).toBeInstanceOf(FormData);
  });
});
