import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { jsonResponse, testUser } from '../test/fakeFetch';
import { App } from './App';

const WELCOME = "Welcome to India's largest fan-first community";

describe('App shell', () => {
  it('shows the welcome loader while the first session check runs, then the page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const { store } = renderWithProviders(<App />, { transport: { fetchFn: () => pending } });

    expect(screen.getByRole('status')).toHaveTextContent(WELCOME);
    expect(store.getState().auth.status).toBe('checking');

    answer(jsonResponse(200, testUser));
    await waitFor(() => expect(screen.queryByText(WELCOME)).not.toBeInTheDocument());
    expect(store.getState().auth.status).toBe('signedIn');
    expect(screen.getByRole('banner')).toHaveTextContent('Asha Rao');
  });

  it('treats a 401 from the session check as signed out', async () => {
    const { store } = renderWithProviders(<App />);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null });
  });

  it('treats an unreachable server as signed out once retries run out', async () => {
    const fetchFn = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { store } = renderWithProviders(<App />, { transport: { fetchFn } });
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    // The first try and the transport's two retries of a read.
    expect(fetchFn).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(WELCOME)).not.toBeInTheDocument();
  });

  it("offers 'Skip to content' as the first Tab stop, which takes the focus to the page", async () => {
    const { user } = renderWithProviders(<App />, { route: '/terms' });
    await screen.findByRole('button', { name: 'Sign In' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('id', 'main-content');
  });
});
