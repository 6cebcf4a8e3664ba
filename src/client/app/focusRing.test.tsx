import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import { ThemeProvider } from '@mui/material/styles';
import { contrastRatio } from '../../shared/contrast';
import { Button } from '../components/Button';
import { brand, FOCUS_RING_VAR, onPurpleSx, theme } from './theme';

const RING = `2px solid var(${FOCUS_RING_VAR}, ${brand.purple})`;

describe('the keyboard focus ring', () => {
  it('rings each MUI control reached by Tab, and only while it has the focus', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <Button>Continue</Button>
        <IconButton aria-label="Next Popular Events">›</IconButton>
        <Chip label="Comedy" clickable onClick={() => undefined} />
      </ThemeProvider>,
    );
    const names = ['Continue', 'Next Popular Events', 'Comedy'];
    for (const name of names) expect(getComputedStyle(screen.getByRole('button', { name })).outline).not.toBe(RING);
    for (const name of names) {
      await user.tab();
      expect(screen.getByRole('button', { name })).toHaveFocus();
      expect(getComputedStyle(screen.getByRole('button', { name })).outline).toBe(RING);
    }
    await user.tab();
    expect(getComputedStyle(screen.getByRole('button', { name: 'Comedy' })).outline).not.toBe(RING);
  });

  it("rings a slider's thumb", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <Slider aria-label="Minimum price" defaultValue={10} />
      </ThemeProvider>,
    );
    const thumb = () => screen.getByRole('slider', { name: 'Minimum price' }).parentElement as HTMLElement;
    expect(getComputedStyle(thumb()).outline).not.toBe(RING);
    await user.tab();
    expect(getComputedStyle(thumb()).outline).toBe(RING);
  });

  it('is white on a purple surface', () => {
    render(
      <ThemeProvider theme={theme}>
        <Box data-testid="purple" sx={onPurpleSx} />
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByTestId('purple')).getPropertyValue(FOCUS_RING_VAR)).toBe('#ffffff');
  });

  it('stands out at 3:1 or more (WCAG 1.4.11) from every surface it is drawn on', () => {
    const { palette } = theme;
    for (const surface of [palette.background.default, palette.background.paper, palette.primary.light, palette.secondary.light]) {
      expect(contrastRatio(brand.purple, surface)).toBeGreaterThanOrEqual(3);
    }
    expect(contrastRatio(onPurpleSx[FOCUS_RING_VAR], palette.primary.main)).toBeGreaterThanOrEqual(3);
  });
});
