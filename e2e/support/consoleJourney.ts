import { signUpViaApi, type TestAccount } from './accounts';
import { adminCommand } from './adminCommand';
import type { Visitor } from './journey';
import { journeySuite } from './journeySuite';
import type { RunningServer } from './server';

/** What the console journeys share: a journey suite, and an operator made as operators are. */
export interface ConsoleJourney {
  /** A new browser context at `width` px (1440 unless said), closed after the file. */
  visit(width?: number): Promise<Visitor>;
  /**
   * The first admin: `operator` signs up as anyone does, then is granted by the real `npm run admin -- grant` on the
   * server's own data while it is stopped. Answers the restarted server's origin and what the command printed.
   */
  makeOperator(operator: TestAccount): Promise<{ origin: string; granted: Awaited<ReturnType<typeof adminCommand>> }>;
  /** The server as it runs now (a new one after makeOperator): its origin and its mailbox's port. */
  readonly server: RunningServer;
}

/** Registers the file's beforeAll and afterAll; call it at the top level of a journey file. `env` goes to the server. */
export function consoleJourney(env: Record<string, string> = {}): ConsoleJourney {
  const suite = journeySuite(env);
  const visit = (width = 1440) => suite.visit(width);
  return {
    visit,
    get server() {
      return suite.server;
    },
    async makeOperator(operator) {
      const signup = await visit();
      await signUpViaApi(signup.context, suite.server.origin, operator);
      const granted = await suite.restartAround((dataDir) => adminCommand(['grant', operator.email], dataDir));
      return { origin: suite.server.origin, granted };
    },
  };
}
