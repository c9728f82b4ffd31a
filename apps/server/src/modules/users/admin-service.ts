import { MESSAGES, type User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { type CreateUserInput, canGrantRole, USER_MESSAGES } from '@aspirant/contract/users.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { CustomersRepository } from '../../repositories/customers.ts';
import { type GuardedChange, publicUser, type UsersRepository } from '../../repositories/users.ts';

const notFound = () => new AppError('NOT_FOUND', USER_MESSAGES.userNotFound);

function settle(outcome: GuardedChange, lastSuperAdminMessage: string): void {
  if (outcome === 'not-found') throw notFound();
  if (outcome === 'last-super-admin') throw new AppError('CONFLICT', lastSuperAdminMessage);
}

/**
 * User administration (SPEC §7, issue 6 point 5). The callers are role 1 or 4 (the routes' guards); every
 * rule about whom they may touch lives here: the super admin manages everyone, a coaching admin only the
 * teachers and students of its own centre, and a user outside its reach answers like an unknown id (404).
 */
export function userAdminService(deps: {
  users: UsersRepository;
  customers: CustomersRepository;
  clock: Clock;
}) {
  const { users, customers, clock } = deps;

  const isSuperAdmin = (actor: User) => actor.role_id === ROLE.SUPER_ADMIN;

  /** The actor's own centre, for a coaching admin; a coaching admin without one reaches nobody. */
  function ownCentre(actor: User): number | null {
    return actor.role_id === ROLE.COACHING_ADMIN ? actor.customer_id : null;
  }

  async function reachableUser(actor: User, id: number): Promise<User> {
    const target = await users.findActive(id);
    if (!target) throw notFound();
    if (isSuperAdmin(actor)) return target;
    const centre = ownCentre(actor);
    if (centre !== null && target.customer_id === centre) return target;
    throw notFound();
  }

  /** A coaching admin changes and deletes only the roles it may give (teachers and students). */
  function assertManageable(actor: User, target: User): void {
    if (!isSuperAdmin(actor) && !canGrantRole(actor.role_id, target.role_id)) {
      throw new AppError('FORBIDDEN', USER_MESSAGES.cannotManageAdmins);
    }
  }

  return {
    async list(actor: User): Promise<User[]> {
      if (isSuperAdmin(actor)) return users.listActive();
      const centre = ownCentre(actor);
      return centre === null ? [] : users.listActive(centre);
    },

    async listOfCustomer(actor: User, customerId: number): Promise<User[]> {
      const isReachable = isSuperAdmin(actor)
        ? await customers.customerExists(customerId)
        : ownCentre(actor) === customerId;
      if (!isReachable) throw new AppError('NOT_FOUND', USER_MESSAGES.customerNotFound);
      return users.listActive(customerId);
    },

    listRoles: () => users.listRoles(),

    async listCustomers(actor: User) {
      if (isSuperAdmin(actor)) return customers.listCustomers();
      const centre = ownCentre(actor);
      return centre === null ? [] : customers.listCustomers(centre);
    },

    async changeRole(actor: User, id: number, roleId: number): Promise<User> {
      const target = await reachableUser(actor, id);
      assertManageable(actor, target);
      if (!canGrantRole(actor.role_id, roleId))
        throw new AppError('FORBIDDEN', USER_MESSAGES.cannotGrantRole);
      if (roleId === ROLE.COACHING_ADMIN && target.customer_id === null) {
        throw new AppError('VALIDATION', USER_MESSAGES.adminNeedsCentre);
      }
      settle(await users.changeRole(id, roleId, clock.now()), USER_MESSAGES.lastSuperAdminDemote);
      return (await users.findActive(id)) ?? { ...target, role_id: roleId };
    },

    async remove(actor: User, id: number): Promise<void> {
      const target = await reachableUser(actor, id);
      if (target.id === actor.id) throw new AppError('FORBIDDEN', USER_MESSAGES.cannotDeleteSelf);
      assertManageable(actor, target);
      settle(await users.softDelete(id, clock.now()), USER_MESSAGES.lastSuperAdminDelete);
    },

    async create(actor: User, input: CreateUserInput): Promise<User> {
      if (!canGrantRole(actor.role_id, input.role_id)) {
        throw new AppError('FORBIDDEN', USER_MESSAGES.cannotGrantRole);
      }
      let customerId: number | null;
      if (isSuperAdmin(actor)) {
        customerId = input.customer_id ?? null;
        if (customerId !== null && !(await customers.customerExists(customerId))) {
          throw new AppError('NOT_FOUND', USER_MESSAGES.customerNotFound);
        }
      } else {
        const centre = ownCentre(actor);
        // Left out means "my centre"; anything else is another centre (or none), which is not its to fill.
        customerId = input.customer_id === undefined ? centre : input.customer_id;
        if (centre === null || customerId !== centre) {
          throw new AppError('FORBIDDEN', USER_MESSAGES.otherCentre);
        }
      }
      if (input.role_id === ROLE.COACHING_ADMIN && customerId === null) {
        throw new AppError('VALIDATION', USER_MESSAGES.adminNeedsCentre);
      }
      const user = await users.insert({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        roleId: input.role_id,
        customerId,
      });
      if (!user) throw new AppError('CONFLICT', MESSAGES.emailTaken);
      return publicUser(user);
    },
  };
}

export type UserAdminService = ReturnType<typeof userAdminService>;
