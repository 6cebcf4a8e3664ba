import type { ResolvedPage } from '../../../shared/paging';
import type { ConcertFilter, ConcertSort } from '../../db/repositories/concerts.repo';
import { insertCategory, insertUser } from '../../test/fixtures';
import { insertEvent } from '../../test/catalogueFixtures';
import { listingId } from '../../test/listingFixtures';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { EVERYTHING, eventScope } from '../cacheScope';
import { concertPageBody } from '../catalogue.service';
import { EventModel } from './eventModel';

const SORTS: ConcertSort[] = ['concertDate', 'concertName', 'lowestTicketPrice'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The event model (issue 21) writes every event list the database would: for each filter, order and page below,
 * its body is byte for byte the database's (concertPageBody), before and after writes it hears.
 */
describe('event lists written from the event model', () => {
  let t: TestApp;
  let music: number;
  let sport: number;
  let seller: number;
  let model: EventModel;
  const ids: Record<string, number> = {};
  const on = (days: number) => new Date(Date.now() + days * DAY_MS);

  beforeAll(async () => {
    t = await buildTestApp();
    music = await insertCategory(t.db, 'Model Music');
    sport = await insertCategory(t.db, 'Model Sport');
    seller = (await insertUser(t.db)).id;
    const sameDay = on(6);
    // Names whose order is the collation's (case, accents), twins on one date, past and upcoming, three cities.
    const events: [string, number, number | Date, string][] = [
      ['apple Fest', music, 3, 'Pune'],
      ['Apple fest', music, sameDay, 'Pune'],
      ['Éclair Night', sport, sameDay, 'Mumbai'],
      ['eclair night', music, sameDay, 'Delhi'],
      ['Zebra Cup', sport, 9, 'Pune'],
      ['zebra cup', sport, 12, 'Mumbai'],
      ['Quote "Me" \\ 🎟', music, 15, 'Delhi'],
      ['Old Show', music, -3, 'Pune'],
      ['Older Show', sport, -40, 'Mumbai'],
      ['Oldest Show', music, -400, 'Pune'],
    ];
    for (let i = 0; i < 14; i += 1) events.push([`Filler ${String.fromCharCode(97 + i)}`, i % 2 === 0 ? music : sport, 20 + (i % 5), ['Pune', 'Mumbai', 'Delhi'][i % 3]]);
    for (const [name, categoryId, when, city] of events) ids[name] = (await insertEvent(t.db, { name, categoryId, when, city })).id;
    const prices: [string, number | string][] = [
      ['apple Fest', 500],
      ['Apple fest', 500],
      ['Éclair Night', '999.50'],
      ['Zebra Cup', 120],
      ['Old Show', 80],
      ['Filler c', 500],
      ['Filler d', 75],
    ];
    for (const [name, price] of prices) await listingId(t.db, { concert_id: ids[name], seller_id: seller, price, quantity: 2 });
    await t.db.updateTable('concerts').set({ postponed_from: new Date('2029-12-31T18:30:00.001Z') }).where('id', '=', ids['Zebra Cup']).execute();
    await t.db.updateTable('concerts').set({ cancelled_at: new Date(), cancellation_reason: 'Rain\n"sorry"' }).where('id', '=', ids['zebra cup']).execute();
    model = new EventModel(t.db, { lifetimeMs: 60_000 });
    model.setHearing(true);
  });
  afterAll(() => t.close());

  function filters(): ConcertFilter[] {
    const list: ConcertFilter[] = [];
    for (const when of ['upcoming', 'past'] as const)
      for (const city of [undefined, 'Pune', 'Nowhere'])
        for (const categoryId of [undefined, music])
          for (const span of [{}, { from: on(5), to: on(13) }, { from: on(-50), to: on(-2) }]) list.push({ when, city, categoryId, ...span });
    return list;
  }

  function pages(): ResolvedPage<ConcertSort>[] {
    const list: ResolvedPage<ConcertSort>[] = [];
    for (const sortBy of SORTS)
      for (const sortDir of ['asc', 'desc'] as const)
        for (const [pageNumber, pageSize] of [[0, 40], [0, 3], [2, 3], [20, 3]]) list.push({ pageNumber, pageSize, sortBy, sortDir });
    return list;
  }

  /** Every list below, from the model and from the database; the differences, none expected. */
  async function differences(): Promise<string[]> {
    const found: string[] = [];
    for (const filter of filters())
      for (const page of pages()) {
        const fromModel = await model.page(filter, page);
        const fromDatabase = await concertPageBody(t.db, filter, page);
        if (fromModel === null) {
          found.push(`no answer for ${JSON.stringify({ filter, page })}`);
          continue;
        }
        const same = fromModel.body.equals(fromDatabase.body) && JSON.stringify(fromModel.concertIds) === JSON.stringify(fromDatabase.concertIds);
        if (!same) found.push(`${JSON.stringify({ filter, page })}\n  model:    ${fromModel.body.subarray(0, 400)}\n  database: ${fromDatabase.body.subarray(0, 400)}`);
      }
    return found.slice(0, 3);
  }

  it('writes every list as the database does', async () => {
    const first = await model.page({ when: 'upcoming' }, { pageNumber: 0, pageSize: 40, sortBy: 'concertDate', sortDir: 'asc' });
    expect(JSON.parse(first!.body.toString()).content.length).toBeGreaterThan(10);
    expect(await differences()).toEqual([]);
  });

  it('follows the writes it hears: prices, a new event, a rename, a move, a cancellation, everything', async () => {
    await listingId(t.db, { concert_id: ids['Filler a'], seller_id: seller, price: 1, quantity: 1 });
    model.changed(eventScope(ids['Filler a']));
    await t.db.updateTable('ticket_listings').set({ ticket_status: 'SOLD' }).where('concert_id', '=', ids['Zebra Cup']).execute();
    model.changed(eventScope(ids['Zebra Cup']));
    ids.Newcomer = (await insertEvent(t.db, { name: 'Newcomer', categoryId: music, when: 7, city: 'Pune' })).id;
    model.changed(eventScope(ids.Newcomer));
    await t.db.updateTable('concerts').set({ name: 'AAA Renamed' }).where('id', '=', ids['Filler b']).execute();
    model.changed(eventScope(ids['Filler b']));
    await t.db.updateTable('concerts').set({ date: on(-1), city: 'Pune' }).where('id', '=', ids['Filler e']).execute();
    model.changed(eventScope(ids['Filler e']));
    expect(await differences()).toEqual([]);
    await t.db.updateTable('concerts').set({ cancelled_at: new Date(), cancellation_reason: 'Flood' }).where('id', '=', ids['Filler f']).execute();
    await t.db.updateTable('concerts').set({ city: 'Delhi' }).where('id', '=', ids['apple Fest']).execute();
    model.changed(EVERYTHING);
    expect(await differences()).toEqual([]);
  });

  it('shows the later of two writes heard close together', async () => {
    const id = ids['Filler g'];
    await listingId(t.db, { concert_id: id, seller_id: seller, price: 40, quantity: 1 });
    model.changed(eventScope(id));
    await listingId(t.db, { concert_id: id, seller_id: seller, price: 30, quantity: 1 });
    model.changed(eventScope(id));
    const cheapest = await model.page({ when: 'upcoming' }, { pageNumber: 0, pageSize: 1, sortBy: 'lowestTicketPrice', sortDir: 'asc' });
    const other = await model.page({ when: 'upcoming' }, { pageNumber: 0, pageSize: 40, sortBy: 'concertDate', sortDir: 'asc' });
    const card = JSON.parse(other!.body.toString()).content.find((e: { concertId: number }) => e.concertId === id);
    expect(card.lowestTicketPrice).toBe(30);
    expect(JSON.parse(cheapest!.body.toString()).content[0].concertName).toBe('Filler a');
    expect(await differences()).toEqual([]);
  });
});

describe('when the event model does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertEvent(t.db, { name: 'Lone Show', categoryId: await insertCategory(t.db, 'Lone'), when: 4 });
  });
  afterAll(() => t.close());
  const page: ResolvedPage<ConcertSort> = { pageNumber: 0, pageSize: 40, sortBy: 'concertDate', sortDir: 'asc' };
  const names = async (model: EventModel) => {
    const answer = await model.page({ when: 'upcoming' }, page);
    return answer === null ? null : (JSON.parse(answer.body.toString()).content as { concertName: string }[]).map((e) => e.concertName);
  };

  it('leaves lists to the database while writes go unheard', async () => {
    const model = new EventModel(t.db, { lifetimeMs: 60_000 });
    expect(await names(model)).toBeNull();
    model.setHearing(true);
    expect(await names(model)).toContain('Lone Show');
    model.setHearing(false);
    expect(await names(model)).toBeNull();
  });

  it('reads every event again once its lifetime has passed (changes nobody announced)', async () => {
    let now = Date.now();
    const model = new EventModel(t.db, { lifetimeMs: 1000, now: () => now });
    model.setHearing(true);
    expect(await names(model)).not.toContain('Unannounced Show');
    await insertEvent(t.db, { name: 'Unannounced Show', categoryId: await insertCategory(t.db, 'Quiet'), when: 5 });
    now += 500;
    expect(await names(model)).not.toContain('Unannounced Show');
    // Past two lifetimes a read waits for the new reading; between one and two it starts one and answers from the last.
    now += 2000;
    expect(await names(model)).toContain('Unannounced Show');
  });

  it('answers null when it cannot read the events, and reads them again on the next list', async () => {
    const errors: unknown[] = [];
    const model = new EventModel(t.db, { lifetimeMs: 60_000, onError: (error) => errors.push(error) });
    model.setHearing(true);
    const spy = jest.spyOn(t.db.getExecutor(), 'executeQuery').mockRejectedValueOnce(new Error('connection lost'));
    expect(await names(model)).toBeNull();
    spy.mockRestore();
    expect(errors).toHaveLength(1);
    expect(await names(model)).toContain('Lone Show');
  });
});
