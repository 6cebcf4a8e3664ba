import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

// Disabled MUI buttons have pointer-events: none; skip that check so the click really reaches the button.
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Button', () => {
  it('gives its ref the button element, so a popover can anchor to it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Dates: Any dates</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Dates: Any dates' }));
  });

  it('calls onClick when clicked', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>List Tickets</Button>);
    await user().click(screen.getByRole('button', { name: 'List Tickets' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("replaces the label with 'Loading...' and ignores clicks while loading", async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Verify
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(screen.queryByText('Verify')).not.toBeInTheDocument();
    await user().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores clicks while disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    await user().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'white', 'danger', 'success'];
  const sizes: ButtonSize[] = ['small', 'medium', 'large', 'xlarge'];

  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    'renders the %s variant at %s size',
    (variant, size) => {
      render(
        <Button variant={variant} size={size}>
          Go
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
    },
  );
});
