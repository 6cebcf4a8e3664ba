import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../trustProxy';

/**
 * Whether a request comes from this machine itself: the socket, the address Fastify settled on, and
 * every address a proxy forwarded for are all loopback. A proxy on this machine that serves the
 * network therefore does not make its clients local.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) return false;
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((h) => h.trim());
  return hops.every((hop) => hop === '' || isLoopbackAddress(hop));
}
