import * as contract from '@aspirant/contract/profile.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { lingerAndClose } from '../../http/linger.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProfileService } from './service.ts';

/** Reads the raw body, refusing it (413) as soon as it passes `max` bytes. */
async function readLimited(req: FastifyRequest, max: number): Promise<Buffer> {
  const length = req.headers['content-length'];
  if (length !== undefined && Number(length) > max) {
    throw new AppError('PAYLOAD_TOO_LARGE', contract.PROFILE_MESSAGES.photoTooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    size += (chunk as Buffer).length;
    if (size > max) throw new AppError('PAYLOAD_TOO_LARGE', contract.PROFILE_MESSAGES.photoTooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function profileRoutes(app: FastifyInstance, profiles: ProfileService, guard: Guards): void {
  route(app, contract.getProfile, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, profile: await profiles.get(user.id) };
  });

  route(app, contract.updateMyProfile, async ({ req, body }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, profile: await profiles.update(user.id, body) };
  });

  route(app, contract.getUiLanguage, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, uiLanguage: await profiles.uiLanguage(user.id) };
  });

  route(app, contract.updateUiLanguage, async ({ req, body }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, uiLanguage: await profiles.setUiLanguage(user.id, body.uiLanguage) };
  });

  route(app, contract.deleteProfilePhoto, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, profile: await profiles.removePhoto(user.id) };
  });

  route(app, contract.requestEmailChange, async ({ req, body }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, message: await profiles.requestEmailChange(user.id, body) };
  });

  route(app, contract.confirmEmailChange, async ({ req, body }) => {
    const { user } = await guard.requireUser(req);
    const profile = await profiles.confirmEmailChange(user.id, body.code);
    return { success: true as const, message: contract.PROFILE_MESSAGES.emailChanged, profile };
  });

  // The upload's body is the image itself: in this scope no parser reads it; the handler does, after the
  // caller is known, with the size limit.
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    route(scope, contract.uploadProfilePhoto, async ({ req, reply }) => {
      try {
        const { user } = await guard.requireUser(req);
        await profiles.enforcePhotoQuota(user.id);
        const data = await readLimited(req, contract.PHOTO_MAX_BYTES);
        return { success: true as const, profile: await profiles.setPhoto(user.id, data) };
      } catch (error) {
        if (!req.raw.readableEnded) lingerAndClose(req, reply);
        throw error;
      }
    });
  });

  // The signed photo URL: its owner got it from GET /api/profile; nobody can make one for another user.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${contract.MEDIA_PHOTOS_PREFIX}:userId/:version`,
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const { userId, version } = req.params as { userId: string; version: string };
      const query = req.query as Record<string, unknown>;
      const photo = await profiles.openSignedPhoto(userId, version, query.exp, query.sig);
      const etag = `"${version}"`;
      reply
        .header('Content-Type', photo.mimeType)
        .header('ETag', etag)
        .header('Last-Modified', photo.updatedAt.toUTCString())
        // One URL is one version of the photo: it never changes, and only this browser may keep it.
        .header('Cache-Control', `private, max-age=${photo.secondsLeft}, immutable`)
        .header('Content-Disposition', 'inline');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.header('Content-Length', String(photo.data.length));
      return reply.send(req.method === 'HEAD' ? undefined : photo.data);
    },
  });
}
