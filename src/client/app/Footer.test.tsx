import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { Footer } from './Footer';
import { externalLinks } from './links';

describe('Footer', () => {
  it('has quick links and company links', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'List Tickets' })).toHaveAttribute('href', '/sell-tickets');
    expect(within(footer).getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/explore');
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  });

  it.each([
    ['Privacy Policy', externalLinks.privacyPolicy],
    ['Instagram', externalLinks.instagram],
    // Named by its visible text (WCAG 2.5.3: the name contains the label); it used to be 'Twitter (X)'.
    ['X (Twitter)', externalLinks.twitter],
    ['Facebook', externalLinks.facebook],
    ['Download on the App Store', externalLinks.appStore],
    ['Get it on Google Play', externalLinks.playStore],
  ])('opens %s in a new tab without an opener', (name, href) => {
    renderWithProviders(<Footer />);
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
