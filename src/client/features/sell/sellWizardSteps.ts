/** SPEC §2 sell page steps. Mobile splits the instructions in two, because each half needs the whole screen. */
export type SellStepKey = 'event' | 'verify' | 'forwardPart1' | 'forwardPart2' | 'details';
export type SellMode = 'create' | 'edit';
export type SellLayout = 'desktop' | 'mobile';

const STEP_SETS: Record<SellMode, Record<SellLayout, readonly SellStepKey[]>> = {
  create: {
    desktop: ['event', 'verify', 'details'],
    mobile: ['event', 'forwardPart1', 'forwardPart2', 'details'],
  },
  edit: { desktop: ['details'], mobile: ['details'] },
};

export function stepsFor(mode: SellMode, layout: SellLayout): readonly SellStepKey[] {
  return STEP_SETS[mode][layout];
}

export const STEP_TITLES: Record<SellStepKey, string> = {
  event: 'List your Tickets',
  verify: 'Verify Ticket Ownership',
  forwardPart1: 'Forward Confirmation Email - Part 1',
  forwardPart2: 'Forward Confirmation Email - Part 2',
  details: 'Your tickets are listed!',
};
