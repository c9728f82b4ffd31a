import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long the rest of a refused upload is read and thrown away before the connection is cut. */
const LINGER_MS = 5000;

/**
 * A refused upload (too large, wrong type) is answered while the client is still sending. The connection
 * closes after the answer; until then the rest of the body is read and dropped, because closing a socket
 * with unread data resets it and the client could lose the answer (nginx's "lingering close").
 */
export function lingerAndClose(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('Connection', 'close');
  req.raw.resume();
  const socket = req.raw.socket as { destroy?: () => void; once?: (e: string, f: () => void) => void } | null;
  if (typeof socket?.destroy !== 'function') return;
  const timer = setTimeout(() => socket.destroy?.(), LINGER_MS);
  timer.unref();
  socket.once?.('close', () => clearTimeout(timer));
}
