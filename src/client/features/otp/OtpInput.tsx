import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

interface OtpInputProps {
  /** One entry per box: '' or a single digit. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Enter in any box. */
  onSubmit: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** The widest a box grows; narrower dialogs (a 320 px phone) share out their width instead. */
const BOX_PX = 48;
const GAP_PX = 8;

/** SPEC §5: one digit per box, digits only, moving on as you type, back on Backspace; a paste fills the boxes. */
export function OtpInput({ digits, onChange, onSubmit, invalid = false, describedBy }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = digits.length;

  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  /** Writes `incoming` digits from box `start` on and moves to the box after the last one written. */
  const fill = (start: number, incoming: string) => {
    const next = [...digits];
    const written = incoming.slice(0, length - start);
    [...written].forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focus(start + written.length);
  };

  const handleInput = (index: number, value: string) => {
    if (value === '') return onChange(digits.map((digit, i) => (i === index ? '' : digit)));
    let typed = value.replace(/\D/g, '');
    // The box still held its old digit, so the value is old + new (or new + old): keep the new one.
    if (digits[index] !== '' && typed.length === 2) typed = typed.replace(digits[index], '');
    if (typed !== '') fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      onChange(digits.map((digit, i) => (i === index - 1 ? '' : digit)));
      focus(index - 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    // A whole code pasted anywhere belongs from the first box.
    if (pasted !== '') fill(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <Stack
      direction="row"
      role="group"
      aria-label={`${length}-digit OTP`}
      sx={{ justifyContent: 'center', gap: `${GAP_PX}px`, width: '100%', maxWidth: length * BOX_PX + (length - 1) * GAP_PX }}
    >
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoFocus={index === 0}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => handleInput(index, event.currentTarget.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          sx={{
            // Shares the row's width: six boxes fit a 320 px phone's dialog without a sideways scroll.
            flex: '1 1 0',
            minWidth: 0,
            maxWidth: BOX_PX,
            height: 56,
            p: 0,
            font: 'inherit',
            fontSize: '1.5rem',
            textAlign: 'center',
            border: 2,
            borderColor: invalid ? 'error.main' : 'grey.300',
            borderRadius: 1,
            '&:focus': { outline: 'none', borderColor: 'primary.main' },
          }}
        />
      ))}
    </Stack>
  );
}
