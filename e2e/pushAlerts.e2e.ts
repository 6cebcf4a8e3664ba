/**
 * Push alerts journey (issue 18): a signed-in fan opens an event, taps Notify me, reads what alerts bring, allows
 * notifications and sees alerts on. A push shaped like the server's is then fired into the page's real service
 * worker through Chromium's DevTools protocol (ServiceWorker.deliverPushMessage): the worker shows the notification,
 * and its click takes the fan's window to the event page. What headless Chromium can and cannot do here is in
 * docs/decisions/event-alerts.md.
 */
import type { CDPSession, Page, Worker } from 'playwright-core';
import type { AlertPayload } from '../src/shared/pushAlert';
import { SERVICE_WORKER_PATH } from '../src/shared/pushAlert';
import { eventPath } from '../src/shared/slug';
import { newAccount, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expectAttribute, expectText, expectVisible } from './support/expectPage';
import { openPage, waitUntil, withFailureScreenshots } from './support/journey';
import { journeySuite } from './support/journeySuite';
import { upcomingConcerts } from './support/seed';

jest.setTimeout(240_000);

const suite = journeySuite();

interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** The service worker registrations Chromium reports for the page's browser context, as they change. */
async function watchRegistrations(cdp: CDPSession): Promise<Registration[]> {
  const seen: Registration[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Registration[] }) => {
    for (const registration of registrations) {
      const known = seen.findIndex((r) => r.registrationId === registration.registrationId);
      if (known === -1) seen.push(registration);
      else seen[known] = registration;
    }
  });
  await cdp.send('ServiceWorker.enable');
  return seen;
}

/** The notifications the site's service worker registration shows now, as the page reads them. */
function shownNotifications(page: Page): Promise<{ title: string; body: string; icon: string; url: unknown }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon, url: (n.data as { url?: unknown } | null)?.url }));
  });
}

test('a fan turns alerts on for an event, gets a push as a notification, and its click opens the event page', async () => {
  const { context, page } = await suite.visit();
  const origin = suite.server.origin;
  const account = newAccount('Alerts');
  const [event] = (await upcomingConcerts(origin)).content;
  const path = eventPath(event.concertId, event.concertName);

  await withFailureScreenshots('event-alerts', () => context.pages(), async () => {
    await signUpViaApi(context, origin, account);
    await openPage(page, `${origin}${path}`);
    const cdp = await context.newCDPSession(page);
    const registrations = await watchRegistrations(cdp);

    const notify = page.getByRole('button', { name: 'Notify me' });
    await expectAttribute(notify, 'aria-pressed', 'false');
    await notify.click();
    const dialog = page.getByRole('dialog', { name: `Get alerts for ${event.concertName}` });
    await expectVisible(dialog.getByText('A notification on this device when someone lists tickets for this event, with the lowest price and how many tickets are on sale.'));
    await expectVisible(dialog.getByText(`An e-mail as well, once you verify ${account.email}.`));
    await expectAccessible(page, { scope: '[role="dialog"]' });

    // The fan says yes to the browser's own question.
    await context.grantPermissions(['notifications'], { origin });
    await dialog.getByRole('button', { name: 'Allow notifications' }).click();
    await expectAttribute(notify, 'aria-pressed', 'true');
    // Headless Chromium has no way out to a push service (FCM), so the browser cannot subscribe: the page says so
    // and alerts come by e-mail; the service worker is registered all the same.
    await expectText(page.getByRole('status').filter({ hasText: 'notifications' }), `This browser can't get notifications from this site, so verify ${account.email} to get these alerts by e-mail.`);

    const registration = await waitUntil(
      'the service worker registration',
      async () => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted),
      (found) => found !== undefined,
    );
    const alert: AlertPayload = { title: `Tickets for ${event.concertName}`, body: 'From ₹2,400 · 2 tickets listed', url: path };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration!.registrationId, data: JSON.stringify(alert) });
    const [shown] = await waitUntil('the notification', () => shownNotifications(page), (list) => list.length === 1);
    expect(shown).toEqual({ title: alert.title, body: alert.body, icon: `${origin}/favicon.svg`, url: path });

    // The fan has moved on in the same window when the notification is clicked.
    await openPage(page, `${origin}/explore`);
    const worker: Worker = await waitUntil(
      'the service worker',
      async () => context.serviceWorkers().find((w) => w.url() === `${origin}${SERVICE_WORKER_PATH}`),
      (found) => found !== undefined,
    ).then((found) => found!);
    // No DevTools command clicks a notification: the click is dispatched inside the worker, as Chromium would.
    await worker.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationClick = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationClick('notificationclick', { notification }));
    });

    await expectVisible(page.getByRole('heading', { level: 1, name: event.concertName }));
    await waitUntil('the page address', async () => new URL(page.url()).pathname, (seen) => seen === path);
    await waitUntil('the notifications left', () => shownNotifications(page), (list) => list.length === 0);
    await expectAttribute(page.getByRole('button', { name: 'Notify me' }), 'aria-pressed', 'true');
  });
});
