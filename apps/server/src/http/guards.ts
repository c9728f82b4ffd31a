import type { User } from '@aspirant/contract/fields.ts';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import type { RoleId } from '@aspirant/contract/roles.ts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { clientLimitKey } from '../lib/rate-limit.ts';
import { deviceCookieOf } from './device-cookie.ts';

/** Who is asking: recorded on the session and used for per-address limits. */
export interface RequestMeta {
  ip: string;
  /** What per-address limits count under: the IPv4 address, or the IPv6 /64 (`clientLimitKey`). */
  clientKey: string;
  userAgent: string | null;
  /** The device cookie the browser sent, unchecked. */
  deviceCookie: string | null;
  isHttps: boolean;
}

/** A signed-in request: the user and the session it came with. */
export interface AuthContext {
  user: User;
  sessionId: number;
}

/** What the guards need of the sign-in rules: the session behind a bearer token (modules/auth). */
export interface Authenticator {
  authenticate(token: string): Promise<AuthContext | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    authContext: AuthContext | null | undefined;
  }
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** Who is asking: the client address as TRUST_PROXY lets Fastify read it, its limit key, and the device cookie. */
export function requestMeta(req: FastifyRequest): RequestMeta {
  const ua = req.headers['user-agent'];
  return {
    ip: req.ip,
    clientKey: clientLimitKey(req.ip),
    userAgent: typeof ua === 'string' ? ua : null,
    deviceCookie: deviceCookieOf(req.headers.cookie),
    isHttps: req.protocol === 'https',
  };
}

/** Guards in the Epic Stack manner: `getUser` returns null, `requireX` throws. */
export function guards(auth: Authenticator) {
  async function getUser(req: FastifyRequest): Promise<AuthContext | null> {
    if (req.authContext !== undefined) return req.authContext;
    const token = bearerToken(req);
    req.authContext = token ? await auth.authenticate(token) : null;
    return req.authContext;
  }

  async function requireUser(req: FastifyRequest): Promise<AuthContext> {
    const context = await getUser(req);
    if (!context) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    return context;
  }

  async function requireRole(req: FastifyRequest, roles: readonly RoleId[]): Promise<AuthContext> {
    const context = await requireUser(req);
    if (!roles.includes(context.user.role_id as RoleId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    return context;
  }

  return { getUser, requireUser, requireRole };
}

export type Guards = ReturnType<typeof guards>;
