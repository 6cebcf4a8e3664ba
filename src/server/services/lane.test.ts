import { Lane } from './lane';

/** A piece of work that ends when the test says so. */
function pending() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { work: () => done, finish, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Lane', () => {
  it('runs at most its size at once and the rest in the order they came', async () => {
    const lane = new Lane(2);
    const pieces = [pending(), pending(), pending(), pending()];
    const started: number[] = [];
    const runs = pieces.map((piece, i) =>
      lane.run(() => {
        started.push(i);
        return piece.work();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([lane.active, lane.queued]).toEqual([2, 2]);

    pieces[1].finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect([lane.active, lane.queued]).toEqual([2, 1]);

    pieces[0].finish();
    pieces[2].finish();
    pieces[3].finish();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
    expect([lane.active, lane.queued]).toEqual([0, 0]);
  });

  it('gives the place of a piece that failed to the next, and passes the failure on', async () => {
    const lane = new Lane(1);
    const first = pending();
    const failed = lane.run(first.work);
    const second = lane.run(() => Promise.resolve('second'));
    first.fail(new Error('boom'));
    await expect(failed).rejects.toThrow('boom');
    await expect(second).resolves.toBe('second');
    expect(lane.active).toBe(0);
  });

  it('refuses a size below one', () => {
    expect(() => new Lane(0)).toThrow('a lane needs a size of at least 1, not 0');
  });
});
