import { FIXTURE_BOOKINGS } from './testing/fixtureBookings';
import { forwardedBooking, testResolver } from './testing/bookingEmails';
import { verifyForwardedBooking } from './verifyBooking';

/** Prints (does not assert) how many verifications a second this machine does; the goal is 200 or more. */
it('measures verifyForwardedBooking throughput', async () => {
  const fields = FIXTURE_BOOKINGS.bookmyshow;
  const raw = await forwardedBooking('bookmyshow', fields);
  const input = {
    raw,
    providerDomain: 'bookmyshow.com' as const,
    senderEmail: fields.to,
    event: { name: fields.eventName, date: fields.eventDate },
    resolver: testResolver(),
  };
  for (let i = 0; i < 20; i += 1) await verifyForwardedBooking(input);

  const runs = 300;
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i += 1) {
    const result = await verifyForwardedBooking(input);
    if (!result.ok) throw new Error(result.message);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  // CPU time is printed too: on a shared machine the wall clock mostly measures the neighbours.
  console.log(
    `verifyForwardedBooking: ${Math.round(runs / seconds)} calls/s wall clock (${((seconds / runs) * 1000).toFixed(2)} ms each, one at a time), ` +
      `${Math.round(runs / cpuSeconds)} calls per CPU second`,
  );
}, 60_000);
