import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aConcert, pageOf } from '../events/test/concertFixtures';
import { aListing } from '../listings/test/listingFixtures';
import { renderSellPage, renderWizardAt } from './test/renderSellPage';

jest.setTimeout(20_000);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
const click = (name: string, within_: HTMLElement = document.body) => fireEvent.click(within(within_).getByRole('button', { name }));
/** The wizard's polite live region: what a screen reader is told as a step begins. */
const announcer = () => document.querySelector<HTMLElement>('[aria-live="polite"]');

/** Spies on scrollIntoView, to see which element was brought into view. */
function watchScrolls() {
  const spy = jest.spyOn(Element.prototype, 'scrollIntoView');
  return { scrolledTo: () => spy.mock.contexts as Element[], restore: () => spy.mockRestore() };
}

describe('the sell wizard moves the reader with it (issue 42)', () => {
  it('starts each step at the top with the focus on its heading, says "Step n of m: …" and names the tab', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    try {
      renderSellPage({ 'GET /api/concerts/7': { status: 200, body: aConcert() } });
      const first = await heading('List your Tickets');
      await waitFor(() => expect(document.title).toBe('List your Tickets (step 1 of 3) | FanTickets'));
      // Arriving on the page is the page's business: nothing is said and the focus is left alone.
      expect(announcer()).toHaveTextContent('');
      expect(first).not.toHaveFocus();

      fireEvent.click(screen.getByRole('checkbox', { name: 'Same as registered email' }));
      fireEvent.click(screen.getByRole('checkbox', { name: /A recent booking confirmation email is needed/ }));
      scrollTo.mockClear();
      click('Continue');

      const second = await heading('Verify Ticket Ownership');
      await waitFor(() => expect(second).toHaveFocus());
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(announcer()).toHaveTextContent('Step 2 of 3: Verify Ticket Ownership');
      expect(document.title).toBe('Verify Ticket Ownership (step 2 of 3) | FanTickets');

      scrollTo.mockClear();
      click('Back');
      const back = await heading('List your Tickets');
      await waitFor(() => expect(back).toHaveFocus());
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(announcer()).toHaveTextContent('Step 1 of 3: List your Tickets');
      expect(document.title).toBe('List your Tickets (step 1 of 3) | FanTickets');
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('counts the phone layout\'s four steps in what it says', async () => {
    renderWizardAt({ stepIndex: 1, layout: 'mobile' });
    await heading('Forward Confirmation Email - Part 1');
    click('Next');
    const part2 = await heading('Forward Confirmation Email - Part 2');
    await waitFor(() => expect(part2).toHaveFocus());
    expect(announcer()).toHaveTextContent('Step 3 of 4: Forward Confirmation Email - Part 2');
  });

  it('brings the first refused field of step 1 into view and focuses it', async () => {
    const scrolls = watchScrolls();
    try {
      renderSellPage({}, '/sell-tickets');
      await heading('List your Tickets');
      click('Continue');
      const box = screen.getByRole('combobox', { name: 'Event' });
      await waitFor(() => expect(box).toHaveFocus());
      expect(box).toHaveAccessibleDescription('Please select an event');
      expect(scrolls.scrolledTo()).toEqual([box]);
    } finally {
      scrolls.restore();
    }
  });

  it("brings a failed Save's message into view and focuses it, each time it fails", async () => {
    const scrolls = watchScrolls();
    const refusal = 'The price can be at most ₹1,17,600 per ticket.';
    try {
      renderWizardAt({
        stepIndex: 2,
        values: { listing: aListing() },
        routes: { 'PUT /api/ticketListing/31': { status: 422, body: { error: refusal } } },
      });
      await heading('Your tickets are listed!');
      click('Save and view event');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(refusal);
      await waitFor(() => expect(alert).toHaveFocus());
      expect(scrolls.scrolledTo()).toEqual([alert]);

      click('Save and view event');
      await waitFor(() => expect(scrolls.scrolledTo()).toHaveLength(2));
      const again = screen.getByRole('alert');
      expect(again).toHaveFocus();
      expect(scrolls.scrolledTo()[1]).toBe(again);
    } finally {
      scrolls.restore();
    }
  });

  it('brings the first refused detail into view and focuses it when the form refuses the Save itself', async () => {
    const scrolls = watchScrolls();
    try {
      renderWizardAt({ stepIndex: 2, values: { listing: aListing() }, routes: { 'GET /api/listing-rules': { status: 200, body: { priceCapPercent: 20 } } } });
      await heading('Your tickets are listed!');
      fireEvent.change(screen.getByLabelText('Number of tickets'), { target: { value: '' } });
      fireEvent.change(screen.getByLabelText('Price per ticket (₹)'), { target: { value: '' } });
      click('Save and view event');
      const quantity = screen.getByLabelText('Number of tickets');
      await waitFor(() => expect(quantity).toHaveFocus());
      expect(quantity).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Price per ticket (₹)')).toHaveAttribute('aria-invalid', 'true');
      expect(scrolls.scrolledTo()).toEqual([quantity]);
    } finally {
      scrolls.restore();
    }
  });

  it("keeps the focus on the event tile's Remove once an event is picked, and returns it to the box on Remove", async () => {
    const festival = aConcert({ concertId: 8, concertName: 'Lollapalooza India', expectedDkimDomain: 'district.in' });
    renderSellPage({ 'GET /api/concerts/search/Lolla': { status: 200, body: pageOf([festival]) } }, '/sell-tickets');
    await heading('List your Tickets');
    const box = screen.getByRole('combobox', { name: 'Event' });
    box.focus();
    fireEvent.change(box, { target: { value: 'Lolla' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: /Lollapalooza India/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });

    const remove = await screen.findByRole('button', { name: 'Remove Lollapalooza India' });
    await waitFor(() => expect(remove).toHaveFocus());
    fireEvent.click(remove);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Event' })).toHaveFocus());
  });
});
