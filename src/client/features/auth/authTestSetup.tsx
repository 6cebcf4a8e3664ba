import { renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { initialAuthState } from './authSlice';
import { SignInModal } from './SignInModal';

/** The sign-in modal, open, for a signed-out visitor, over a fake server answering `routes`. */
export function renderOpenSignInModal(routes: Record<string, Route> = {}, options: RenderOptions = {}) {
  const server = routeFetch(routes);
  const view = renderWithProviders(<SignInModal />, {
    ...options,
    transport: { fetchFn: server.fetchFn },
    preloadedState: { auth: { ...initialAuthState, status: 'signedOut', modalOpen: true } },
  });
  return { ...view, server };
}
