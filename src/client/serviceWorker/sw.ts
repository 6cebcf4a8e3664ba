import { openAlertPage, pushJson, showAlert } from './alertNotifications';
import { announceSubscriptionChange } from './subscriptionChange';

declare const self: ServiceWorkerGlobalScope;

// A new version takes over at once, and the first one takes the open pages: a click can then navigate them.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => event.waitUntil(showAlert(self.registration, pushJson(event.data))));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAlertPage(self.clients, self.location.origin, event.notification.data));
});

// Not in TypeScript's WebWorker types: an ExtendableEvent the browser fires when the push service renewed or ended
// this site's subscription.
self.addEventListener('pushsubscriptionchange' as 'push', (event) => event.waitUntil(announceSubscriptionChange(self.clients)));
