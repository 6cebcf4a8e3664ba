import { screen, waitFor, within } from '@testing-library/react';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { MarkAsSoldModal } from './MarkAsSoldModal';
import { aListing } from './test/listingFixtures';

const QUESTION = "We are glad you've sold them! Where did you sell them?";
const WARNING = 'Are you sure you want to mark these tickets as sold? This action cannot be undone.';

function renderModal(reply: Route = { status: 200, body: aListing({ ticketStatus: 'SOLD' }) }) {
  const server = routeFetch({ 'PATCH /api/ticketListing/31/status': reply });
  const onClose = jest.fn();
  const view = renderWithProviders(<MarkAsSoldModal listing={aListing()} onClose={onClose} />, {
    transport: { fetchFn: server.fetchFn, retryDelaysMs: [] },
  });
  const dialog = within(screen.getByRole('dialog'));
  return { ...view, server, onClose, dialog };
}

describe('MarkAsSoldModal', () => {
  it('asks where, warns for a sale on the product, and Cancel returns to the question', async () => {
    const { user, dialog, onClose } = renderModal();
    expect(dialog.getByText(QUESTION)).toBeInTheDocument();
    await user.click(dialog.getByText('Sold on FanTickets'));
    expect(dialog.getByText(WARNING)).toBeInTheDocument();
    await user.click(dialog.getByText('Cancel'));
    expect(dialog.getByText(QUESTION)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the focus on what each step asks about, never dropping it to the dialog', async () => {
    const { user, dialog } = renderModal();
    await user.click(dialog.getByRole('button', { name: 'Sold Elsewhere' }));
    expect(dialog.getByRole('radio', { name: 'Reddit' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(dialog.getByRole('button', { name: 'Sold Elsewhere' })).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Sold on FanTickets' }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dialog.getByRole('button', { name: 'Sold on FanTickets' })).toHaveFocus();
  });

  it("names the product: 'Sold on FanTickets', not a placeholder", () => {
    const { dialog } = renderModal();
    expect(dialog.getByRole('button', { name: 'Sold on FanTickets' })).toBeInTheDocument();
    expect(dialog.queryByText(/the product/)).not.toBeInTheDocument();
  });

  it('offers a way out on the first question: Cancel closes it, and so does Escape, marking nothing', async () => {
    const first = renderModal();
    await first.user.click(first.dialog.getByRole('button', { name: 'Cancel' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    first.unmount();

    const second = renderModal();
    await second.user.keyboard('{Escape}');
    expect(second.onClose).toHaveBeenCalledTimes(1);
    expect(second.server.calls).toHaveLength(0);
    expect(first.server.calls).toHaveLength(0);
  });

  it("confirms a sale on the product as PLATFORM, says 'Tickets marked as sold' and closes", async () => {
    const { user, dialog, server, onClose } = renderModal();
    await user.click(dialog.getByText('Sold on FanTickets'));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await findToast('Tickets marked as sold');
    expect(Object.fromEntries(server.calls[0].query)).toEqual({ status: 'SOLD', source: 'PLATFORM' });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the five places with Submit disabled until one is chosen, then sends it', async () => {
    const { user, dialog, server } = renderModal();
    await user.click(dialog.getByText('Sold Elsewhere'));
    expect(dialog.getAllByRole('radio')).toHaveLength(5);
    expect(dialog.getByText(WARNING)).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(dialog.getByLabelText('Instagram'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(server.calls[0]?.query.get('source')).toBe('INSTAGRAM'));
  });

  it("says 'Failed to mark tickets as sold' when the server refuses", async () => {
    const { user, dialog } = renderModal({ status: 409, body: { error: 'This listing is already sold' } });
    await user.click(dialog.getByText('Sold on FanTickets'));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await findToast('Failed to mark tickets as sold');
  });
});
