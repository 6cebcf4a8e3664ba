import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { startFakeClock, tick } from '../../test/fakeClock';
import { memoryStorage } from '../../test/memoryStorage';
import { aConcert } from '../events/test/concertFixtures';
import { selectRehydrated } from '../../app/store';
import { DESKTOP_SITE_HINT } from './InstructionSteps';
import { renderSellPage, renderWizardAt } from './test/renderSellPage';

jest.setTimeout(20_000);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });

function pretendNarrowScreen() {
  const query = { matches: true, addListener: jest.fn(), removeListener: jest.fn(), addEventListener: jest.fn(), removeEventListener: jest.fn() };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  jest.useRealTimers();
});

describe('instruction steps', () => {
  it('has four steps on a phone-sized screen', async () => {
    pretendNarrowScreen();
    renderSellPage({ 'GET /api/concerts/7': { status: 200, body: aConcert() } });
    await heading('List your Tickets');
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('splits the instructions in two on mobile, telling the seller to request the desktop site first', async () => {
    renderWizardAt({ stepIndex: 1, layout: 'mobile' });
    await heading('Forward Confirmation Email - Part 1');
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByText(DESKTOP_SITE_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I've forwarded the email" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Forward Confirmation Email - Part 2');
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I've forwarded the email" })).toBeInTheDocument();
    expect(screen.getByText('verify@localhost')).toBeInTheDocument();
  });

  it('lets the seller dismiss the desktop-site hint for good', async () => {
    const storage = memoryStorage();
    const first = renderWizardAt({ stepIndex: 1, layout: 'mobile', storage });
    await heading('Forward Confirmation Email - Part 1');
    const hint = await screen.findByText(DESKTOP_SITE_HINT);
    await first.user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(hint).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy subject' })).toBeInTheDocument();
    await waitFor(() => expect([...storage.items.values()].join()).toContain('sell-desktop-site'));
    first.unmount();

    const next = renderWizardAt({ stepIndex: 1, layout: 'mobile', storage });
    await heading('Forward Confirmation Email - Part 1');
    await waitFor(() => expect(selectRehydrated(next.store.getState())).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByText(DESKTOP_SITE_HINT)).not.toBeInTheDocument();
  });

  it("uses the server's mailbox address when it gives one", async () => {
    renderWizardAt({ stepIndex: 1, routes: { 'GET /api/verification-mailbox': { status: 200, body: { address: 'verify@fantickets.in' } } } });
    expect(await screen.findByText('verify@fantickets.in')).toBeInTheDocument();
  });

  it("copies the subject and shows 'Copied' for 2 seconds", async () => {
    startFakeClock();
    renderWizardAt({ stepIndex: 1 });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    // The subject comes with the provider's definition (GET /api/providers).
    const copy = await screen.findByRole('button', { name: 'Copy subject' });
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith('Booking Confirmed - Coldplay: Music of the Spheres - Booking ID');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await tick(1900);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await tick(100);
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy subject' })).toBeInTheDocument();
  });
});
