import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as splitPoints from '../../app/featureSplitPoints';
import type { Route } from '../../test/routeFetch';
import { aConcert } from '../events/test/concertFixtures';
import { aListing } from '../listings/test/listingFixtures';
import { SERVER_RESTARTED } from '../../../shared/verification';
import { VERIFICATION_CANCELLED } from './useVerification';
import { FIX_STEPS } from './VerificationFailedDialog';
import { deferredReply, renderSellPage, renderWizardAt } from './test/renderSellPage';

jest.setTimeout(20_000);

const concert = aConcert();
const CREATE = 'POST /api/create-from-verified-email';
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
const click = (name: string, within_: HTMLElement = document.body) => fireEvent.click(within(within_).getByRole('button', { name }));

function confirmAndVerify() {
  click("I've forwarded the email");
  click('Verify', screen.getByRole('dialog', { name: 'Have you forwarded the email correctly?' }));
}

describe('sell wizard, create mode on desktop', () => {
  it('goes from the preselected event to the instructions, then Verify lists the tickets', async () => {
    const created = deferredReply();
    const { server } = renderSellPage({
      'GET /api/concerts/7': { status: 200, body: concert },
      'GET /api/verification-status': { status: 200, body: { stage: 'checking' } },
      [CREATE]: created.route,
    });
    await heading('List your Tickets');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${concert.concertName}` })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as registered email' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /A recent booking confirmation email is needed/ }));
    click('Continue');

    await heading('Verify Ticket Ownership');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText(`Booking Confirmed - ${concert.concertName} - Booking ID …`)).toBeInTheDocument();
    expect(screen.getByText('verify@localhost')).toBeInTheDocument();
    confirmAndVerify();
    expect(await screen.findByText('Verifying your tickets... This usually takes about 60-80s')).toBeInTheDocument();
    expect(await screen.findByText('Checking the email’s signature…')).toBeInTheDocument();
    const create = server.calls.find((call) => `${call.method} ${call.path}` === CREATE);
    expect(Object.fromEntries(create?.query ?? [])).toEqual({
      userId: '1',
      concertId: '7',
      senderEmail: 'asha@example.in',
      expectedDkimDomain: 'bookmyshow.com',
      // How long ago the instructions showed: mail received before them belongs to an earlier try.
      sinceForwardingMs: expect.stringMatching(/^\d+$/),
    });

    await act(async () => created.release({ status: 201, body: aListing() }));
    await heading('Your tickets are listed!');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('You can modify the price and other details below or anytime later from the Profile page.')).toBeInTheDocument();
    expect(screen.getByLabelText('Price per ticket (₹)')).toHaveValue(125000);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('shows the correct and incorrect ways to forward before verifying; Cancel closes it', async () => {
    renderWizardAt({ stepIndex: 1 });
    click("I've forwarded the email");
    const dialog = await screen.findByRole('dialog', { name: 'Have you forwarded the email correctly?' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "✓Correct: selected the email and used 'Forward as attachment'",
      '✗Incorrect: regular forwarding, or copying the content into a new email',
      '✗Incorrect: forwarding the email and including its attachments',
    ]);
    expect(dialog).toHaveTextContent("The 'Forward as attachment' option is not available in the mobile mail app");
    click('Cancel', dialog);
    expect(await heading('Verify Ticket Ownership')).toBeInTheDocument();
  });

  it('stops the wait with Cancel: the call is aborted, the step says so (no failure), and Verify works again', async () => {
    let waitingCall: AbortSignal | undefined;
    // The server's wait for the e-mail: no answer, until the browser gives up on the call.
    const waitForever: Route = (call) => {
      waitingCall = call.signal;
      return new Promise((_resolve, reject) => call.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    };
    const { server } = renderWizardAt({
      stepIndex: 1,
      routes: { [CREATE]: waitForever, 'GET /api/verification-status': { status: 200, body: { stage: 'waiting' } } },
    });
    confirmAndVerify();
    const dialog = await screen.findByRole('dialog', { name: 'Checking your booking email' });
    expect(await within(dialog).findByText('Waiting for your email…')).toBeInTheDocument();
    expect(waitingCall?.aborted).toBe(false);

    click('Cancel', dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(waitingCall?.aborted).toBe(true);
    // Once the dialog has gone the page is no longer hidden from assistive technology.
    // (The copy buttons' own statuses, empty until a copy, sit beside it.)
    const cancelled = () => screen.getAllByRole('status').filter((status) => status.textContent?.includes(VERIFICATION_CANCELLED));
    await waitFor(() => expect(cancelled()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await heading('Verify Ticket Ownership')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I've forwarded the email" })).toBeEnabled();

    server.routes[CREATE] = { status: 201, body: aListing() };
    confirmAndVerify();
    await heading('Your tickets are listed!');
    expect(screen.queryByText(VERIFICATION_CANCELLED)).not.toBeInTheDocument();
    expect(server.calls.filter((call) => `${call.method} ${call.path}` === CREATE)).toHaveLength(2);
  });

  it('presses Verify again by itself once when the server restarted during the wait', async () => {
    let calls = 0;
    const restartOnce: Route = async () => ((calls += 1) === 1 ? { status: 503, body: { error: SERVER_RESTARTED } } : { status: 201, body: aListing() });
    const { server } = renderWizardAt({ stepIndex: 1, routes: { [CREATE]: restartOnce } });
    confirmAndVerify();
    await heading('Your tickets are listed!');
    expect(server.calls.filter((call) => `${call.method} ${call.path}` === CREATE)).toHaveLength(2);
  });

  it('shows the restart as the reason when the second try meets one too', async () => {
    const { server } = renderWizardAt({ stepIndex: 1, routes: { [CREATE]: { status: 503, body: { error: SERVER_RESTARTED } } } });
    confirmAndVerify();
    const failed = await screen.findByRole('dialog', { name: 'Verification Failed' });
    expect(within(failed).getByText(SERVER_RESTARTED)).toBeInTheDocument();
    expect(server.calls.filter((call) => `${call.method} ${call.path}` === CREATE)).toHaveLength(2);
  });

  it('offers no Cancel while an uploaded e-mail is checked: nothing waits there', async () => {
    const checked = deferredReply();
    renderWizardAt({ stepIndex: 1, routes: { 'POST /api/create-from-uploaded-email': checked.route } });
    const file = new File(['From: a'], 'booking.eml', { type: 'message/rfc822' });
    fireEvent.change(screen.getByLabelText('Upload the .eml file instead'), { target: { files: [file] } });
    const dialog = await screen.findByRole('dialog', { name: 'Checking your booking email' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await act(async () => checked.release({ status: 201, body: aListing() }));
    await heading('Your tickets are listed!');
  });

  it("shows the server's reason and the four fixes when verification fails, and keeps the step", async () => {
    const reason = "This was forwarded inline. Use 'Forward as attachment' and try again.";
    renderWizardAt({ stepIndex: 1, routes: { [CREATE]: { status: 422, body: { error: reason } } } });
    confirmAndVerify();

    const failed = await screen.findByRole('dialog', { name: 'Verification Failed' });
    expect(within(failed).getByText(reason)).toBeInTheDocument();
    expect(failed).toHaveTextContent("Let's fix this! Check these steps to resolve the issue:");
    expect(within(failed).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...FIX_STEPS]);
    click('Got it', failed);

    expect(await heading('Verify Ticket Ownership')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    click('Back');
    await heading('List your Tickets');
    expect(screen.getByLabelText('Sender email')).toHaveValue('asha@example.in');
  });

  it('verifies an uploaded .eml file the same way', async () => {
    const { server } = renderWizardAt({
      stepIndex: 1,
      routes: { 'POST /api/create-from-uploaded-email': { status: 201, body: aListing() } },
    });
    const file = new File(['From: tickets@bookmyshow.com'], 'booking.eml', { type: 'message/rfc822' });
    fireEvent.change(screen.getByLabelText('Upload the .eml file instead'), { target: { files: [file] } });
    await heading('Your tickets are listed!');
    const upload = server.calls.find((call) => call.path === '/api/create-from-uploaded-email');
    expect((upload?.body as FormData).get('file')).toBe(file);
    expect(upload?.query.get('expectedDkimDomain')).toBe('bookmyshow.com');
  });

  it('saves the details and goes to the event page', async () => {
    renderWizardAt({
      stepIndex: 2,
      values: { listing: aListing() },
      routes: { 'PUT /api/ticketListing/31': { status: 200, body: aListing({ price: 5000 }) } },
    });
    click('Save and view event');
    expect(await heading('Event page /events/coldplay-music-of-the-spheres/7')).toBeInTheDocument();
  });
});

describe("the sell wizard's later steps", () => {
  it('load once the fan starts on the first step, not while the page opens', async () => {
    const preload = jest.spyOn(splitPoints, 'preloadSellSteps');
    try {
      renderSellPage({ 'GET /api/concerts/7': { status: 200, body: concert } });
      await heading('List your Tickets');
      expect(preload).not.toHaveBeenCalled();
      fireEvent.focus(screen.getByRole('checkbox', { name: 'Same as registered email' }));
      expect(preload).toHaveBeenCalledTimes(1);
      fireEvent.pointerDown(screen.getByRole('checkbox', { name: /A recent booking confirmation email is needed/ }));
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      preload.mockRestore();
    }
  });

  it('are asked for again on the next focus when their download failed', async () => {
    const preload = jest.spyOn(splitPoints, 'preloadSellSteps').mockRejectedValueOnce(new Error('offline'));
    try {
      renderSellPage({ 'GET /api/concerts/7': { status: 200, body: concert } });
      await heading('List your Tickets');
      fireEvent.focus(screen.getByRole('checkbox', { name: 'Same as registered email' }));
      await act(async () => undefined);
      fireEvent.focus(screen.getByRole('checkbox', { name: 'Same as registered email' }));
      expect(preload).toHaveBeenCalledTimes(2);
    } finally {
      preload.mockRestore();
    }
  });
});
