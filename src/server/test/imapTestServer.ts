import type { AddressInfo, Socket } from 'node:net';
import hoodiecrow, { type HoodiecrowServer } from 'hoodiecrow-imap';

export interface ImapTestServer {
  /** imap://… for MAILBOX_IMAP_URL. */
  url: string;
  /** Delivers a message to INBOX, as the hosted mailbox would on receiving it. */
  deliver(raw: string | Buffer, flags?: string[]): void;
  /** The flags of each INBOX message, in delivery order. */
  flags(): string[][];
  /** Cuts every client connection, as a network failure or a server restart would. */
  dropConnections(): void;
  close(): Promise<void>;
}

const USER = 'verify';
const PASSWORD = 'mailbox-pass';

/**
 * IDLE as hoodiecrow's own plugin does it, less its 30-minute timer, which outlives a dropped
 * connection and would keep Jest from exiting.
 */
function idleWithoutTimer(server: HoodiecrowServer): void {
  server.registerCapability('IDLE');
  server.setCommandHandler('IDLE', (connection, parsed, data, callback) => {
    connection.directNotifications = true;
    connection.inputHandler = (line) => {
      connection.inputHandler = false;
      const ok = line.toUpperCase() === 'DONE';
      const response = { tag: parsed.tag, command: ok ? 'OK' : 'BAD', attributes: [{ type: 'TEXT', value: 'IDLE terminated' }] };
      connection.send(response, 'IDLE', parsed, data);
    };
    if (connection.socket && !connection.socket.destroyed) connection.socket.write('+ idling\r\n');
    connection.processNotifications();
    callback();
  });
}

/** A real IMAP server (IDLE included) on a free loopback port, holding one empty INBOX in memory. */
export async function startImapTestServer(): Promise<ImapTestServer> {
  const imap = hoodiecrow({ plugins: [idleWithoutTimer, 'ID', 'ENABLE', 'UIDPLUS'], storage: { INBOX: { messages: [] } }, users: { [USER]: { password: PASSWORD } } });
  const sockets = new Set<Socket>();
  imap.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => imap.listen(0, '127.0.0.1', resolve));
  const { port } = imap.server.address() as AddressInfo;
  return {
    url: `imap://${USER}:${PASSWORD}@127.0.0.1:${port}/INBOX`,
    deliver: (raw, flags = []) => imap.appendMessage('INBOX', flags, new Date(), raw.toString('binary')),
    flags: () => imap.storage.INBOX.messages.map((m) => m.flags),
    dropConnections: () => sockets.forEach((socket) => socket.destroy()),
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => imap.close(() => resolve()));
    },
  };
}
