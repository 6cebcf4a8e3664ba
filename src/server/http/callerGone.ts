import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Aborts when the caller disconnects before the answer is sent: the browser aborted the fetch (the sell
 * wizard's Cancel), the tab closed, the network dropped, or the proxy in front closed its connection because
 * its client did (nginx does, unless `proxy_ignore_client_abort on`). See decisions/verification-mailbox.md.
 */
export function callerGoneSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  gone.signal.addEventListener('abort', () => request.log.info('the caller went away before the answer'), { once: true });
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  // A caller that left before the handler ran (while the gate was checked) never sends that 'close' again.
  if (request.raw.socket?.destroyed) gone.abort();
  return gone.signal;
}
