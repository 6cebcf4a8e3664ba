import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ListingDetailsForm } from './ListingDetailsForm';
import { aListing } from './test/listingFixtures';

function renderForm() {
  const onSubmit = jest.fn(async () => undefined);
  const view = renderWithProviders(
    <ListingDetailsForm listing={aListing({ verifiedTicketQuantity: 4 })} submitLabel="Save changes" onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
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
});
