/** The little of hoodiecrow-imap (a scriptable IMAP server, tests only) that the tests use. */
declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';

  interface StoredMessage {
    flags: string[];
    raw: string;
  }

  interface Connection {
    socket?: { destroyed: boolean; write(text: string): void };
    directNotifications: boolean;
    inputHandler: ((line: string) => void) | false;
    processNotifications(): void;
    send(response: object, description: string, parsed: object, data: unknown): void;
  }

  type CommandHandler = (connection: Connection, parsed: { tag: string }, data: unknown, callback: () => void) => void;

  interface HoodiecrowServer {
    server: Server;
    registerCapability(keyword: string): void;
    setCommandHandler(command: string, handler: CommandHandler): void;
    storage: Record<string, { messages: StoredMessage[] }>;
    listen(port: number, host: string, callback: () => void): void;
    close(callback?: () => void): void;
    appendMessage(mailbox: string, flags: string[], internaldate: Date, raw: string): void;
  }

  interface HoodiecrowOptions {
    plugins?: Array<string | ((server: HoodiecrowServer) => void)>;
    storage?: Record<string, { messages: StoredMessage[] }>;
    users?: Record<string, { password: string }>;
  }

  export type { HoodiecrowServer };
  export default function hoodiecrow(options?: HoodiecrowOptions): HoodiecrowServer;
}
