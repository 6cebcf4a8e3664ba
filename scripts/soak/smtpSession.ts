import { connect, type Socket } from 'node:net';

/**
 * One SMTP conversation over a bare socket, so a fault run can stop in the middle of DATA, or act the very
 * moment the server's 250 for a message arrives.
 */
export class SmtpSession {
  private buffer = '';
  private waiting: ((reply: string) => void) | null = null;
  private closed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk) => {
      this.buffer += chunk.toString('latin1');
      this.deliver();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.('closed');
    });
  }

  static async open(port: number): Promise<SmtpSession> {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const session = new SmtpSession(socket);
    await session.expect('220');
    return session;
  }

  /** A whole reply (the last line of a multi-line one has a space after the code). */
  private deliver(): void {
    const match = /(^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(this.buffer);
    if (match === null || this.waiting === null) return;
    const end = match.index + match[0].length;
    const reply = this.buffer.slice(0, end);
    this.buffer = this.buffer.slice(end);
    const resolve = this.waiting;
    this.waiting = null;
    resolve(reply.slice(match.index + match[1].length));
  }

  /** The next reply, e.g. '250 Stored as 7', or 'closed' when the server went away. */
  reply(): Promise<string> {
    if (this.closed) return Promise.resolve('closed');
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.deliver();
    });
  }

  async expect(code: string): Promise<void> {
    const reply = await this.reply();
    if (!reply.startsWith(code)) throw new Error(`SMTP: expected ${code}, got ${reply.trim()}`);
  }

  write(data: string | Buffer): void {
    this.socket.write(data);
  }

  /** EHLO, MAIL FROM, RCPT TO, DATA: ready for the message's bytes. */
  async begin(from: string, to: string): Promise<void> {
    for (const [line, code] of [['EHLO faults.test', '250'], [`MAIL FROM:<${from}>`, '250'], [`RCPT TO:<${to}>`, '250'], ['DATA', '354']]) {
      this.write(`${line}\r\n`);
      await this.expect(code);
    }
  }

  /** Ends the message (it must end with CRLF and hold no line starting with a dot) and returns the server's reply. */
  finish(): Promise<string> {
    this.write('.\r\n');
    return this.reply();
  }

  close(): void {
    this.socket.destroy();
  }
}
