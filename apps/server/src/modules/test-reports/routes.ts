import { ROLE } from '@aspirant/contract/roles.ts';
import * as contract from '@aspirant/contract/test-reports.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { ReportFile, TestReportsService } from './service.ts';

/** Issue 18 point 4: the staff who read a test's analysis take its results away; students never. */
const STAFF = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN] as const;

/** `attachment` with a file name (RFC 6266; the service makes the names ASCII). */
const send = (reply: FastifyReply, file: ReportFile) =>
  reply
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .type(file.contentType)
    .send(file.body);

export function testReportsRoutes(app: FastifyInstance, reports: TestReportsService, guard: Guards): void {
  route(app, contract.getResultsReport, async ({ req, reply, params, query }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return send(reply, await reports.resultsReport(user, params.id, query.format, query.batchId, query.lang));
  });

  route(app, contract.getStaffResultCard, async ({ req, reply, params, query }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return send(reply, await reports.staffCard(user, params.id, params.resultId, query.lang));
  });

  route(app, contract.getStudentResultCard, async ({ req, reply, params, query }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return send(reply, await reports.studentCard(user, params.id, params.resultId, query.lang));
  });

  route(app, contract.getResultCard, async ({ req, reply, params, query }) => {
    const { user } = await guard.requireUser(req);
    return send(reply, await reports.ownCard(user, params.id, query.lang));
  });
}
