import type { Limit } from '../../lib/rate-limit.ts';

/** Rate limits of sign-in, OTP and reset: per client address and per account address. */
export interface AuthLimits {
  loginPerIp: Limit;
  loginPerAccount: Limit;
  registerPerIp: Limit;
  otpSendPerIp: Limit;
  /** Sending to one address: at most one code a minute ... */
  otpSendPerAddressBurst: Limit;
  /** ... and a few an hour. */
  otpSendPerAddress: Limit;
  otpVerifyPerIp: Limit;
  otpVerifyPerAccount: Limit;
}

export const AUTH_LIMITS: AuthLimits = {
  loginPerIp: { max: 30, windowSeconds: 15 * 60 },
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  registerPerIp: { max: 10, windowSeconds: 60 * 60 },
  otpSendPerIp: { max: 10, windowSeconds: 15 * 60 },
  otpSendPerAddressBurst: { max: 1, windowSeconds: 60 },
  otpSendPerAddress: { max: 5, windowSeconds: 60 * 60 },
  otpVerifyPerIp: { max: 30, windowSeconds: 15 * 60 },
  otpVerifyPerAccount: { max: 15, windowSeconds: 15 * 60 },
};

/** Sessions (docs/decisions/0002): absolute lifetime and idle timeout. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** Last-seen is written at most this often, so a busy session does not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export const OTP_VALIDITY_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
