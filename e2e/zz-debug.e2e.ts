import { launchBrowser } from './support/browser';
import { startServer } from './support/server';
import { signInViaApi } from './support/accounts';
import { newVisitor } from './support/journey';
import { concert, concertListings, DEMO_SELLERS, DEMO_SELLER_PASSWORD, myListings } from './support/seed';
jest.setTimeout(200_000);
test('debug', async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { context } = await newVisitor(browser);
    await signInViaApi(context, server.origin, DEMO_SELLERS[0].email, DEMO_SELLER_PASSWORD);
    const mine = (await myListings(context, server.origin, 20)).content;
    for (const l of mine) {
      const c = await concert(server.origin, l.concert.concertId);
      const all = (await concertListings(server.origin, l.concert.concertId)).content;
      console.log(l.concert.concertName, l.ticketStatus, l.price, '| lowest', c.lowestTicketPrice, 'listed', c.numberOfTicketsListed, '|', all.map((x) => `${x.price}/${x.ticketStatus}/${x.seller.name}`).join(', '));
    }
  } finally { await browser.close(); await server.stop(); }
});
