import { act, screen, waitFor, within } from '@testing-library/react';
import type { ProviderDetail, ProviderSaved, ProviderSummary, TryResult } from '../../../../shared/providerDefinition';
import { App } from '../../../app/App';
import { testUser } from '../../../test/fakeFetch';
import { ticketNest as definition } from '../../../test/providerFixtures';
import { findToast } from '../../../test/findToast';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { routeFetch } from '../../../test/routeFetch';

const admin = { ...testUser, id: 9, role: 'ADMIN' as const, email: 'meera@fantickets.in', name: 'Meera Ops' };

const summary: ProviderSummary = { slug: 'ticketnest', name: 'TicketNest', enabled: false, version: 1, updatedAt: '2026-11-28T13:00:00.000Z', sampleCount: 0 };
const district: ProviderSummary = { slug: 'district', name: 'District', enabled: true, version: 3, updatedAt: '2026-11-20T04:30:00.000Z', sampleCount: 2 };

const detail: ProviderDetail = {
  provider: { ...definition, version: 1, enabled: false },
  versions: [{ version: 1, createdAt: '2026-11-28T13:00:00.000Z', createdBy: 'meera@fantickets.in' }],
  samples: [],
};

const tried: TryResult = {
  dkim: { pass: true, domain: 'ticketnest.in', selector: 'tn2026', keySource: 'test-key' },
  subject: 'confirmation',
  fields: [
    { field: 'bookingId', value: 'TN-4821-KX', from: { part: 'text', text: 'Reference ...... TN-4821-KX' } },
    { field: 'eventName', value: 'Ritviz Live', from: { part: 'subject', text: 'Your TicketNest e-ticket for Ritviz Live' } },
  ],
  missing: ['seat', 'amountPaid'],
};

function consoleAt(route: string, more: Parameters<typeof routeFetch>[0] = {}) {
  const server = routeFetch({
    'GET /auth/session': { status: 200, body: { user: admin } },
    'GET /api/admin/providers': { status: 200, body: { providers: [district, summary] } },
    'GET /api/admin/providers/ticketnest': { status: 200, body: detail },
    ...more,
  });
  return { server, ...renderWithProviders(<App />, { route, transport: { fetchFn: server.fetchFn } }) };
}

const eml = (name = 'ticketnest-booking.eml') => new File(['From: TicketNest <tickets@ticketnest.in>\r\n\r\nhello'], name, { type: 'message/rfc822' });

describe('the Providers page', () => {
  it('lists the providers with their version, samples and whether they are enabled, each opening its page', async () => {
    const { user } = consoleAt('/admin/providers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Providers' })).toBeInTheDocument();
    expect(await screen.findByText('2 providers, 1 enabled')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'District' });
    expect(within(card).getByText('Version 3 · 2 kept samples · changed 20 Nov 2026, 10:00 am')).toBeInTheDocument();
    expect(within(card).getByText('Enabled')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'TicketNest' })).getByText('Disabled')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'TicketNest' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'TicketNest' })).toBeInTheDocument();
  });

  it('refuses an empty definition, focusing its first refused box', async () => {
    const { server, user } = consoleAt('/admin/providers/new');
    const form = await screen.findByRole('form', { name: 'Provider definition' });
    await user.click(within(form).getByRole('button', { name: 'Create provider' }));
    expect(await within(form).findByText('Please give the provider a name')).toBeInTheDocument();
    expect(within(form).getByText('Please give at least one signing domain')).toBeInTheDocument();
    expect(within(form).getAllByText('Please give a label, a pattern, or both')).toHaveLength(7);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it.each(['new', 'try'])('refuses the short name %s, an address of the console, before sending', async (slug) => {
    const { server, user } = consoleAt('/admin/providers/new');
    const form = await screen.findByRole('form', { name: 'Provider definition' });
    act(() => within(form).getByRole('textbox', { name: 'Short name for links' }).focus());
    await user.paste(slug);
    await user.click(within(form).getByRole('button', { name: 'Create provider' }));
    expect(
      await within(form).findByText('Please choose another short name: “new” and “try” are kept for the console’s own addresses (/admin/providers/new, /api/admin/providers/try)'),
    ).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('tries an e-mail with the definition as the form holds it, unsaved, then creates it', async () => {
    const { server, user } = consoleAt('/admin/providers/new', {
      'POST /api/admin/providers/try': { status: 200, body: tried },
      'POST /api/admin/providers': { status: 201, body: summary },
    });
    const form = await screen.findByRole('form', { name: 'Provider definition' });
    // Pasted rather than typed a key at a time, as EventsPage.test does: typing some twenty boxes is slow.
    const fill = async (name: string, text: string, scope: HTMLElement = form) => {
      act(() => within(scope).getByRole('textbox', { name }).focus());
      await user.paste(text);
    };
    await fill('Name', 'TicketNest');
    await fill('Short name for links', 'ticketnest');
    await fill('DKIM signing domains, one a line', 'TicketNest.in');
    await fill('From domains that must align, one a line', 'ticketnest.in');
    await fill('Confirmation subject patterns, one a line', '^Your TicketNest e-ticket');
    const labels: Record<string, string> = { 'Booking ID': 'Reference', 'Event name': 'Show', 'Date and time': 'Starts', 'Venue and city': 'Venue', 'Number of tickets': 'Passes', 'Amount paid': 'Charged', Seat: 'Zone' };
    for (const [field, label] of Object.entries(labels)) await fill('Label', label, within(form).getByRole('group', { name: field }));
    await fill("Subject to search for ({event} stands for the event's name)", 'Your TicketNest e-ticket for {event}');
    await fill('What the provider calls the booking id', 'Reference');
    await fill('Where the booking id is shown', "Next to 'Reference' in the e-mail.");

    await user.upload(within(form).getByTestId('try-file'), eml());
    const reading = await screen.findByRole('heading', { name: 'What ticketnest-booking.eml reads as' });
    await waitFor(() => expect(reading).toHaveFocus());
    const sent = server.calls.find((call) => call.path === '/api/admin/providers/try')?.body as FormData;
    expect(JSON.parse(String(sent.get('definition')))).toEqual(definition);
    expect((sent.get('file') as File).name).toBe('ticketnest-booking.eml');
    expect(screen.getByText(/^DKIM signature verified: signed by ticketnest.in \(selector tn2026\), checked with the development test key/)).toBeInTheDocument();
    const fields = screen.getByRole('list', { name: 'Fields read from the tried e-mail' });
    expect(within(fields).getByText('TN-4821-KX')).toBeInTheDocument();
    expect(within(fields).getByText('Reference ...... TN-4821-KX')).toBeInTheDocument();
    expect(within(fields).getByText(/^From the subject line/)).toBeInTheDocument();
    expect(screen.getByText('Missing: Seat and Amount paid.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST' && call.path === '/api/admin/providers')).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Create provider' }));
    await findToast('TicketNest is created');
    expect(server.calls.find((call) => call.method === 'POST' && call.path === '/api/admin/providers')?.body).toEqual(definition);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'TicketNest' })).toBeInTheDocument(), { timeout: 5000 });
  }, 90_000);

  it("shows the server's refusal to enable a provider with no sample that reads fully, focused", async () => {
    const refusal = 'TicketNest cannot be enabled until a kept sample reads fully.';
    const { user } = consoleAt('/admin/providers/ticketnest', { 'POST /api/admin/providers/ticketnest/enabled': { status: 409, body: { error: refusal } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'TicketNest' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable TicketNest' }));
    const alert = await screen.findByText(refusal);
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
    expect(screen.getByText('Disabled')).toBeInTheDocument();
  });

  it('keeps a sample, then enables the provider', async () => {
    const kept = { id: 5, addedAt: '2026-11-28T13:05:00.000Z', fileName: 'ticketnest-booking.eml', result: { ...tried, fields: tried.fields, missing: [] } };
    const { server, user } = consoleAt('/admin/providers/ticketnest', {
      'POST /api/admin/providers/ticketnest/samples': { status: 201, body: kept },
      'POST /api/admin/providers/ticketnest/enabled': (call) => ({ status: 200, body: { ...summary, enabled: (call.body as { enabled: boolean }).enabled } }),
    });
    expect(await screen.findByText('No sample is kept yet. The provider can be enabled once a kept sample reads fully.')).toBeInTheDocument();
    server.routes['GET /api/admin/providers/ticketnest'] = { status: 200, body: { ...detail, samples: [kept] } };
    await user.upload(screen.getByTestId('sample-file'), eml());
    await findToast('ticketnest-booking.eml is kept as a sample');
    const sample = await screen.findByRole('listitem', { name: 'ticketnest-booking.eml' });
    expect(within(sample).getByText('Every field was read.')).toBeInTheDocument();
    expect((server.calls.find((call) => call.path.endsWith('/samples'))?.body as FormData).get('file')).toBeInstanceOf(File);

    server.routes['GET /api/admin/providers/ticketnest'] = { status: 200, body: { ...detail, provider: { ...detail.provider, enabled: true }, samples: [kept] } };
    await user.click(screen.getByRole('button', { name: 'Enable TicketNest' }));
    await findToast('TicketNest is enabled');
    expect(server.calls.find((call) => call.path.endsWith('/enabled'))?.body).toEqual({ enabled: true });
    expect(await screen.findByRole('button', { name: 'Disable TicketNest' })).toBeInTheDocument();
  });

  it('saves an edit as a new version and shows, focused, what it changed in each kept sample', async () => {
    const saved: ProviderSaved = {
      provider: { ...definition, fields: { ...definition.fields, seat: { label: 'Seats' } }, version: 2, enabled: true },
      samples: [
        { sampleId: 5, fileName: 'old-layout.eml', complete: true, changes: [] },
        { sampleId: 6, fileName: 'new-layout.eml', complete: true, changes: [{ field: 'seat', before: null, after: 'GOLD - Row C' }] },
      ],
    };
    const { server, user } = consoleAt('/admin/providers/ticketnest', { 'PUT /api/admin/providers/ticketnest': { status: 200, body: saved } });
    const form = await screen.findByRole('form', { name: 'Provider definition' });
    expect(within(form).getByRole('textbox', { name: 'Short name for links' })).toBeDisabled();
    const seat = within(within(form).getByRole('group', { name: 'Seat' })).getByRole('textbox', { name: 'Label' });
    await user.clear(seat);
    act(() => seat.focus());
    await user.paste('Seats');
    await user.click(within(form).getByRole('button', { name: 'Save as version 2' }));
    await findToast('TicketNest is saved as version 2');
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...definition, fields: { ...definition.fields, seat: { label: 'Seats' } } });
    const heading = await screen.findByRole('heading', { name: 'Version 2 re-read the kept samples' });
    await waitFor(() => expect(heading).toHaveFocus());
    const changes = screen.getByRole('region', { name: 'Version 2 re-read the kept samples' });
    expect(within(changes).getByText('Nothing changed.')).toBeInTheDocument();
    expect(within(changes).getByText('Seat: nothing → “GOLD - Row C”')).toBeInTheDocument();
    expect(within(changes).getAllByText('Still reads fully.')).toHaveLength(2);
  });

  it("shows the server's refusal of a pattern that does not compile, focused", async () => {
    const refusal = "The pattern of Booking ID does not compile: missing closing ) in 'TN-(\\d+'";
    const { user } = consoleAt('/admin/providers/ticketnest', { 'PUT /api/admin/providers/ticketnest': { status: 400, body: { error: refusal } } });
    const form = await screen.findByRole('form', { name: 'Provider definition' });
    await user.click(within(form).getByRole('button', { name: 'Save as version 2' }));
    const alert = await screen.findByText(refusal);
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
  });
});
