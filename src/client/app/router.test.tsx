import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { jsonResponse, testUser } from '../test/fakeFetch';
import { App } from './App';

describe('routes', () => {
  it('sends an unknown path to the landing page', async () => {
    renderWithProviders(<App />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: /real fans/i })).toBeInTheDocument();
  });

  it('shows a public page to a signed-out visitor', async () => {
    renderWithProviders(<App />, { route: '/terms' });
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
  });

  it('shows nothing on a guarded route while checking, then redirects a signed-out visitor to / under the sign-in modal', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    renderWithProviders(<App />, { route: '/explore', transport: { fetchFn: () => pending } });

    expect(screen.getByText("Welcome to India's largest fan-first community")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming Events' })).not.toBeInTheDocument();

    answer(jsonResponse(401, { error: 'Not signed in' }));
    // The whole landing page renders after the redirect: more than findBy's default second on a busy machine. The
    // sign-in modal opens over it (which hides it from role queries), to bring the visitor back once signed in.
    expect(await screen.findByRole('heading', { level: 1, name: /real fans/i, hidden: true }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming Events', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByText("Welcome to India's largest fan-first community")).not.toBeInTheDocument();
  });

  it('opens a guarded route for a signed-in user', async () => {
    renderWithProviders(<App />, { route: '/explore', session: testUser });
    expect(await screen.findByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Asha Rao');
  });
});
