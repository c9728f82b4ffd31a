/**
 * Default lecture storage of one coaching centre (LECTURE_QUOTA_BYTES, decision 0011): the total size of its
 * live lectures. 20 GiB holds about 40 full-length uploads at LECTURE_MAX_BYTES (500 MiB), or 100 to 200
 * lectures of an hour at a classroom recording's usual bitrate: a year of a centre's recorded classes, while one
 * centre can never fill a disk the others share.
 */
export const LECTURE_QUOTA_DEFAULT_BYTES = 20 * 1024 ** 3;
