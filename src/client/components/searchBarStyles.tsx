import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';

/** 'onPrimary' for the purple header, 'field' for forms and pages. */
export type SearchTone = 'onPrimary' | 'field';

/** Room on the right of the text for the clear button. */
const CLEAR_PX = 36;

/** `clearable`: the clear button shows, so the text keeps clear of it (the placeholder needs all the room). */
export const searchInputSx = (tone: SearchTone, clearable: boolean) => (theme: Theme) => ({
  width: '100%',
  pl: 2,
  pr: clearable ? `${CLEAR_PX + 4}px` : 2,
  py: 1,
  font: 'inherit',
  borderRadius: 999,
  // The browser's own clear cross has no palette colour and no name; ClearSearchButton replaces it.
  '&::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
  ...(tone === 'onPrimary'
    ? {
        border: 'none',
        color: 'common.white',
        bgcolor: alpha(theme.palette.common.white, 0.15),
        '&:hover, &:focus': { bgcolor: alpha(theme.palette.common.white, 0.25), outline: 'none' },
        '&:focus-visible': { boxShadow: `0 0 0 2px ${theme.palette.common.white}` },
        '&::placeholder': { color: 'common.white', opacity: 0.8 },
      }
    : {
        border: `1px solid ${theme.palette.grey[400]}`,
        color: 'text.primary',
        bgcolor: 'background.paper',
        '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, borderColor: 'transparent' },
        '&:disabled': { bgcolor: 'action.disabledBackground' },
      }),
});

/**
 * The "×" that empties the box, in the palette's colour for the tone, named for assistive technology. A plain
 * button: the header's search bar shares this file, and IconButton would weigh on every page.
 */
export function ClearSearchButton({ tone, onClear }: { tone: SearchTone; onClear: () => void }) {
  return (
    <Box
      component="button"
      type="button"
      aria-label="Clear search"
      // Keeps the focus in the box.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClear}
      sx={(theme: Theme) => {
        const colour = tone === 'onPrimary' ? theme.palette.common.white : theme.palette.grey[800];
        return {
          position: 'absolute',
          top: '50%',
          right: 4,
          transform: 'translateY(-50%)',
          width: CLEAR_PX - 4,
          height: CLEAR_PX - 4,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 0,
          border: 0,
          borderRadius: '50%',
          bgcolor: 'transparent',
          color: colour,
          fontSize: 20,
          lineHeight: 1,
          cursor: 'pointer',
          '&:hover': { bgcolor: alpha(colour, 0.12) },
          '&:focus-visible': { outline: `2px solid ${colour}`, outlineOffset: -2 },
        };
      }}
    >
      <span aria-hidden>×</span>
    </Box>
  );
}
