import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { verifyDkim } from './dkim';
import { headerProblem } from './mailLimits';
import { parseMail } from './parseMail';
import { signedSubject } from './signedHeaders';
import { messageCorpus, type CorpusMessage } from './testing/corpus';
import { SHIPPED_DOMAINS } from './testing/shippedProviders';
import { NOW, resolver } from './testing/verifyBookingHarness';

/*
 * One reading of every message (issue 40): the DKIM checker (mailauth) and the booking parser (mailparser)
 * must see the same header fields in every message the checks accept, or a field one of them skips can say
 * what the other never checked.
 */

type Field = [name: string, line: string];

/** A field's name and its line unfolded, as bytes read one to one. */
const field = (name: string, line: Buffer | string): Field => [name, Buffer.from(line as string, typeof line === 'string' ? 'binary' : undefined).toString('latin1').replace(/\r?\n/g, '')];

async function bothReadings(raw: Buffer): Promise<{ dkim: Field[]; parser: Field[]; attached: Buffer[] }> {
  const checked = await dkimVerify(raw, { resolver, curTime: NOW });
  const parsed = await parseMail(raw);
  return {
    dkim: (checked.headers?.parsed ?? []).map((h) => field(h.key ?? '', h.line)),
    parser: parsed.headerLines.map((h) => field(h.key, h.line)),
    attached: parsed.attachments.filter((a) => a.contentType === 'message/rfc822').map((a) => a.content),
  };
}

/** The message and every message it carries, two levels down (as far as the checks look). */
async function everyMessage(message: CorpusMessage): Promise<CorpusMessage[]> {
  const found: CorpusMessage[] = [];
  let level = [message];
  for (let depth = 0; depth <= 2 && level.length > 0; depth += 1) {
    const next: CorpusMessage[] = [];
    for (const each of level) {
      found.push(each);
      const { attached } = await bothReadings(each.raw);
      next.push(...attached.map((raw, i) => ({ name: `${each.name}, attached #${i + 1}`, raw })));
    }
    level = next;
  }
  return found;
}

const accepted = (raw: Buffer) => headerProblem(raw, { singleFields: false }) === null;

describe('the DKIM checker and the booking parser', () => {
  let corpus: Awaited<ReturnType<typeof messageCorpus>>;
  beforeAll(async () => {
    corpus = await messageCorpus();
  });

  it('read the same header fields, in the same order, in every message of the corpus the header check accepts', async () => {
    const disagreements: string[] = [];
    let compared = 0;
    for (const message of [...corpus.genuine, ...corpus.hostile]) {
      for (const each of await everyMessage(message)) {
        if (!accepted(each.raw)) continue;
        compared += 1;
        const { dkim, parser } = await bothReadings(each.raw);
        if (JSON.stringify(dkim) !== JSON.stringify(parser)) disagreements.push(each.name);
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(corpus.genuine.length);
  });

  it('are both given every genuine message of the corpus, and what each carries', async () => {
    for (const message of corpus.genuine) {
      for (const each of await everyMessage(message)) expect({ name: each.name, problem: headerProblem(each.raw, { singleFields: false }) }).toEqual({ name: each.name, problem: null });
    }
  });

  it('read the same Subject in every signed original of the corpus: the instance the signature covers', async () => {
    let read = 0;
    for (const message of corpus.genuine) {
      for (const expectedDomain of SHIPPED_DOMAINS) {
        const outcome = await verifyDkim(message.raw, { expectedDomain, providerDomains: SHIPPED_DOMAINS, now: NOW, resolver });
        if (!outcome.ok) continue;
        read += 1;
        expect({ name: message.name, subject: await signedSubject(outcome.headers) }).toEqual({ name: message.name, subject: (await parseMail(message.raw)).subject });
      }
    }
    expect(read).toBeGreaterThanOrEqual(8);
  });
});
