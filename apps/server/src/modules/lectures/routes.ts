import * as contract from '@aspirant/contract/lectures.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { lingerAndClose } from '../../http/linger.ts';
import { route } from '../../http/route.ts';
import { EXTENSION } from '../../lib/media-type.ts';
import { parseRange } from './range.ts';
import type { LecturesService } from './service.ts';

/** Issue 6: teachers, coaching admins and the super admin upload and change lectures; students watch. */
const MANAGERS = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN] as const;

/** `inline` with the lecture's name as the file name (RFC 6266 / RFC 8187 encoding). */
function contentDisposition(name: string, extension: string): string {
  const fileName = `${name}${extension}`;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // RFC 8187 attr-char: encodeURIComponent leaves ' ( ) * as they are.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function lecturesRoutes(app: FastifyInstance, lectures: LecturesService, guard: Guards): void {
  route(app, contract.listDriveFiles, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    const [files, storage] = await Promise.all([lectures.list(user), lectures.storageOf(user)]);
    return { success: true as const, files, storage };
  });

  route(app, contract.getPlaybackUrl, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, ...(await lectures.playbackUrl(user, params.id)) };
  });

  route(app, contract.renameLecture, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, MANAGERS);
    return { success: true as const, file: await lectures.rename(user, params.id, body.name) };
  });

  route(app, contract.deleteLecture, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, MANAGERS);
    await lectures.remove(user, params.id);
    return { success: true as const, message: contract.LECTURE_MESSAGES.lectureDeleted };
  });

  route(app, contract.getLectureProgress, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return lectures.progress(user, params.id);
  });

  route(app, contract.saveLectureProgress, async ({ req, params, body }) => {
    const { user } = await guard.requireUser(req);
    return lectures.saveProgress(user, params.id, body.positionSeconds);
  });

  // The upload's body is the video, streamed to disk by the service: in this scope no parser reads it.
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    route(scope, contract.uploadLecture, async ({ req, query, reply }) => {
      const length = req.headers['content-length'];
      try {
        const { user } = await guard.requireRole(req, MANAGERS);
        const file = await lectures.upload(user, {
          name: query.name,
          customerId: query.customer_id,
          contentType: req.headers['content-type'],
          contentLength: length === undefined ? undefined : Number(length),
          body: req.raw,
        });
        reply.code(201);
        return { success: true as const, file };
      } catch (error) {
        if (!req.raw.readableEnded) lingerAndClose(req, reply);
        throw error;
      }
    });
  });

  // The signed media URL (also servable by nginx: docs/lectures-nginx.md). HEAD answers the same headers.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${contract.MEDIA_LECTURES_PREFIX}:file`,
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const { file: fileName } = req.params as { file: string };
      const query = req.query as Record<string, unknown>;
      const { lecture, file, secondsLeft } = await lectures.openSigned(fileName, query.exp, query.sig);
      const { size } = file;
      const etag = `"${size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
      const lastModified = file.modifiedAt.toUTCString();
      // If-Range (RFC 9110 §13.1.5): a range of a file that has changed since is not what the client wants.
      const ifRange = req.headers['if-range'];
      const isSameFile = ifRange === undefined || ifRange === etag || ifRange === lastModified;
      const range = isSameFile ? parseRange(req.headers.range, size) : { kind: 'full' as const };

      reply
        .header('Accept-Ranges', 'bytes')
        .header('ETag', etag)
        .header('Last-Modified', lastModified)
        .header('Cache-Control', `private, max-age=${secondsLeft}`);

      if (range.kind === 'unsatisfiable') {
        await file.handle.close();
        return reply.code(416).header('Content-Range', `bytes */${size}`).send({
          success: false,
          message: contract.LECTURE_MESSAGES.rangeNotSatisfiable,
          code: 'RANGE_NOT_SATISFIABLE',
        });
      }

      const start = range.kind === 'partial' ? range.start : 0;
      const end = range.kind === 'partial' ? range.end : size - 1;
      reply
        .code(range.kind === 'partial' ? 206 : 200)
        .header('Content-Type', lecture.mimeType)
        .header('Content-Length', String(size === 0 ? 0 : end - start + 1))
        .header('Content-Disposition', contentDisposition(lecture.name, EXTENSION[lecture.mimeType]));
      if (range.kind === 'partial') reply.header('Content-Range', `bytes ${start}-${end}/${size}`);

      if (req.method === 'HEAD' || size === 0) {
        await file.handle.close();
        return reply.send();
      }
      return reply.send(file.handle.createReadStream({ start, end, autoClose: true }));
    },
  });
}
