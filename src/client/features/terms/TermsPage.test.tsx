import { act, screen, within } from '@testing-library/react';
import { externalLinks } from '../../app/links';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TermsPage } from './TermsPage';

const SECTION_HEADINGS = [
  'What we verify',
  'What we do not guarantee',
  'Meeting safely',
  'Prohibited uses',
  'Your account',
  'Privacy',
  'Changes and contact',
];

afterEach(() => jest.useRealTimers());

describe('TermsPage', () => {
  it('shows the title and every section as a heading, and sets the document title', () => {
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    for (const name of SECTION_HEADINGS) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(document.title).toBe('Terms and Conditions | FanTickets');
    expect(screen.getByText(/Every price on FanTickets is in Indian rupees \(₹\)/)).toBeInTheDocument();
  });

  it('says what a verified booking e-mail proves and what it does not', () => {
    renderWithProviders(<TermsPage />);
    const verified = screen.getByRole('region', { name: 'What we verify' });
    expect(within(verified).getByText(/DKIM signature/)).toBeInTheDocument();
    expect(within(verified).getByText(/does not prove that the seller still holds the tickets today/)).toBeInTheDocument();
    const notGuaranteed = screen.getByRole('region', { name: 'What we do not guarantee' });
    expect(within(notGuaranteed).getByText(/is not a party to any sale/)).toBeInTheDocument();
    expect(within(notGuaranteed).getByText(/Payment and handover happen face to face between fans/)).toBeInTheDocument();
    const safety = screen.getByRole('region', { name: 'Meeting safely' });
    expect(within(safety).getByText(/busy public place/)).toBeInTheDocument();
    expect(within(safety).getByText(/show the ticket in the ticketing provider's app/)).toBeInTheDocument();
    const prohibited = screen.getByRole('region', { name: 'Prohibited uses' });
    for (const text of [/^Touting:/, /^Listing fake, altered, duplicate/, /^Harassing/, /^Scraping/]) {
      expect(within(prohibited).getByText(text)).toBeInTheDocument();
    }
  });

  it('links the privacy policy in a new tab without an opener', () => {
    renderWithProviders(<TermsPage />);
    const link = within(screen.getByRole('region', { name: 'Privacy' })).getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', externalLinks.privacyPolicy);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives the support address as a mailto link with a subject', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('link', { name: 'support@fantickets.in' })).toHaveAttribute(
      'href',
      'mailto:support@fantickets.in?subject=Terms%20and%20Conditions',
    );
  });

  it('scrolls to a section from the contents list after 100 ms', async () => {
    renderWithProviders(<TermsPage />);
    const section = screen.getByRole('region', { name: 'Meeting safely' });
    const scrollIntoView = jest.fn();
    section.scrollIntoView = scrollIntoView;
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    jest.useFakeTimers();
    await act(async () => within(contents).getByRole('link', { name: 'Meeting safely' }).click());
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });
});
