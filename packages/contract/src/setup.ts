import { z } from 'zod';
import { login } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { EmailSchema, NameSchema } from './fields.ts';
import { PasswordSchema } from './password.ts';

/** Longest setup token accepted: the server issues 43 characters (256 random bits, base64url). */
export const SETUP_TOKEN_MAX_LENGTH = 200;

import { SETUP_MESSAGES } from './auth-messages.ts';

export { SETUP_MESSAGES };

/** What every visitor may know about this server: whether it runs in demo mode (decision 0009). */
export const instanceMeta = endpoint({
  method: 'GET',
  path: '/api/meta',
  response: z.object({ demo: z.boolean() }),
});
export type InstanceMeta = z.infer<typeof instanceMeta.response>;

/** The one-time setup link (/setup/:token): creates the first super admin and signs them in. */
export const createFirstSuperAdmin = endpoint({
  method: 'POST',
  path: '/api/setup',
  body: z.strictObject({
    token: z
      .string({ error: SETUP_MESSAGES.tokenRequired })
      .min(1, SETUP_MESSAGES.tokenRequired)
      .max(SETUP_TOKEN_MAX_LENGTH, SETUP_MESSAGES.linkInvalid),
    name: NameSchema,
    email: EmailSchema,
    password: PasswordSchema,
  }),
  response: login.response,
});
