import {
  addBatchStudents,
  type CreateBatchInput,
  createBatch,
  deleteBatch,
  listBatches,
  listBatchStudents,
  removeBatchStudent,
  type UpdateBatchInput,
  updateBatch,
} from '@aspirant/contract/batches.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { centreUsersQueryOptions } from '../../../lib/centre-users-query.ts';
import { customersQueryOptions } from '../../../lib/customers-query.ts';
import { queryKeys, refreshAfter } from '../../../lib/query-keys.ts';

/** GET /api/batches, optionally of one centre (the super admin's filter). */
export function useBatches(customerId: number | null) {
  return useQuery({
    queryKey: queryKeys.batches.list(customerId),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(listBatches, { query: { customer_id: customerId ?? undefined }, signal }))
        .batches,
  });
}

/** GET /api/customers: the centres the caller reaches (all, for the super admin). */
export function useCentres() {
  return useQuery(customersQueryOptions());
}

export function useBatchStudents(batchId: number) {
  return useQuery({
    queryKey: queryKeys.batches.students(batchId),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(listBatchStudents, { params: { id: batchId }, signal })).students,
  });
}

/** The students of a centre who could join one of its batches. */
export function useCentreStudents(customerId: number) {
  return useQuery({
    ...centreUsersQueryOptions(customerId),
    select: (users) => users.filter((u) => u.role_id === ROLE.STUDENT),
  });
}

function useBatchMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => refreshAfter(queryClient, 'batchChange'),
  });
}

export const useCreateBatch = () =>
  useBatchMutation(
    async (input: CreateBatchInput) => unwrap(await callEndpoint(createBatch, { body: input })).batch,
  );

export const useUpdateBatch = () =>
  useBatchMutation(
    async (input: { id: number; fields: UpdateBatchInput }) =>
      unwrap(await callEndpoint(updateBatch, { params: { id: input.id }, body: input.fields })).batch,
  );

export const useDeleteBatch = () =>
  useBatchMutation(async (id: number) => unwrap(await callEndpoint(deleteBatch, { params: { id } })));

export const useAddStudents = () =>
  useBatchMutation(
    async (input: { batchId: number; userIds: number[] }) =>
      unwrap(
        await callEndpoint(addBatchStudents, {
          params: { id: input.batchId },
          body: { user_ids: input.userIds },
        }),
      ).students,
  );

export const useRemoveStudent = () =>
  useBatchMutation(async (input: { batchId: number; userId: number }) =>
    unwrap(await callEndpoint(removeBatchStudent, { params: { id: input.batchId, userId: input.userId } })),
  );
