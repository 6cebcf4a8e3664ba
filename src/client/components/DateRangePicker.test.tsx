import { useState } from 'react';
import { render, screen } from '@testing-library/react';
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
