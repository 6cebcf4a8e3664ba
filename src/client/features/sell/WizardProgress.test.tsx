import { render, screen } from '@testing-library/react';
import { WizardProgress } from './WizardProgress';

describe('the wizard progress bar', () => {
  it('names the step and tells how far along it is', () => {
    render(<WizardProgress step={2} total={3} />);
    const bar = screen.getByRole('progressbar', { name: 'Step 2 of 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '67');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.firstElementChild).toHaveStyle({ width: '67%' });
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });
});
