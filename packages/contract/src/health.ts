import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  response: z.object({ status: z.literal('ok') }),
});
