import * as contract from '@aspirant/contract/question-bank.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { lingerAndClose } from '../../http/linger.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';
import { QUESTION_IMAGES_PREFIX, type QuestionBankService } from './service.ts';

/** Issue 16 point 1: teachers, coaching admins and the super admin use the bank; students never list it. */
const STAFF = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN] as const;

/** Reads the raw body, refusing it (413) as soon as it passes `max` bytes. */
async function readLimited(req: FastifyRequest, max: number): Promise<Buffer> {
  const length = req.headers['content-length'];
  if (length !== undefined && Number(length) > max) {
    throw new AppError('PAYLOAD_TOO_LARGE', contract.BANK_MESSAGES.imageTooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    size += (chunk as Buffer).length;
    if (size > max) throw new AppError('PAYLOAD_TOO_LARGE', contract.BANK_MESSAGES.imageTooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function questionBankRoutes(app: FastifyInstance, bank: QuestionBankService, guard: Guards): void {
  route(app, contract.listQuestions, async ({ req, query }) => {
    const { user } = await guard.requireRole(req, STAFF);
    const { page, pageSize, ...filters } = query;
    return { success: true as const, ...(await bank.list(user, filters, page, pageSize)) };
  });

  route(app, contract.getBankMeta, async ({ req }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, ...(await bank.meta(user)) };
  });

  route(app, contract.listQuestionReports, async ({ req, query }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return {
      success: true as const,
      ...(await bank.reports(user, query.status, query.page, query.pageSize)),
    };
  });

  route(app, contract.getQuestion, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, ...(await bank.get(user, params.id)) };
  });

  route(app, contract.createQuestion, async ({ req, body, reply }) => {
    const { user } = await guard.requireRole(req, STAFF);
    const question = await bank.create(user, body);
    reply.code(201);
    return { success: true as const, question };
  });

  route(app, contract.updateQuestion, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, ...(await bank.update(user, params.id, body)) };
  });

  route(app, contract.bulkQuestions, async ({ req, body }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, updated: await bank.bulk(user, body) };
  });

  route(app, contract.findDuplicates, async ({ req, body }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, duplicates: await bank.duplicates(user, body.text, body.excludeId) };
  });

  route(app, contract.createTopic, async ({ req, body, reply }) => {
    const { user } = await guard.requireRole(req, STAFF);
    const topic = await bank.createTopic(user, body);
    reply.code(201);
    return { success: true as const, topic };
  });

  route(app, contract.resolveQuestionReport, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    await bank.resolveReport(user, params.id);
    return { success: true as const, message: contract.BANK_MESSAGES.reportResolved };
  });

  // The upload's body is the image itself: in this scope no parser reads it; the handler does, after the
  // caller and the bank are known, with the size limit.
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    route(scope, contract.uploadQuestionImage, async ({ req, query, reply }) => {
      try {
        const { user } = await guard.requireRole(req, STAFF);
        const owner = await bank.imageBank(user, query.customerId);
        const data = await readLimited(req, contract.QUESTION_IMAGE_MAX_BYTES);
        const saved = await bank.saveImage(owner, data);
        reply.code(201);
        return { success: true as const, ...saved };
      } catch (error) {
        if (!req.raw.readableEnded) lingerAndClose(req, reply);
        throw error;
      }
    });
  });

  // The signed image URL (an <img> sends no bearer token): handed out with the question by a reader in scope.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${QUESTION_IMAGES_PREFIX}:owner/:sha`,
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const { owner, sha } = req.params as { owner: string; sha: string };
      const query = req.query as Record<string, unknown>;
      const image = await bank.openImage(owner, sha, query.exp, query.sig);
      reply
        .header('Content-Type', image.mimeType)
        .header('Content-Disposition', 'inline')
        .header('Content-Length', String(image.data.length));
      return reply.send(req.method === 'HEAD' ? undefined : image.data);
    },
  });
}
