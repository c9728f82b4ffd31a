import { createPractice } from '@aspirant/contract/practice.ts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';

/** POST /api/practice for one topic: a new untimed practice set; resolves to its id. */
async function createTopicPractice(topicId: number): Promise<number> {
  return unwrap(await callEndpoint(createPractice, { body: { source: 'topic', topicId } })).practice.id;
}

export function useCreateTopicPractice() {
  return useMutation({ mutationFn: createTopicPractice });
}
