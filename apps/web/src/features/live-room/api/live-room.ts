import { pathOf } from '@aspirant/contract/endpoint.ts';
import {
  extendAttempt,
  getLiveRoom,
  grantAttempt,
  type LiveRoom,
  type LiveStudent,
  liveRoomEvents,
} from '@aspirant/contract/live-room.ts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/session-storage.ts';
import { applyUpdate, fromSnapshot, type RoomState, withClock } from '../lib/room.ts';
import { parseSse } from '../lib/sse.ts';

export type Connection = 'connecting' | 'live' | 'reconnecting';

/** A refusal worth stopping for (a 4xx but 408/429): retrying would get the same answer. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });

/**
 * The live room over server-sent events. EventSource cannot send the bearer token, so the stream is read with
 * fetch() and parsed here (the token never goes into a URL). A refused stream is asked again as the JSON
 * snapshot, so the API client handles it as every other call does (a 401 signs out, a 404 shows its message).
 * A dropped stream reconnects after 1, 2, 4 ... 30 s and starts from a fresh snapshot.
 */
export function useLiveRoom(testId: number) {
  const [state, setState] = useState<RoomState | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState(null);
    setError(null);
    setConnection('connecting');

    function handle(event: string, data: string) {
      const now = Date.now();
      if (event === 'snapshot') setState(fromSnapshot(JSON.parse(data) as LiveRoom, now));
      else if (event === 'update') {
        const update = JSON.parse(data) as { serverTime: string; students: LiveStudent[] };
        setState((current) => (current ? applyUpdate(current, update, now) : current));
      } else if (event === 'tick') {
        const { serverTime } = JSON.parse(data) as { serverTime: string };
        setState((current) => (current ? withClock(current, serverTime, now) : current));
      }
    }

    async function readStream(): Promise<'ended' | 'refused'> {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      const token = readToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(pathOf(liveRoomEvents.path, { id: testId }), {
        headers,
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        if (!isFinal(response.status)) return 'ended';
        // The same refusal as JSON, through the one API client (its 401 handling, its messages).
        const snapshot = await callEndpoint(getLiveRoom, { params: { id: testId }, signal });
        if (!snapshot.success) setError(new ApiError(snapshot).message);
        return 'refused';
      }
      setConnection('live');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'ended';
        const parsed = parseSse(buffer + value);
        buffer = parsed.rest;
        for (const e of parsed.events) handle(e.event, e.data);
      }
    }

    void (async () => {
      let failures = 0;
      while (!signal.aborted) {
        try {
          const outcome = await readStream();
          if (outcome === 'refused') return;
          failures = 0;
        } catch {
          if (signal.aborted) return;
          failures++;
        }
        setConnection('reconnecting');
        await wait(Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)), signal);
      }
    })();
    return () => controller.abort();
  }, [testId]);

  /** A row the server sent back after an action (the stream brings it too, a moment later). */
  const replaceRow = (student: LiveStudent) =>
    setState((current) =>
      current
        ? applyUpdate(
            current,
            { serverTime: new Date(Date.now() + current.offsetMs).toISOString(), students: [student] },
            Date.now(),
          )
        : current,
    );

  return { state, connection, error, replaceRow };
}

export function useExtendAttempt(testId: number) {
  return useMutation({
    mutationFn: async (input: { attemptId: number; minutes: number; reason: string }) =>
      unwrap(
        await callEndpoint(extendAttempt, {
          params: { id: testId, attemptId: input.attemptId },
          body: { minutes: input.minutes, reason: input.reason },
        }),
      ),
  });
}

export function useGrantAttempt(testId: number) {
  return useMutation({
    mutationFn: async (input: { userId: number }) =>
      unwrap(await callEndpoint(grantAttempt, { params: { id: testId }, body: { userId: input.userId } })),
  });
}
