import { createTheme } from '@mui/material/styles';

/** SPEC §1 brand palette. */
export const brand = {
  purple: '#551494',
  purpleLight: '#F8F1FF',
  orange: '#FF6D00',
  orangeLight: '#fdede1',
  grey500: '#757575',
  grey800: '#212121',
} as const;

export const theme = createTheme({
  palette: {
    primary: { main: brand.purple, light: brand.purpleLight, contrastText: '#ffffff' },
    // White on the brand orange is 2.8:1, below WCAG AA; the dark grey is 5.7:1.
    secondary: { main: brand.orange, light: brand.orangeLight, contrastText: brand.grey800 },
    grey: { 500: brand.grey500, 800: brand.grey800 },
    text: { primary: brand.grey800, secondary: brand.grey500 },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
