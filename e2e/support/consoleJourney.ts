import { signUpViaApi, type TestAccount } from './accounts';
import { adminCommand } from './adminCommand';
import type { Visitor } from './journey';
import { journeySuite } from './journeySuite';

/** What the console journeys share: a journey suite, and an operator made as operators are. */
export interface ConsoleJourney {
  /** A new browser context at `width` px (1440 unless said), closed after the file. */
  visit(width?: number): Promise<Visitor>;
  /**
   * The first admin: `operator` signs up as anyone does, then is granted by the real `npm run admin -- grant` on the
   * server's own data while it is stopped. Answers the restarted server's origin and what the command printed.
   */
  makeOperator(operator: TestAccount): Promise<{ origin: string; granted: Awaited<ReturnType<typeof adminCommand>> }>;
}

/** Registers the file's beforeAll and afterAll; call it at the top level of a journey file. */
export function consoleJourney(): ConsoleJourney {
  const suite = journeySuite();
  const visit = (width = 1440) => suite.visit(width);
  return {
    visit,
    async makeOperator(operator) {
      const signup = await visit();
      await signUpViaApi(signup.context, suite.server.origin, operator);
      const granted = await suite.restartAround((dataDir) => adminCommand(['grant', operator.email], dataDir));
      return { origin: suite.server.origin, granted };
    },
  };
}
