import { createTheme } from '@mui/material/styles';
import { reducedMotionCss } from './reducedMotion';

/** SPEC §1 brand palette. */
export const brand = {
  purple: '#551494',
  purpleLight: '#F8F1FF',
  /** The brand orange: for fills and strokes that carry no text (gradients, borders, icons). */
  orange: '#FF6D00',
  /** The brand hue darkened for text and for fills under white text: 5.3:1 on white, 4.7:1 on orangeLight. */
  orangeDark: '#B24C00',
  orangeLight: '#fdede1',
  grey500: '#757575',
  /** Secondary text: #757575 is 4.0-4.2:1 on the tinted sections; this grey is 5.4:1 or more on each. */
  grey700: '#616161',
  grey800: '#212121',
} as const;

/**
 * The keyboard focus ring of every MUI control (ButtonBase: buttons, icon buttons, chips, menu items, checkboxes) and
 * slider thumb: purple 2 px clear of the control, or white where a purple surface sets `--focus-ring`.
 */
export const FOCUS_RING_VAR = '--focus-ring';
export const focusRingSx = { outline: `2px solid var(${FOCUS_RING_VAR}, ${brand.purple})`, outlineOffset: 2 } as const;
/** For a purple surface (the header, a purple section): its controls' rings turn white. */
export const onPurpleSx = { [FOCUS_RING_VAR]: '#ffffff' } as const;

export const theme = createTheme({
  palette: {
    primary: { main: brand.purple, light: brand.purpleLight, contrastText: '#ffffff' },
    // White on the brand orange is 2.8:1, below WCAG AA (4.5:1): text and filled buttons take the darker orange.
    secondary: { main: brand.orangeDark, light: brand.orangeLight, contrastText: '#ffffff' },
    grey: { 500: brand.grey500, 700: brand.grey700, 800: brand.grey800 },
    text: { primary: brand.grey800, secondary: brand.grey700 },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: { styleOverrides: reducedMotionCss },
    // MUI marks keyboard focus with a faint ripple or tint only, and none on a ripple-less control: a ring shows on all.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRingSx } } },
    MuiSlider: { styleOverrides: { thumb: { '&.Mui-focusVisible': focusRingSx } } },
  },
});
