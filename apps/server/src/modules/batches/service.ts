import { BATCH_MESSAGES, type Batch, type CreateBatchInput } from '@aspirant/contract/batches.ts';
import type { User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { BatchFields, CustomersRepository } from '../../repositories/customers.ts';

/**
 * Batches of coaching centres (SPEC §2 Batch Management, issue 6 point 6). Callers are role 1 or 4 (the
 * routes' guards). A coaching admin reaches only its own centre's batches; another centre's batch answers
 * like an unknown one (404). Only live students of the batch's own centre can be assigned.
 */
export function batchesService(deps: { customers: CustomersRepository; clock: Clock }) {
  const { customers, clock } = deps;

  const isSuperAdmin = (actor: User) => actor.role_id === ROLE.SUPER_ADMIN;
  const ownCentre = (actor: User) => (actor.role_id === ROLE.COACHING_ADMIN ? actor.customer_id : null);

  async function reachableBatch(actor: User, id: number): Promise<Batch> {
    const batch = await customers.findBatch(id);
    if (batch && (isSuperAdmin(actor) || batch.customer_id === ownCentre(actor))) return batch;
    throw new AppError('NOT_FOUND', BATCH_MESSAGES.batchNotFound);
  }

  const nameTaken = () => new AppError('CONFLICT', BATCH_MESSAGES.nameTaken);

  return {
    async list(actor: User, customerId: number | undefined): Promise<Batch[]> {
      if (isSuperAdmin(actor)) {
        if (customerId !== undefined && !(await customers.customerExists(customerId))) {
          throw new AppError('NOT_FOUND', BATCH_MESSAGES.customerNotFound);
        }
        return customers.listBatches(customerId);
      }
      const centre = ownCentre(actor);
      if (customerId !== undefined && customerId !== centre) {
        throw new AppError('NOT_FOUND', BATCH_MESSAGES.customerNotFound);
      }
      return centre === null ? [] : customers.listBatches(centre);
    },

    async create(actor: User, input: CreateBatchInput & { status: Batch['status'] }): Promise<Batch> {
      let customerId: number;
      if (isSuperAdmin(actor)) {
        if (input.customer_id === undefined) throw new AppError('VALIDATION', BATCH_MESSAGES.centreRequired);
        if (!(await customers.customerExists(input.customer_id))) {
          throw new AppError('NOT_FOUND', BATCH_MESSAGES.customerNotFound);
        }
        customerId = input.customer_id;
      } else {
        const centre = ownCentre(actor);
        if (centre === null || (input.customer_id !== undefined && input.customer_id !== centre)) {
          throw new AppError('FORBIDDEN', BATCH_MESSAGES.otherCentre);
        }
        customerId = centre;
      }
      const fields: BatchFields = { name: input.name, startDate: input.startDate, status: input.status };
      const batch = await customers.insertBatch(customerId, fields, clock.now());
      if (!batch) throw nameTaken();
      return batch;
    },

    async update(actor: User, id: number, fields: BatchFields): Promise<Batch> {
      await reachableBatch(actor, id);
      const batch = await customers.updateBatch(id, fields, clock.now());
      if (batch === 'taken') throw nameTaken();
      return batch;
    },

    async remove(actor: User, id: number): Promise<void> {
      await reachableBatch(actor, id);
      await customers.removeBatch(id);
    },

    async students(actor: User, id: number): Promise<User[]> {
      await reachableBatch(actor, id);
      return customers.students(id);
    },

    async addStudents(actor: User, id: number, userIds: number[]): Promise<User[]> {
      const batch = await reachableBatch(actor, id);
      const wanted = [...new Set(userIds)];
      const eligible = await customers.studentsOfCentre(batch.customer_id, wanted);
      // All or nothing, and the same answer for unknown users, other centres' users and non-students.
      if (eligible.length !== wanted.length) throw new AppError('VALIDATION', BATCH_MESSAGES.notStudents);
      await customers.addStudents(id, wanted, clock.now());
      return customers.students(id);
    },

    async removeStudent(actor: User, id: number, userId: number): Promise<void> {
      await reachableBatch(actor, id);
      if (!(await customers.removeStudent(id, userId))) {
        throw new AppError('NOT_FOUND', BATCH_MESSAGES.studentNotInBatch);
      }
    },
  };
}

export type BatchesService = ReturnType<typeof batchesService>;
