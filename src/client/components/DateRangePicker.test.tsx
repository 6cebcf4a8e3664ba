import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { DateRange } from './dateRange';
import { DateRangePicker } from './DateRangePicker';

function Harness({ onChange, max }: { onChange: (range: DateRange) => void; max?: string }) {
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  return (
    <DateRangePicker
      today="2027-02-10"
      max={max}
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

async function openPicker(max?: string) {
  const onChange = jest.fn();
  // Skips a computed-style walk up the tree on every click: costly with MUI's styles in jsdom.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(<Harness onChange={onChange} max={max} />);
  await user.click(screen.getByRole('button', { name: 'Dates: Any dates' }));
  return { user, onChange };
}

// Found by label: a role query over a month of buttons, repeated per click, is slow in jsdom.
const day = (name: string) => screen.getByLabelText(name);

// Popover and a month of buttons in jsdom: slow on a busy two-core machine, so more room than 5 s.
jest.setTimeout(20_000);

describe('DateRangePicker', () => {
  it('opens on the current month with past days disabled', async () => {
    await openPicker();
    expect(screen.getByRole('grid', { name: 'February 2027' })).toBeInTheDocument();
    expect(day('9 February 2027')).toBeDisabled();
    expect(day('10 February 2027')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('disables days after the maximum and stops paging there', async () => {
    const { user } = await openPicker('2027-03-05');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(day('5 March 2027')).toBeEnabled();
    expect(day('6 March 2027')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('takes the first click as the start and the second as the end', async () => {
    const { user, onChange } = await openPicker();
    await user.click(day('14 February 2027'));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2027-02-14', end: null });
    await user.click(day('20 February 2027'));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2027-02-14', end: '2027-02-20' });
    expect(day('14 February 2027')).toHaveAttribute('aria-pressed', 'true');
    expect(day('20 February 2027')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Dates: 14 Feb – 20 Feb' })).toBeInTheDocument();
  });

  it('swaps the two when the second click is earlier than the first', async () => {
    const { user, onChange } = await openPicker();
    await user.click(day('20 February 2027'));
    await user.click(day('12 February 2027'));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2027-02-12', end: '2027-02-20' });
  });

  it('ignores clicks on disabled days and clears the range', async () => {
    const { user, onChange } = await openPicker();
    await user.click(day('3 February 2027'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day('14 February 2027'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: null });
  });
});

describe('DateRangePicker from the keyboard (WAI-ARIA date grid)', () => {
  const grid = (name: string) => screen.getByRole('grid', { name });
  /** The days a Tab can reach: one, the current day. */
  const tabbableDays = (name: string) => Array.from(grid(name).querySelectorAll('button[tabindex="0"]'), (button) => button.getAttribute('aria-label'));

  it('opens with the focus on today, the one day in the tab order, and moves it by day, week and row', async () => {
    const { user } = await openPicker();
    expect(day('10 February 2027')).toHaveFocus();
    expect(tabbableDays('February 2027')).toEqual(['10 February 2027']);

    await user.keyboard('{ArrowRight}');
    expect(day('11 February 2027')).toHaveFocus();
    expect(tabbableDays('February 2027')).toEqual(['11 February 2027']);
    await user.keyboard('{ArrowDown}');
    expect(day('18 February 2027')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('14 February 2027')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('20 February 2027')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(day('13 February 2027')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(day('10 February 2027')).toHaveFocus();
  });

  it('passes over days that cannot be picked: past days before, days after the maximum', async () => {
    const { user } = await openPicker('2027-03-05');
    await user.keyboard('{ArrowLeft}');
    expect(day('10 February 2027')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(day('10 February 2027')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(grid('March 2027')).toBeInTheDocument();
    expect(day('5 March 2027')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Shift>}{PageDown}{/Shift}');
    expect(day('5 March 2027')).toHaveFocus();
  });

  it('follows the focus into the month it moves to, by arrow, Page Up and Down, and Shift for a year', async () => {
    const { user } = await openPicker();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(day('28 February 2027')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(grid('March 2027')).toBeInTheDocument();
    expect(day('1 March 2027')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(grid('April 2027')).toBeInTheDocument();
    expect(day('1 April 2027')).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(day('1 February 2027')).not.toBeEnabled();
    expect(day('10 February 2027')).toHaveFocus();
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(grid('February 2028')).toBeInTheDocument();
    expect(day('10 February 2028')).toHaveFocus();
    // The month heading is a polite live region: the new month is announced as it shows.
    expect(screen.getByRole('heading', { name: 'February 2028' })).toHaveAttribute('aria-live', 'polite');
  });

  it('picks the focused day with Enter and with Space', async () => {
    const { user, onChange } = await openPicker();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2027-02-14', end: null });
    await user.keyboard('{ArrowDown}[Space]');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2027-02-14', end: '2027-02-21' });
    expect(day('21 February 2027')).toHaveFocus();
    expect(within(grid('February 2027')).getAllByRole('button', { pressed: true }).map((button) => button.getAttribute('aria-label'))).toEqual([
      '14 February 2027',
      '21 February 2027',
    ]);
  });

  it('keeps the tab order on the shown month when Previous and Next month are used', async () => {
    const { user } = await openPicker();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(tabbableDays('March 2027')).toEqual(['10 March 2027']);
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(tabbableDays('February 2027')).toEqual(['10 February 2027']);
  });
});
