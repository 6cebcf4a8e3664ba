// Apart from the section (HowItWorks.tsx, below the fold, loaded after the top of the page): the first-visit hint at
// the top names their count.

/** The section heading's id, which the first-visit hint scrolls to. */
export const HOW_IT_WORKS_ID = 'how-it-works';

/** SPEC §2: the four steps of buying, drawn once, in 'How It Works'. */
export const HOW_IT_WORKS_STEPS = [
  { title: 'Search for your event', text: 'Find the concert, match or festival you want with the search bar or on Explore Events.' },
  {
    title: 'Choose verified tickets',
    text: 'Every listing is checked against its original booking email, so you know the tickets are real.',
  },
  { title: 'Contact the seller', text: 'Reach the seller directly, preferably someone from your own city.' },
  { title: 'Meet the seller', text: 'Meet face to face and complete the exchange. No scalpers, no middlemen.' },
];
