import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from './TextInput';

function Field({ helperText, error = false }: { helperText?: string; error?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Your city"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      helperText={helperText}
      error={error}
      inputProps={{ maxLength: 5 }}
    />
  );
}

describe('TextInput', () => {
  it('is found by its label and takes what is typed, within its input attributes', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Your city');
    await userEvent.type(input, 'Mumbai');
    expect(input).toHaveValue('Mumba');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows its error below the field, tied to the input for assistive technology', () => {
    render(<Field helperText="Enter your city" error />);
    const input = screen.getByLabelText('Your city');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your city');
  });
});
