import { ALERT_ICON, FALLBACK_ALERT, openAlertPage, pushJson, showAlert } from './alertNotifications';

const ORIGIN = 'https://fantickets.example';
const ALERT = { title: 'Tickets for Prateek Kuhad Live', body: 'From ₹2,400 · 2 tickets listed', url: '/events/prateek-kuhad-live/7' };

describe('the service worker shows an event alert', () => {
  const shown = () => {
    const showNotification = jest.fn<Promise<void>, [string, NotificationOptions?]>(async () => undefined);
    return { showNotification };
  };

  it("shows the server's title and body with the site icon, and keeps the page to open", async () => {
    const registration = shown();
    await showAlert(registration, ALERT);
    expect(registration.showNotification).toHaveBeenCalledWith(ALERT.title, { body: ALERT.body, icon: ALERT_ICON, tag: ALERT.url, data: { url: ALERT.url } });
  });

  it.each([
    ['no payload', undefined],
    ['a payload that is not JSON', pushJson({ json: () => JSON.parse('not json') })],
    ['a link to another site', { ...ALERT, url: '//evil.example/x' }],
    ['a full URL', { ...ALERT, url: 'https://evil.example/x' }],
    ['no title', { ...ALERT, title: '' }],
  ])('still shows something for %s (a push must), opening the home page', async (_label, data) => {
    const registration = shown();
    await showAlert(registration, data);
    expect(registration.showNotification).toHaveBeenCalledWith(FALLBACK_ALERT.title, expect.objectContaining({ body: FALLBACK_ALERT.body, data: { url: '/' } }));
  });
});

describe('a click on an alert', () => {
  interface FakeWindow {
    url: string;
    focus: jest.Mock<Promise<FakeWindow>>;
    navigate: jest.Mock<Promise<FakeWindow>, [string]>;
  }
  function windowClient(url: string, navigates = true): FakeWindow {
    const client: FakeWindow = { url, focus: jest.fn(async () => client), navigate: jest.fn() };
    client.navigate.mockImplementation(async (to) => (navigates ? { ...client, url: to } : Promise.reject(new TypeError('not controlled'))));
    return client;
  }
  function clientsWith(...windows: FakeWindow[]) {
    return { matchAll: jest.fn(async () => windows), openWindow: jest.fn(async () => null) } as unknown as Clients & { openWindow: jest.Mock };
  }

  it("opens the event page in the site's window already open, and focuses it", async () => {
    const other = windowClient('https://elsewhere.example/');
    const mine = windowClient(`${ORIGIN}/explore`);
    const clients = clientsWith(other, mine);
    await openAlertPage(clients, ORIGIN, { url: ALERT.url });
    expect(mine.navigate).toHaveBeenCalledWith(`${ORIGIN}${ALERT.url}`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(mine.focus).toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no window of the site is open', async () => {
    const clients = clientsWith(windowClient('https://elsewhere.example/'));
    await openAlertPage(clients, ORIGIN, { url: ALERT.url });
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${ALERT.url}`);
  });

  it('opens a new window when the open one cannot be navigated (the worker does not control it)', async () => {
    const clients = clientsWith(windowClient(`${ORIGIN}/`, false));
    await openAlertPage(clients, ORIGIN, { url: ALERT.url });
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${ALERT.url}`);
  });

  it('opens only pages of this site', async () => {
    const clients = clientsWith();
    await openAlertPage(clients, ORIGIN, { url: 'https://evil.example/' });
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
