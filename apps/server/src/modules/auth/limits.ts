import type { Limit } from '../../lib/rate-limit.ts';

/**
 * Rate limits of sign-in, registration and codes (decision 0007). Limits keyed by the client address count
 * failures only, never successes, so a hall of 500 students behind one address all get in; limits keyed by an
 * account slow guessing without letting a stranger lock its owner out.
 */
export interface AuthLimits {
  /** Failed sign-ins (wrong password or unknown address) from one client address: credential stuffing. */
  loginFailuresPerIp: Limit;
  /** Wrong passwords for one account from clients without its device cookie; past it they get 429. */
  loginFailuresPerAccount: Limit;
  /** Wrong passwords from one device cookie; past it that device counts as untrusted. */
  loginFailuresPerDevice: Limit;
  /** Registrations refused (address taken) from one client address: probing which addresses have accounts. */
  registerFailuresPerIp: Limit;
  /** Codes requested from one client address (every purpose). */
  otpSendPerIp: Limit;
  /** Sending to one address: at most one code a minute per purpose ... */
  otpSendPerAddressBurst: Limit;
  /** ... and a few an hour, counted apart for sign-in, reset and confirmation. */
  otpSendPerAddress: Limit;
  /** Wrong codes from one client address. */
  otpVerifyFailuresPerIp: Limit;
}

/**
 * Sized for a hall of 500 behind one address: each student may mistype a password or a code once in a quarter of
 * an hour, and ask for two codes, before the address is slowed. One address still gets only 500 wrong passwords
 * in 15 minutes (credential stuffing), and one /64 counts as one address.
 */
export const HALL_SIZE = 500;

export const AUTH_LIMITS: AuthLimits = {
  loginFailuresPerIp: { max: HALL_SIZE, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginFailuresPerDevice: { max: 5, windowSeconds: 15 * 60 },
  registerFailuresPerIp: { max: HALL_SIZE / 5, windowSeconds: 60 * 60 },
  otpSendPerIp: { max: 2 * HALL_SIZE, windowSeconds: 15 * 60 },
  otpSendPerAddressBurst: { max: 1, windowSeconds: 60 },
  otpSendPerAddress: { max: 5, windowSeconds: 60 * 60 },
  otpVerifyFailuresPerIp: { max: HALL_SIZE, windowSeconds: 15 * 60 },
};

/** Sessions (docs/decisions/0002): absolute lifetime and idle timeout. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** Last-seen is written at most this often, so a busy session does not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export const OTP_VALIDITY_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/**
 * A check accepts any live code among the newest this many of an address and purpose, so a flood of requests
 * does not void the one the owner is typing. Sends are at most one a minute and codes live 10 minutes, so at most
 * 10 can be live at once.
 */
export const OTP_LIVE_CODES = 10;
