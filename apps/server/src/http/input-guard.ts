import { INPUT_MESSAGES, UNSTORABLE_CHARACTER } from '@aspirant/contract/input.ts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** A JSON object or a parsed query (whose prototype is a bare object of its own), never a Buffer or a stream. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * The first place in `value` (a parsed JSON body, a query or route parameters) holding a character that cannot
 * be stored, as a message naming it; null when there is none. Walks without recursion: a body nested 100,000
 * levels deep must not overflow the stack. Buffers and streams (uploads) are not looked into.
 */
export function unstorableInput(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE_CHARACTER.test(current)) return INPUT_MESSAGES.unstorableField(path || 'The body');
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}[${i}]`]);
    } else if (isPlainObject(current)) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        if (UNSTORABLE_CHARACTER.test(key)) return INPUT_MESSAGES.unstorableFieldName(path || 'the request');
        stack.push([current[key], path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** The path of a URL, decoded; null when its percent-encoding is malformed (the router answers that). */
function decodedPath(url: string): string | null {
  const end = url.search(/[?#]/);
  try {
    return decodeURIComponent(end === -1 ? url : url.slice(0, end));
  } catch {
    return null;
  }
}

/**
 * Issue 13: NUL and lone surrogates anywhere in a request (its address, route parameters, query or body) are
 * refused with a 400 that names the field, before any handler, for every route and for the 404 and web-app
 * fallback alike, so no endpoint can forget it and nothing unstorable reaches the database.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const path = decodedPath(req.url);
    if (path !== null && UNSTORABLE_CHARACTER.test(path)) {
      throw new AppError('VALIDATION', INPUT_MESSAGES.unstorableAddress);
    }
    const problem = unstorableInput(req.params) ?? unstorableInput(req.query) ?? unstorableInput(req.body);
    if (problem) throw new AppError('VALIDATION', problem);
  });
}
