import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { calendarDateSchema, idSchema, MessageBodySchema, positiveIdSchema, UserSchema } from './fields.ts';

/** SPEC §2 Batch Management: a batch is Active or Completed. */
export const BATCH_STATUSES = ['Active', 'Completed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_NAME_MAX_LENGTH = 100;
export const MAX_STUDENTS_PER_ASSIGNMENT = 500;

export const BATCH_MESSAGES = {
  badBatchId: 'The batch id must be a positive whole number.',
  badUserId: 'The user id must be a positive whole number.',
  badCustomerId: 'The coaching centre id must be a positive whole number.',
  nameRequired: 'Batch name is required.',
  nameTooLong: `Batch name must be at most ${BATCH_NAME_MAX_LENGTH} characters.`,
  badStartDate: 'Start date must be a valid date (YYYY-MM-DD).',
  badStatus: `Status must be ${BATCH_STATUSES.join(' or ')}.`,
  badUserIds: `user_ids must be a list of 1 to ${MAX_STUDENTS_PER_ASSIGNMENT} user ids.`,
  batchNotFound: 'Batch not found.',
  customerNotFound: 'Coaching centre not found.',
  centreRequired: 'Choose the coaching centre of the batch.',
  otherCentre: 'You can only manage batches of your own coaching centre.',
  nameTaken: 'A batch with this name already exists in this coaching centre.',
  notStudents: "Only students of the batch's coaching centre can be added to it.",
  studentNotInBatch: 'This student is not in the batch.',
  batchDeleted: 'Batch deleted.',
  studentRemoved: 'Student removed from the batch.',
} as const;

const BatchNameSchema = z
  .string({ error: BATCH_MESSAGES.nameRequired })
  .trim()
  .min(1, BATCH_MESSAGES.nameRequired)
  .max(BATCH_NAME_MAX_LENGTH, BATCH_MESSAGES.nameTooLong);

export const StartDateSchema = calendarDateSchema(BATCH_MESSAGES.badStartDate);

const BatchStatusSchema = z.enum(BATCH_STATUSES, BATCH_MESSAGES.badStatus);

/** SPEC §3 "Batch": id, name, startDate, studentCount, status; plus the coaching centre it belongs to. */
export const BatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  studentCount: z.number().int(),
  status: z.enum(BATCH_STATUSES),
  customer_id: z.number().int(),
});
export type Batch = z.infer<typeof BatchSchema>;

export const BatchIdParamsSchema = z.object({ id: positiveIdSchema(BATCH_MESSAGES.badBatchId) });

const BatchBodySchema = z.object({ success: z.literal(true), batch: BatchSchema });
const StudentsBodySchema = z.object({ success: z.literal(true), students: z.array(UserSchema) });

/** Role 1: its own centre's batches; role 4: every batch, or one centre's with `customer_id`. */
export const listBatches = endpoint({
  method: 'GET',
  path: '/api/batches',
  query: z.object({
    customer_id: z.preprocess(
      (v) => (v === '' ? undefined : v),
      positiveIdSchema(BATCH_MESSAGES.badCustomerId).optional(),
    ),
  }),
  response: z.object({ success: z.literal(true), batches: z.array(BatchSchema) }),
});

export const createBatch = endpoint({
  method: 'POST',
  path: '/api/batches',
  body: z.strictObject({
    name: BatchNameSchema,
    startDate: StartDateSchema,
    status: BatchStatusSchema.default('Active'),
    /** The super admin names the centre; a coaching admin's batches are its own centre's. */
    customer_id: idSchema(BATCH_MESSAGES.badCustomerId).optional(),
  }),
  response: BatchBodySchema,
});
export type CreateBatchInput = z.input<NonNullable<typeof createBatch.body>>;

export const updateBatch = endpoint({
  method: 'PUT',
  path: '/api/batches/:id',
  params: BatchIdParamsSchema,
  body: z.strictObject({ name: BatchNameSchema, startDate: StartDateSchema, status: BatchStatusSchema }),
  response: BatchBodySchema,
});
export type UpdateBatchInput = z.input<NonNullable<typeof updateBatch.body>>;

export const deleteBatch = endpoint({
  method: 'DELETE',
  path: '/api/batches/:id',
  params: BatchIdParamsSchema,
  response: MessageBodySchema,
});

export const listBatchStudents = endpoint({
  method: 'GET',
  path: '/api/batches/:id/students',
  params: BatchIdParamsSchema,
  response: StudentsBodySchema,
});

/** Assigns students (of the batch's centre only); answers the batch's students afterwards. */
export const addBatchStudents = endpoint({
  method: 'POST',
  path: '/api/batches/:id/students',
  params: BatchIdParamsSchema,
  body: z.strictObject({
    user_ids: z
      .array(idSchema(BATCH_MESSAGES.badUserId), { error: BATCH_MESSAGES.badUserIds })
      .min(1, BATCH_MESSAGES.badUserIds)
      .max(MAX_STUDENTS_PER_ASSIGNMENT, BATCH_MESSAGES.badUserIds),
  }),
  response: StudentsBodySchema,
});

export const removeBatchStudent = endpoint({
  method: 'DELETE',
  path: '/api/batches/:id/students/:userId',
  params: z.object({
    id: positiveIdSchema(BATCH_MESSAGES.badBatchId),
    userId: positiveIdSchema(BATCH_MESSAGES.badUserId),
  }),
  response: MessageBodySchema,
});
