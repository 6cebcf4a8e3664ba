import { screen } from '@testing-library/react';

/** The page's headings in document order, as "level name", for comparing with the outline it should have. */
export function headingOutline(): string[] {
  return screen.getAllByRole('heading').map((heading) => {
    const level = heading.getAttribute('aria-level') ?? heading.tagName.slice(1);
    return `${level} ${heading.textContent ?? ''}`;
  });
}

/** Headings that go down more than one level from the one before (an h1 followed by an h3). */
export function skippedHeadingLevels(): string[] {
  const outline = headingOutline();
  return outline.filter((entry, i) => i > 0 && Number(entry.split(' ')[0]) > Number(outline[i - 1].split(' ')[0]) + 1);
}
