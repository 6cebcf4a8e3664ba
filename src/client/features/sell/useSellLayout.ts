import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SellLayout } from './sellWizardSteps';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i;

/**
 * Mobile gets the two-part instructions: a narrow screen or a phone's browser. A phone showing the desktop
 * site (what 'Forward as attachment' needs) reports a desktop agent and a desktop width.
 */
export function useSellLayout(): SellLayout {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const mobileAgent = typeof navigator !== 'undefined' && MOBILE_AGENT.test(navigator.userAgent);
  return narrow || mobileAgent ? 'mobile' : 'desktop';
}
