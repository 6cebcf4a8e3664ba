import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyTooltip } from './LazyTooltip';

function renderTip(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  render(
    <>
      <button type="button">Before</button>
      <LazyTooltip title="Original price paid: ₹1,300 per ticket">
        <button type="button" aria-label="Original price paid">
          i
        </button>
      </LazyTooltip>
      <button type="button">After</button>
    </>,
  );
  return { user, trigger: () => screen.getByRole('button', { name: 'Original price paid' }) };
}

/** The tooltip on a clock the test moves itself. */
async function withFakeTimers(run: (tip: ReturnType<typeof renderTip>) => Promise<void>) {
  jest.useFakeTimers();
  try {
    await run(renderTip({ advanceTimers: jest.advanceTimersByTime }));
  } finally {
    jest.useRealTimers();
  }
}

describe('LazyTooltip', () => {
  it('shows its text on the first hover and hides it when the pointer leaves', async () => {
    const { user, trigger } = renderTip();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(trigger());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Original price paid: ₹1,300 per ticket');
    // The loaded Tooltip mounted its element anew under the pointer. A browser moves its hover to the new node on the
    // next frame; jsdom does not, so the test moves the pointer onto it, as that frame would.
    await user.hover(trigger());
    await user.unhover(trigger());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await user.hover(trigger());
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });

  it('keeps keyboard focus on its element while it loads, and shows its text', async () => {
    const { user, trigger } = renderTip();
    await user.tab();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Original price paid: ₹1,300 per ticket');
    expect(trigger()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('stays closed when the pointer leaves before the delay is up', () =>
    withFakeTimers(async ({ user, trigger }) => {
      await user.hover(trigger());
      // The pointer is over the element the loaded Tooltip mounted anew, as the browser's next hover update finds.
      await user.hover(trigger());
      await user.unhover(trigger());
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    }));

  it('stays closed when the pointer moves on before the browser has moved its hover to the element mounted anew', () =>
    withFakeTimers(async ({ user, trigger }) => {
      await user.hover(trigger());
      // The element under the first hover is gone; the pointer goes on to the next button before the browser's next
      // hover update, so the new element never hears it enter or leave.
      await user.hover(screen.getByRole('button', { name: 'After' }));
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    }));

  it('closes when the pointer moves on after the first hover opened it, though the element mounted anew never saw it', () =>
    withFakeTimers(async ({ user, trigger }) => {
      await user.hover(trigger());
      act(() => jest.advanceTimersByTime(150));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Original price paid: ₹1,300 per ticket');
      await user.hover(screen.getByRole('button', { name: 'After' }));
      // Closed: then the fade-out's own timer.
      act(() => jest.advanceTimersByTime(500));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    }));

  it('closes by itself after a first touch opened it', () =>
    withFakeTimers(async ({ user, trigger }) => {
      await user.pointer({ keys: '[TouchA]', target: trigger() });
      act(() => jest.advanceTimersByTime(150));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Original price paid: ₹1,300 per ticket');
      act(() => jest.advanceTimersByTime(1500));
      // Closed: then the fade-out's own timer.
      act(() => jest.advanceTimersByTime(500));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    }));
});
