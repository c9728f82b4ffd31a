import * as contract from '@aspirant/contract/batch-roster.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';
import { parseRosterFile, rosterTemplateCsv } from './roster-file.ts';
import type { RosterService } from './roster-service.ts';

const M = contract.ROSTER_MESSAGES;
/** The bulk add: coaching admins and the super admin (SPEC §2 route table: /batch-management). */
const ADMINS = [ROLE.COACHING_ADMIN, ROLE.SUPER_ADMIN] as const;
/** The batch page and accommodations: the centre's staff too. */
const STAFF = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN] as const;

/** The multipart form of a bulk add, checked; 400 with a message for each mistake, 413 past the size limit. */
async function readRosterForm(req: FastifyRequest) {
  if (!req.isMultipart()) throw new AppError('VALIDATION', M.fileRequired);
  let file: { fileName: string; bytes: Buffer } | undefined;
  let dryRun = true;
  let customerId: number | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          continue;
        }
        file = { fileName: part.filename ?? 'upload', bytes: await part.toBuffer() };
        continue;
      }
      const value = typeof part.value === 'string' ? part.value.trim() : '';
      if (part.fieldname === 'dryRun') {
        if (value !== '' && value !== 'true' && value !== 'false')
          throw new AppError('VALIDATION', M.badDryRun);
        dryRun = value !== 'false';
      } else if (part.fieldname === 'customerId') {
        if (value === '') continue;
        if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
          throw new AppError('VALIDATION', M.badCustomerId);
        customerId = Number(value);
      } else {
        throw new AppError('VALIDATION', M.unknownField);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', M.fileTooLarge);
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new AppError('VALIDATION', `The upload cannot be read: ${(error as Error).message}`);
    throw error;
  }
  if (!file) throw new AppError('VALIDATION', M.fileRequired);
  return { file, dryRun, customerId };
}

/** Issue 17 point 7: the batch page, the bulk add and its template; point 4 (staff side): accommodations. */
export function rosterRoutes(app: FastifyInstance, roster: RosterService, guard: Guards): void {
  route(app, contract.getBatchPage, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, ...(await roster.batchPage(user, params.id)) };
  });

  // multipart/form-data only in this scope, for the one upload of a roster.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: contract.ROSTER_MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    route(scope, contract.importRoster, async ({ req }) => {
      const { user } = await guard.requireRole(req, ADMINS);
      // A coaching admin's centre is checked before the file is read.
      if (user.role_id !== ROLE.SUPER_ADMIN) await roster.centreOf(user, undefined);
      const form = await readRosterForm(req);
      const lines = await parseRosterFile(form.file.fileName, form.file.bytes);
      return roster.importRoster(user, { customerId: form.customerId, dryRun: form.dryRun, lines });
    });
  });

  route(app, contract.rosterTemplate, async ({ req, reply }) => {
    await guard.requireRole(req, ADMINS);
    reply.header('Content-Disposition', 'attachment; filename="aspirant-students-template.csv"');
    return reply.type('text/csv; charset=utf-8').send(rosterTemplateCsv());
  });

  route(app, contract.getAccommodation, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, accommodation: await roster.accommodation(user, params.id) };
  });

  route(app, contract.setAccommodation, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, accommodation: await roster.setAccommodation(user, params.id, body) };
  });
}
