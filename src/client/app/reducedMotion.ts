/** The fan's device asks for less motion (an OS setting browsers pass on). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * How a scripted scroll moves: smoothly, or in one jump when less motion is asked for. A style sheet cannot reach a
 * scroll that a script starts with `behavior: 'smooth'`, so each such call asks here.
 */
export function scrollBehavior(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): ScrollBehavior {
  return win?.matchMedia?.(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}

/**
 * CSS for the theme's baseline: with less motion asked for, transitions (a dialog's fade, a drawer's slide) and
 * animations that end finish at once. MUI sets their durations inline as it runs them; only !important outranks that.
 */
export const reducedMotionCss = {
  [`@media ${REDUCED_MOTION_QUERY}`]: {
    '*, *::before, *::after': {
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      animationDuration: '0s !important',
      animationDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;
