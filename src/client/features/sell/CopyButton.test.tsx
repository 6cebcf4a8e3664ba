import { act, fireEvent, screen } from '@testing-library/react';
import { startFakeClock, tick } from '../../test/fakeClock';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  afterEach(() => jest.useRealTimers());

  it("announces 'Copied' in a polite status for as long as the label says it", async () => {
    startFakeClock();
    renderWithProviders(<CopyButton text="verify@fantickets.in" label="Copy address" />);
    // After the render: its user-event setup puts a clipboard of its own in place.
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(writeText).toHaveBeenCalledWith('verify@fantickets.in');
    expect(status).toHaveTextContent(/^Copied$/);
    await tick(2000);
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
  });

  it('announces nothing when the clipboard refuses', async () => {
    renderWithProviders(<CopyButton text="x" label="Copy subject" />);
    const writeText = jest.fn(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy subject' })));
    expect(writeText).toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Copy subject' })).toBeInTheDocument();
  });
});
