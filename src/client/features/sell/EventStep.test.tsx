import { fireEvent, screen } from '@testing-library/react';
import { aConcert, pageOf } from '../events/test/concertFixtures';
import { TERMS_LABEL } from './TermsCheckbox';
import { renderSellPage } from './test/renderSellPage';

jest.setTimeout(20_000);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
const continueButton = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const senderEmail = () => screen.getByLabelText('Sender email');

describe("step 1, 'List your Tickets'", () => {
  it('says what is missing; a searched event shows as a tile, with no terms for a non-booking-site event', async () => {
    const festival = aConcert({ concertId: 8, concertName: 'Lollapalooza India', expectedDkimDomain: 'district.in' });
    renderSellPage({ 'GET /api/concerts/search/Lolla': { status: 200, body: pageOf([festival]) } }, '/sell-tickets');
    await heading('List your Tickets');
    continueButton();
    expect(await screen.findByText('Please select an event')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    fireEvent.change(senderEmail(), { target: { value: 'not-an-email' } });
    const search = screen.getByRole('combobox', { name: 'Event' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'Lolla' } });
    fireEvent.click(await screen.findByRole('option', { name: /Lollapalooza India/ }));
    expect(screen.getByRole('button', { name: 'Remove Lollapalooza India' })).toBeInTheDocument();
    expect(screen.queryByText('Please select an event')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: TERMS_LABEL })).not.toBeInTheDocument();
    continueButton();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("ties 'Event' to its box, and its refusal to the box, announced once", async () => {
    const festival = aConcert({ concertId: 8, concertName: 'Lollapalooza India', expectedDkimDomain: 'district.in' });
    renderSellPage({ 'GET /api/concerts/search/Lolla': { status: 200, body: pageOf([festival]) } }, '/sell-tickets');
    await heading('List your Tickets');
    const box = screen.getByLabelText('Event');
    expect(box).toBe(screen.getByRole('combobox', { name: 'Event' }));
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAccessibleDescription();

    const eventAlerts = () => screen.queryAllByRole('alert').filter((alert) => alert.textContent === 'Please select an event');
    continueButton();
    const refusal = await screen.findByText('Please select an event');
    expect(eventAlerts()).toEqual([refusal]);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please select an event');

    // Continue again: the same alert stays in place (a new one would be read out again), and there is one.
    continueButton();
    await screen.findByText('Email is required');
    expect(eventAlerts()).toEqual([refusal]);
    expect(screen.getAllByText('Please select an event')).toHaveLength(1);

    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Lolla' } });
    fireEvent.click(await screen.findByRole('option', { name: /Lollapalooza India/ }));
    expect(screen.queryByText('Please select an event')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAccessibleDescription();
  });

  it("fills and locks the e-mail with 'Same as registered email', and asks booking-site sellers for a recent e-mail", async () => {
    renderSellPage({ 'GET /api/concerts/7': { status: 200, body: aConcert() } });
    await heading('List your Tickets');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as registered email' }));
    expect(senderEmail()).toHaveValue('asha@example.in');
    expect(senderEmail()).toBeDisabled();
    continueButton();
    expect(await screen.findByText('Check this box if you have a recent confirmation email.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('checkbox', { name: TERMS_LABEL })).toHaveAccessibleDescription('Check this box if you have a recent confirmation email.');
    expect(screen.getByRole('checkbox', { name: TERMS_LABEL })).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
    expect(screen.getByRole('checkbox', { name: TERMS_LABEL })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Check this box if you have a recent confirmation email.')).not.toBeInTheDocument();
    continueButton();
    expect(await heading('Verify Ticket Ownership')).toBeInTheDocument();
  });
});
