import * as contract from '@aspirant/contract/live-room.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { LIVE_ROOM_ROLES, type LiveRoomService } from './service.ts';

/** A watcher this far behind (a stalled connection) is dropped; its browser reconnects and gets a snapshot. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export function liveRoomRoutes(app: FastifyInstance, live: LiveRoomService, guard: Guards): void {
  route(app, contract.getLiveRoom, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, LIVE_ROOM_ROLES);
    return live.snapshot(user, params.id);
  });

  route(app, contract.liveRoomEvents, async ({ req, reply, params, query }) => {
    const { user } = await guard.requireRole(req, LIVE_ROOM_ROLES);
    const res = reply.raw;
    // Events the hub sends before the stream starts are already in the snapshot (read after subscribing).
    let isOpen = false;
    let isEnded = false;
    let limit: NodeJS.Timeout | undefined;
    let stop: (() => void) | undefined;
    function end() {
      if (isEnded) return;
      isEnded = true;
      isOpen = false;
      clearTimeout(limit);
      stop?.();
      res.end();
    }
    const write = (chunk: string) => {
      if (!isOpen) return;
      res.write(chunk);
      if (res.writableLength > MAX_BUFFERED_BYTES) end();
    };
    const send = (event: string, data: unknown) =>
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    // Access is checked (and refused as JSON) before the stream starts.
    const watched = await live.watch(user, params.id, {
      send: (event, data) => {
        send(event, data);
        // A comment line too: some proxies count only bytes, not events.
        if (event === 'tick') write(': ping\n\n');
      },
      end,
    });
    stop = watched.stop;
    if (isEnded) stop();
    const maxSeconds = query.maxSeconds ?? contract.LIVE_STREAM_MAX_SECONDS;
    res.on('close', end);
    reply.hijack();
    // The browser may have gone while the snapshot was read.
    if (isEnded || res.destroyed) {
      end();
      return undefined as never;
    }
    limit = setTimeout(end, maxSeconds * 1000);
    isOpen = true;
    // The hooks do not run for a hijacked reply: its headers are all here. No buffering on the way (nginx).
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      connection: 'keep-alive',
    });
    write('retry: 3000\n\n');
    send('snapshot', watched.snapshot);
    if (maxSeconds === 0) end();
    return undefined as never;
  });

  route(app, contract.extendAttempt, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, LIVE_ROOM_ROLES);
    return live.extend(user, params.id, params.attemptId, body);
  });

  route(app, contract.grantAttempt, async ({ req, params, body, reply }) => {
    const { user } = await guard.requireRole(req, LIVE_ROOM_ROLES);
    const outcome = await live.grant(user, params.id, body);
    reply.code(201);
    return outcome;
  });
}
