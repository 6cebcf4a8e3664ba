import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a connection answered before its body was read stays open for the client to read the answer. */
const LINGER_MS = 2000;

/**
 * Ends the connection after this answer instead of reading the rest of the request body. Node would
 * destroy the socket as soon as a `Connection: close` answer is written; with body bytes still unread
 * that sends a TCP reset, which can drop the answer before a client busy uploading has read it. So the
 * server closes its sending side, stops reading, and destroys the socket a moment later.
 */
export function closeUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Connection', 'close');
  const socket = request.raw.socket as Socket & { _paused?: boolean };
  socket.destroySoon = () => {
    socket.end();
    // Node's HTTP server resumes its sockets when the request is drained, unless it marked them paused
    // itself (its `_paused`, for pipelined requests): the same mark keeps this one from reading on.
    socket._paused = true;
    socket.pause();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
