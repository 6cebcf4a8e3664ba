import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TicketListing } from '../../../shared/entities';
import type { PriceCapPercent } from '../../../shared/fairPrice';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { ListingDetailsForm } from './ListingDetailsForm';
import { aListing } from './test/listingFixtures';

/** Four tickets bought at ₹1,00,00,000 each by default, so the SPEC §5 price limit binds before the cap does. */
function renderForm(overrides: Partial<TicketListing> = {}, priceCapPercent: PriceCapPercent = 20) {
  const onSubmit = jest.fn(async () => undefined);
  const server = routeFetch({ 'GET /api/listing-rules': { status: 200, body: { priceCapPercent } } });
  const listing = aListing({ verifiedTicketQuantity: 4, verifiedAmountPaid: 40_000_000, ...overrides });
  const view = renderWithProviders(<ListingDetailsForm listing={listing} submitLabel="Save changes" onSubmit={onSubmit} />, {
    transport: { fetchFn: server.fetchFn },
  });
  return { ...view, onSubmit, server };
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save changes' }));

describe('ListingDetailsForm', () => {
  it('shows the first failing rule of each field just past its limit', async () => {
    const { user, onSubmit } = renderForm();
    fill({
      'Number of tickets': '5',
      'Price per ticket (₹)': '10000001',
      'Seat category': 'x'.repeat(101),
      'Your city': 'y'.repeat(51),
    });
    await submit(user);
    expect(await screen.findByText('Number of tickets must be between 1 and 4')).toBeInTheDocument();
    expect(screen.getByText('Price must be less than 10,000,000 INR')).toBeInTheDocument();
    expect(screen.getByText('Seat details cannot exceed 100 characters')).toBeInTheDocument();
    expect(screen.getByText('City cannot exceed 50 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is required, and clears an error as soon as its field is edited', async () => {
    const { user } = renderForm();
    fill({ 'Number of tickets': '', 'Price per ticket (₹)': '', 'Seat category': '' });
    await submit(user);
    expect(await screen.findByText('Please enter the number of tickets')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Seat details are required')).toBeInTheDocument();
    fill({ 'Number of tickets': '0' });
    expect(screen.queryByText('Please enter the number of tickets')).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('Number of tickets must be between 1 and 4')).toBeInTheDocument();
  });

  it('accepts every field at its limit and sends the details', async () => {
    const { user, onSubmit } = renderForm();
    fill({
      'Number of tickets': '4',
      'Price per ticket (₹)': '10000000',
      'Seat category': 's'.repeat(100),
      'Your city': 'c'.repeat(50),
      'Additional details': '',
    });
    await user.click(within(screen.getByRole('radiogroup', { name: 'Is the price negotiable?' })).getByLabelText('No'));
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      quantity: 4,
      price: 10_000_000,
      verifiedSeat: 's'.repeat(100),
      verifiedAdditionalDetails: null,
      sellerCity: 'c'.repeat(50),
      negotiable: false,
      wantsExchange: false,
    });
  });

  describe('fair prices', () => {
    /** Two tickets bought for ₹5,000: ₹2,500 each. */
    const twoAt2500 = { verifiedTicketQuantity: 2, verifiedAmountPaid: 5000, price: 2500, quantity: 2 };
    const cap = 'The highest price you can ask is ₹3,000 per ticket: 20% over the face value of ₹2,500.';

    it('shows the face value per ticket, the markup as the price changes, and the highest price allowed', async () => {
      renderForm(twoAt2500);
      expect(screen.getByText('Face value ₹2,500 per ticket')).toBeInTheDocument();
      expect(screen.getByText('At face value')).toBeInTheDocument();
      expect(await screen.findByText('You can ask up to ₹3,000 per ticket (20% over face value).')).toBeInTheDocument();
      fill({ 'Price per ticket (₹)': '2875' });
      expect(screen.getByText('+15% over face value')).toBeInTheDocument();
      fill({ 'Price per ticket (₹)': '2300' });
      expect(screen.getByText('8% below face value')).toBeInTheDocument();
    });

    it('refuses a price over the cap before sending, in the words the server uses', async () => {
      const { user, onSubmit } = renderForm(twoAt2500);
      await screen.findByText('You can ask up to ₹3,000 per ticket (20% over face value).');
      fill({ 'Price per ticket (₹)': '123456' });
      await submit(user);
      expect(await screen.findByText(cap)).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
      fill({ 'Price per ticket (₹)': '3000' });
      await submit(user);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: 3000 })));
    });

    it('refuses ₹0', async () => {
      const { user, onSubmit } = renderForm(twoAt2500);
      fill({ 'Price per ticket (₹)': '0' });
      await submit(user);
      expect(await screen.findByText('Price must be at least ₹1')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('leaves the price to the SPEC §5 limits when the server has the cap off', async () => {
      const { user, onSubmit, server } = renderForm(twoAt2500, null);
      await waitFor(() => expect(server.calls.map((c) => c.path)).toContain('/api/listing-rules'));
      expect(screen.queryByText(/You can ask up to/)).not.toBeInTheDocument();
      fill({ 'Price per ticket (₹)': '123456' });
      expect(screen.getByText('+4838% over face value')).toBeInTheDocument();
      await submit(user);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: 123456 })));
    });
  });

  it("tells the seller that the booking's seat text stays visible to buyers", () => {
    renderForm({ bookingSeat: 'Silver - Row K', verifiedSeat: 'Silver - Row K' });
    expect(screen.getByText('From the booking: Silver - Row K. Buyers see this too when you change the seat text.')).toBeInTheDocument();
  });
});
