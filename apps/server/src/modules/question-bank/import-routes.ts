import {
  BANK_MESSAGES,
  CategoryMappingSchema,
  exportQuestions,
  IMPORT_FORMATS,
  IMPORT_MESSAGES,
  type ImportFormat,
  importQuestions,
  importTemplate,
  MAX_IMPORT_FILE_BYTES,
} from '@aspirant/contract/question-bank.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';
import type { ExportService } from './export/index.ts';
import { templateCsv, templateXlsx } from './import/index.ts';
import type { ImportRequest, ImportService } from './import-service.ts';

const B = BANK_MESSAGES;
/** Teachers, coaching admins and the super admin use the bank; students never (decision 0020). */
const STAFF = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN] as const;

/** `attachment` with a file name (RFC 6266; the names here are ASCII). */
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

const MappingSchema = z.array(CategoryMappingSchema);

/** The multipart form of an import: the file and the fields, checked; 400 with a message for each mistake. */
async function readImportForm(
  req: FastifyRequest,
): Promise<Omit<ImportRequest, 'dryRun'> & { dryRun: boolean; customerId: number | null | undefined }> {
  if (!req.isMultipart()) throw new AppError('VALIDATION', B.fileRequired);
  let file: { fileName: string; bytes: Buffer } | undefined;
  let format: ImportFormat | undefined;
  let dryRun = true;
  let customerId: number | null | undefined;
  let mapping: ImportRequest['mapping'];
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
      switch (part.fieldname) {
        case 'format':
          if (value === '') break;
          if (!(IMPORT_FORMATS as readonly string[]).includes(value))
            throw new AppError('VALIDATION', B.badImportFormat);
          format = value as ImportFormat;
          break;
        case 'dryRun':
          if (value !== '' && value !== 'true' && value !== 'false')
            throw new AppError('VALIDATION', B.badDryRun);
          dryRun = value !== 'false';
          break;
        case 'customerId':
          if (value === '' || value === 'null') customerId = null;
          else if (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647) customerId = Number(value);
          else throw new AppError('VALIDATION', B.badCustomerId);
          break;
        case 'mapping': {
          if (value === '') break;
          let json: unknown;
          try {
            json = JSON.parse(value);
          } catch {
            throw new AppError('VALIDATION', B.badMapping);
          }
          const parsed = MappingSchema.safeParse(json);
          if (!parsed.success) throw new AppError('VALIDATION', B.badMapping);
          mapping = parsed.data;
          break;
        }
        default:
          throw new AppError('VALIDATION', `Unknown field: ${part.fieldname}.`);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const length = Number(req.headers['content-length']);
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        IMPORT_MESSAGES.fileTooLarge(
          Number.isFinite(length) && length > MAX_IMPORT_FILE_BYTES ? length : MAX_IMPORT_FILE_BYTES + 1,
        ),
      );
    }
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new AppError('VALIDATION', `The upload cannot be read: ${(error as Error).message}`);
    throw error;
  }
  if (!file) throw new AppError('VALIDATION', B.fileRequired);
  return { ...file, format, dryRun, customerId, mapping };
}

/** Issue 16 points 5 to 7: import (dry run and commit), the spreadsheet template, and the export. */
export function questionImportRoutes(
  app: FastifyInstance,
  services: { imports: ImportService; exports: ExportService },
  guard: Guards,
): void {
  // multipart/form-data only in this scope, for the one upload of a file to import.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024 * 1024, parts: 12 },
    });
    route(scope, importQuestions, async ({ req }) => {
      const { user } = await guard.requireRole(req, STAFF);
      // A centre's staff are checked before the file is read (the super admin's bank is a field of the form).
      if (user.role_id !== ROLE.SUPER_ADMIN) await services.imports.targetOf(user, undefined);
      const form = await readImportForm(req);
      const target = await services.imports.targetOf(user, form.customerId);
      return services.imports.run(target, form);
    });
  });

  route(app, importTemplate, async ({ req, reply, query }) => {
    await guard.requireRole(req, STAFF);
    const name = `aspirant-questions-template-${query.lang}.${query.format}`;
    reply.header('Content-Disposition', attachment(name));
    if (query.format === 'csv') return reply.type('text/csv; charset=utf-8').send(templateCsv(query.lang));
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(await templateXlsx(query.lang));
  });

  route(app, exportQuestions, async ({ req, reply, query }) => {
    const { user } = await guard.requireRole(req, STAFF);
    const { format, ids, ...filters } = query;
    const file = await services.exports.export(user, format, filters, ids);
    return reply
      .header('Content-Disposition', attachment(file.fileName))
      .header('X-Question-Count', String(file.count))
      .type(file.contentType)
      .send(file.body);
  });
}
