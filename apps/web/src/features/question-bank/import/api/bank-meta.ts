import { getBankMeta } from '@aspirant/contract/question-bank.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../../lib/api-client.ts';

/** Every query of the question bank lives under this key, so an import refreshes them all. */
export const QUESTION_BANK_KEY = ['question-bank'] as const;

/** GET /api/questions/meta: subjects with their topics, the centres, and whether the global bank is editable. */
export function bankMetaQueryOptions() {
  return queryOptions({
    queryKey: [...QUESTION_BANK_KEY, 'meta'] as const,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getBankMeta, { signal })),
  });
}

export function useBankMeta() {
  return useQuery(bankMetaQueryOptions());
}
