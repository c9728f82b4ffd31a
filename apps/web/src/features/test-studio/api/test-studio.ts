import {
  archiveStudioTest,
  type BlueprintInput,
  cloneStudioTest,
  createStudioTest,
  drawPaper,
  getStudioMeta,
  getStudioTest,
  listStudioTests,
  previewStudioTest,
  publishStudioTest,
  type ScheduleInput,
  type StudioTest,
  setPaper,
  setSchedule,
  type TestDetailsInput,
  type TestStatus,
  updateStudioTest,
} from '@aspirant/contract/test-studio.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface StudioListQuery {
  q: string;
  status: TestStatus | '';
  page: number;
  /** The super admin's choice: the global tests or every test. */
  owner?: 'global' | 'all';
}

/** GET /api/test-studio/tests: one page of the centre's tests; the previous page stays while the next loads. */
export function useStudioTests(query: StudioListQuery) {
  return useQuery({
    queryKey: queryKeys.testStudio.list(query),
    queryFn: async ({ signal }) =>
      unwrap(
        await callEndpoint(listStudioTests, {
          query: {
            q: query.q || undefined,
            status: query.status || undefined,
            owner: query.owner,
            page: query.page,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/test-studio/meta: exams with their marking, the centre's batches and students. */
export function useStudioMeta() {
  return useQuery({
    queryKey: queryKeys.testStudio.meta,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getStudioMeta, { signal })),
    staleTime: 60_000,
  });
}

export function useStudioTest(id: number | null) {
  return useQuery({
    queryKey: queryKeys.testStudio.test(id ?? 0),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(getStudioTest, { params: { id: id ?? 0 }, signal })).test,
    enabled: id !== null,
  });
}

export function useStudioPreview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.testStudio.preview(id),
    queryFn: async ({ signal }) => unwrap(await callEndpoint(previewStudioTest, { params: { id }, signal })),
    enabled,
    staleTime: 0,
  });
}

/** Every change answers the whole test: it replaces the cached one, and the list is read again. */
function useTestChange<V>(run: (vars: V) => Promise<{ test: StudioTest; message?: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      client.setQueryData(queryKeys.testStudio.test(data.test.id), data.test);
      void client.invalidateQueries({ queryKey: ['test-studio', 'list'] });
      void client.invalidateQueries({ queryKey: queryKeys.testStudio.preview(data.test.id) });
    },
  });
}

export const useCreateTest = () =>
  useTestChange(async (body: TestDetailsInput) => unwrap(await callEndpoint(createStudioTest, { body })));

export const useUpdateTest = (id: number) =>
  useTestChange(async (body: TestDetailsInput) =>
    unwrap(await callEndpoint(updateStudioTest, { params: { id }, body })),
  );

export const useSetPaper = (id: number) =>
  useTestChange(async (questionIds: number[]) =>
    unwrap(await callEndpoint(setPaper, { params: { id }, body: { questionIds } })),
  );

export const useDrawPaper = (id: number) =>
  useTestChange(async (body: BlueprintInput) =>
    unwrap(await callEndpoint(drawPaper, { params: { id }, body })),
  );

export const usePublishTest = (id: number) =>
  useTestChange(async () => unwrap(await callEndpoint(publishStudioTest, { params: { id } })));

export const useArchiveTest = (id: number) =>
  useTestChange(async () => unwrap(await callEndpoint(archiveStudioTest, { params: { id } })));

export const useCloneTest = (id: number) =>
  useTestChange(async () => unwrap(await callEndpoint(cloneStudioTest, { params: { id } })));

export const useSetSchedule = (id: number) =>
  useTestChange(async (body: ScheduleInput) =>
    unwrap(await callEndpoint(setSchedule, { params: { id }, body })),
  );
