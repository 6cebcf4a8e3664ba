/** What an API process that cannot open the embedded mailbox's port says instead of a stack trace. */
export function mailboxPortTaken(error: unknown, host: string, port: number): string | null {
  if ((error as NodeJS.ErrnoException | null)?.code !== 'EADDRINUSE') return null;
  return [
    `The verification mailbox cannot listen on ${host}:${port}: something else already does (another API process with its embedded mailbox?).`,
    'Run one mailbox for the deployment: set MAILBOX_MODE=off on every API process and start `npm run mailbox` once,',
    'or give this process a free port with MAILBOX_SMTP_PORT.',
  ].join('\n');
}
