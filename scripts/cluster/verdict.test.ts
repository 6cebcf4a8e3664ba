import type { Figure } from './figures';
import { verdict } from './verdict';

const figure = (name: string, met: boolean): Figure => ({ name, samplesMs: [10, 20], goal: 'p95 ≤ 150 ms', met, note: '' });
const passed = [
  { name: 'a. sign-up', ok: true },
  { name: 'b. a ticket listed', ok: true },
];

describe('the verdict of npm run cluster', () => {
  it('passes when every journey passed and every figure met its goal', () => {
    expect(verdict(passed, [figure('wake-up latency', true)], false)).toEqual({ ok: true, summary: 'cluster: all journeys passed and every figure met its goal' });
  });

  it('names a figure outside its goal without failing the run when every journey passed', () => {
    expect(verdict(passed, [figure('stale window', true), figure('wake-up latency', false)], false)).toEqual({
      ok: true,
      summary:
        'cluster: all journeys passed; a figure is outside its goal: wake-up latency (see Figures above). Not a failure: rerun on a quiet machine, or set CLUSTER_STRICT_FIGURES=1 to fail on it',
    });
  });

  it('fails on such a figure when asked to be strict', () => {
    expect(verdict(passed, [figure('wake-up latency', false)], true)).toMatchObject({ ok: false });
  });

  it('fails, naming them, when a journey failed (a figure that could not be measured is a failed step)', () => {
    expect(verdict([...passed, { name: 'wake-up latency: mailbox process → waiting API process', ok: false }], [], false)).toEqual({
      ok: false,
      summary: 'cluster: FAILED: wake-up latency: mailbox process → waiting API process',
    });
  });
});
