import * as contract from '@aspirant/contract/auth.ts';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/device-cookie.ts';
import { type Guards, requestMeta } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { AuthService } from './service.ts';

export function authRoutes(app: FastifyInstance, auth: AuthService, guard: Guards): void {
  route(app, contract.login, async ({ body, req, reply }) => {
    const meta = requestMeta(req);
    return signedIn(reply, meta, await auth.login(body, meta));
  });

  route(app, contract.register, async ({ body, req, reply }) => {
    const meta = requestMeta(req);
    const result = await auth.register(body, meta);
    reply.code(201);
    return signedIn(reply, meta, result);
  });

  route(app, contract.sendOtp, async ({ body, req }) => {
    await auth.sendLoginOtp(body.email, requestMeta(req));
    return { success: true as const, message: MESSAGES.otpSent };
  });

  route(app, contract.verifyOtp, async ({ body, req, reply }) => {
    const meta = requestMeta(req);
    return signedIn(reply, meta, await auth.verifyLoginOtp(body.email, body.otp, meta));
  });

  route(app, contract.forgotPassword, async ({ body, req }) => {
    await auth.sendResetOtp(body.email, requestMeta(req));
    return { success: true as const, message: MESSAGES.otpSent };
  });

  route(app, contract.verifyResetOtp, async ({ body, req }) => {
    await auth.verifyResetOtp(body.email, body.otp, requestMeta(req));
    return { success: true as const, message: MESSAGES.otpVerified };
  });

  route(app, contract.resetPassword, async ({ body, req }) => {
    await auth.resetPassword(body.email, body.otp, body.newPassword, requestMeta(req));
    return { success: true as const, message: MESSAGES.passwordReset };
  });

  route(app, contract.confirmEmail, async ({ body, req }) => {
    const context = await guard.requireUser(req);
    return { success: true as const, message: await auth.confirmEmail(context, body.otp, requestMeta(req)) };
  });

  route(app, contract.resendConfirmation, async ({ req }) => {
    const context = await guard.requireUser(req);
    return { success: true as const, message: await auth.resendConfirmation(context, requestMeta(req)) };
  });

  route(app, contract.currentUser, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, user };
  });

  route(app, contract.logout, async ({ req }) => {
    const context = await guard.requireUser(req);
    await auth.logout(context);
    return { success: true as const, message: MESSAGES.loggedOut };
  });
}
