import { act, screen, waitFor, within } from '@testing-library/react';
import { selectRehydrated } from '../../app/store';
import { memoryStorage } from '../../test/memoryStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HomePage } from './HomePage';
import { HOW_IT_WORKS_STEPS } from './howItWorksSteps';
import { WELCOME_DISMISSED_COOKIE } from './WelcomeHint';

const HINT = 'New to FanTickets? How it works in 4 steps';

// The whole landing page per render: slow on a busy two-core machine.
jest.setTimeout(20_000);

afterEach(() => {
  jest.useRealTimers();
  document.cookie = `${WELCOME_DISMISSED_COOKIE}=; Max-Age=0; Path=/`;
});

describe('first-visit welcome on the home page', () => {
  it("welcomes a first visitor under the intro, naming the count of 'How It Works' steps and drawing them once, there", async () => {
    renderWithProviders(<HomePage />, { storage: memoryStorage() });
    const hint = await screen.findByRole('complementary', { name: HINT });
    expect(within(hint).queryAllByRole('listitem')).toHaveLength(0);
    const howItWorks = within(screen.getByRole('heading', { name: 'How It Works' }).closest('section')!);
    const titles = HOW_IT_WORKS_STEPS.map((step) => step.title);
    expect(howItWorks.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(titles);
    expect(HINT).toContain(`in ${titles.length} steps`);
    for (const title of titles) expect(screen.getAllByText(title)).toHaveLength(1);
    // In the page's order: after the page's title, before the rest of the page.
    const intro = screen.getByRole('heading', { level: 1 });
    expect(intro.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is dismissed with 'Dismiss welcome', and stays gone on the next visit from the same browser", async () => {
    const storage = memoryStorage();
    const first = renderWithProviders(<HomePage />, { storage });
    await first.user.click(within(await screen.findByRole('complementary', { name: HINT })).getByRole('button', { name: 'Dismiss welcome' }));
    expect(screen.queryByRole('complementary', { name: HINT })).not.toBeInTheDocument();
    await waitFor(() => expect([...storage.items.values()].join()).toContain('home-welcome'));
    expect(document.cookie).toContain(`${WELCOME_DISMISSED_COOKIE}=`);
    first.unmount();

    const next = renderWithProviders(<HomePage />, { storage });
    // Gone from the first render on, before the stored list is even back: the page below it never moves.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: HINT })).not.toBeInTheDocument();
    await waitFor(() => expect(selectRehydrated(next.store.getState())).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('complementary', { name: HINT })).not.toBeInTheDocument();
  });

  it('is there from the first render for a first visitor, before the stored list is back', async () => {
    const { store } = renderWithProviders(<HomePage />, { storage: memoryStorage() });
    expect(screen.getByRole('complementary', { name: HINT })).toBeInTheDocument();
    // And still there once it is back.
    await waitFor(() => expect(selectRehydrated(store.getState())).toBe(true));
    expect(screen.getByRole('complementary', { name: HINT })).toBeInTheDocument();
  });

  it("scrolls to 'How It Works' after 100 ms from 'See the details', and stays", async () => {
    renderWithProviders(<HomePage />);
    const heading = screen.getByRole('heading', { name: 'How It Works' });
    const scrollIntoView = jest.fn();
    heading.scrollIntoView = scrollIntoView;
    jest.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'See the details' }).click());
    act(() => jest.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('complementary', { name: HINT })).toBeInTheDocument();
  });
});
