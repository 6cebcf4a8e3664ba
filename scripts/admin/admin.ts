/** `npm run admin -- grant <email>` / `revoke <email>`: see src/server/cli/adminCommand.ts. */
import { runAdminCommand } from '../../src/server/cli/adminCommand';

runAdminCommand(process.argv.slice(2), process.env, console).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
