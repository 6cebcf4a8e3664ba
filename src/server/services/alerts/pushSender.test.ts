import webpush from 'web-push';
import { WebPushSender } from './pushSender';
import { LocalPushService } from './testing/localPushService';

describe('Web Push to a browser subscription', () => {
  const service = new LocalPushService();
  const vapid = { subject: 'mailto:alerts@fantickets.example', ...webpush.generateVAPIDKeys() };
  const sender = new WebPushSender(vapid, { allowLoopback: true });
  beforeAll(() => service.start());
  afterAll(() => service.stop());

  it('arrives encrypted for that browser alone, signed with the server VAPID key, and decrypts to the payload', async () => {
    const browser = service.subscribe();
    const other = service.subscribe();
    const payload = { title: 'Tickets for Arijit Singh Live', body: 'From ₹2,400 · 2 tickets', url: '/events/arijit-singh-live/12' };

    expect(await sender.send(browser, payload)).toBe('sent');
    expect(service.receivedBy(browser)).toEqual([expect.objectContaining({ payload, vapidKey: vapid.publicKey, ttl: '86400' })]);
    expect(service.receivedBy(other)).toEqual([]);
    expect(service.refused).toEqual([]);
  });

  it("cannot be read with another browser's keys", async () => {
    const browser = service.subscribe();
    const thief = service.subscribe();
    // The message is addressed to the thief's endpoint but encrypted for the browser: the thief cannot decrypt it.
    await expect(sender.send({ ...browser, endpoint: thief.endpoint }, { title: 'secret' })).rejects.toThrow('the push service answered 400');
    expect(service.refused).toHaveLength(1);
    expect(service.receivedBy(thief)).toEqual([]);
  });

  it('calls no endpoint outside the browser push services, and reports it gone so it is forgotten', async () => {
    const browser = service.subscribe();
    const production = new WebPushSender(vapid, { allowLoopback: false });
    expect(await production.send(browser, { title: 'x' })).toBe('gone');
    expect(await sender.send({ ...browser, endpoint: 'http://169.254.169.254/latest/meta-data/' }, { title: 'x' })).toBe('gone');
    expect(service.receivedBy(browser)).toEqual([]);
  });

  it("reports a subscription the push service has forgotten as gone, and a service's failure as an error", async () => {
    const browser = service.subscribe();
    service.expire(browser);
    expect(await sender.send(browser, { title: 'x' })).toBe('gone');
    await expect(sender.send({ ...browser, endpoint: browser.endpoint.replace(/\/push\/.*/, '/nowhere') }, { title: 'x' })).resolves.toBe('gone');
  });
});
