import type { Limit } from '../../lib/rate-limit.ts';

/**
 * Profile photo uploads per user (decision 0011). Each one reads up to PHOTO_MAX_BYTES and rewrites the stored
 * image; a person picks a photo and perhaps tries two or three more, so 10 an hour is never met by choosing
 * one, while a loop replacing it nonstop is.
 */
export const PHOTO_QUOTA: Limit = { max: 10, windowSeconds: 60 * 60 };
