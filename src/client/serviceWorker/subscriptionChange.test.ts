import { PUSH_SUBSCRIPTION_CHANGED } from '../../shared/pushAlert';
import { announceSubscriptionChange } from './subscriptionChange';

describe('the service worker hears that the push subscription changed', () => {
  it("tells every open page of the site, so a signed-in one gives the server the new subscription", async () => {
    const pages = [{ postMessage: jest.fn() }, { postMessage: jest.fn() }];
    const matchAll = jest.fn(async () => pages as unknown as readonly Client[]);
    await announceSubscriptionChange({ matchAll } as unknown as Pick<Clients, 'matchAll'>);
    expect(matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    for (const page of pages) expect(page.postMessage).toHaveBeenCalledWith({ type: PUSH_SUBSCRIPTION_CHANGED });
  });
});
