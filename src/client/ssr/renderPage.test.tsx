/**
 * @jest-environment node
 */
import { testUser } from '../test/fakeFetch';
import { routeFetch } from '../test/routeFetch';
import { aConcert, pageOf } from '../features/events/test/concertFixtures';
import { renderPage } from './renderPage';

/** The server's render runs no effects: the page's title and description come back beside its markup. */
describe('renderPage names the page it rendered', () => {
  const signedIn = {
    'GET /auth/session': { status: 200, body: { user: testUser } },
    'GET /api/concerts': { status: 200, body: pageOf([aConcert()]) },
    'GET /api/category': { status: 200, body: [{ categoryId: 1, categoryTitle: 'Music' }] },
    'GET /api/concerts/7': { status: 200, body: aConcert({ numberOfTicketsListed: 1, lowestTicketPrice: 999 }) },
    'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([]) },
    // No listings: the page offers 'Request tickets', and reads whether this fan asked already.
    'GET /api/manual-ticket-request/concert/7': { status: 200, body: { requested: false } },
    'GET /api/users/me': { status: 200, body: testUser },
    'GET /api/ticketListing/users': { status: 200, body: pageOf([]) },
  };

  it.each([
    ['/', null, 'FanTickets: verified fan-to-fan tickets in India'],
    ['/terms', null, 'Terms and Conditions | FanTickets'],
    ['/explore', testUser, 'Upcoming Events | FanTickets'],
    ['/events/coldplay-music-of-the-spheres/7', testUser, 'Coldplay: Music of the Spheres Tickets | DY Patil Stadium, Mumbai | FanTickets'],
    ['/profile', testUser, 'My Profile | FanTickets'],
  ])('%s', async (url, user, title) => {
    const server = routeFetch(user ? signedIn : { 'GET /auth/session': { status: 401, body: { error: 'Not signed in' } } });
    const result = await renderPage({ url, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', fetch: server.fetchFn });
    expect(result?.meta?.title).toBe(title);
    expect(result?.meta?.description).not.toBe('');
  });

  it('gives the event its description from the data the render read', async () => {
    // The fake answers at once, while the pass that asked is still rendering: the page is drawn again with the answer.
    const result = await renderPage({ url: '/events/coldplay/7', userAgent: '', fetch: routeFetch(signedIn).fetchFn });
    expect(result?.html).toMatch(/<h1[^>]*>Coldplay: Music of the Spheres<\/h1>/);
    expect(result?.html).not.toContain('aria-label="Loading event"');
    expect(result?.meta?.description).toBe(
      '1 verified ticket listed for Coldplay: Music of the Spheres on Sun, 14 Feb 2027 at DY Patil Stadium, Mumbai from ₹999. ' +
        'Buy from real fans, no scalpers, on FanTickets.',
    );
  });
});

/** The welcome sits in the landing page's flow: it must be in the rendered page, or not at all, to move nothing later. */
describe('renderPage and the first-visit welcome', () => {
  const visitor = { 'GET /auth/session': { status: 401, body: { error: 'Not signed in' } } };
  const WELCOME = 'How it works in 4 steps';

  it('renders it for a browser that has not dismissed it', async () => {
    const result = await renderPage({ url: '/', userAgent: '', cookie: 'csrf-token=x', fetch: routeFetch(visitor).fetchFn });
    // React marks where one text part ends and the next begins.
    expect(result?.html.replace(/<!-- -->/g, '')).toContain(WELCOME);
    expect(result?.html).toContain('aria-label="Dismiss welcome"');
  });

  it('leaves it out for a browser whose cookie says it was dismissed', async () => {
    const result = await renderPage({ url: '/', userAgent: '', cookie: 'csrf-token=x; fantickets-welcome=1', fetch: routeFetch(visitor).fetchFn });
    expect(result?.html).toMatch(/<h1[^>]*>Buy and sell tickets with/);
    expect(result?.html.replace(/<!-- -->/g, '')).not.toContain(WELCOME);
    expect(result?.html).not.toContain('Dismiss welcome');
  });
});

/** The sign-in page arrives drawn for a visitor, as the browser will draw it; a signed-in visitor is moved on there. */
describe('renderPage and /login', () => {
  const visitor = { 'GET /auth/session': { status: 401, body: { error: 'Not signed in' } } };

  it('renders the sign-in form for a visitor, with Google only where the server has it set up', async () => {
    const plain = await renderPage({ url: '/login?redirect=%2Fprofile', userAgent: '', fetch: routeFetch(visitor).fetchFn });
    expect(plain?.meta?.title).toBe('Sign In | FanTickets');
    expect(plain?.html).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(plain?.html).toMatch(/<input[^>]*autocomplete="current-password"[^>]*type="password"/i);
    expect(plain?.html).not.toContain('Continue with Google');
    expect(plain?.chunks).toEqual(['route-login']);

    const withGoogle = await renderPage({ url: '/login', userAgent: '', fetch: routeFetch(visitor).fetchFn, runtimeConfig: { googleSignIn: true } });
    expect(withGoogle?.html).toContain('Continue with Google');
  });

  it('leaves the page to the browser for a signed-in visitor, whom it sends on', async () => {
    const signedIn = { 'GET /auth/session': { status: 200, body: { user: testUser } } };
    expect(await renderPage({ url: '/login', userAgent: '', fetch: routeFetch(signedIn).fetchFn })).toBeNull();
  });
});
