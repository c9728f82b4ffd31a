import { describe, expect, it } from 'vitest';
import { QUOTA_MESSAGES, waitText } from './fields.ts';
import { formatStorageSize, LECTURE_MESSAGES } from './lectures.ts';

describe('quota messages (decision 0011)', () => {
  it('say the wait rounded up, in the largest sensible unit', () => {
    expect([1, 45, 59, 60, 61, 720, 7199, 7200, 67_680].map(waitText)).toEqual([
      '1 second',
      '45 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '12 minutes',
      '120 minutes',
      '2 hours',
      '19 hours',
    ]);
  });

  it('say what is limited, how often, and when it is possible again', () => {
    const hour = { windowSeconds: 3600, retryAfterSeconds: 720 };
    expect(QUOTA_MESSAGES.insights({ max: 5, ...hour })).toBe(
      'You can generate new insights 5 times an hour. Try again in 12 minutes.',
    );
    expect(QUOTA_MESSAGES.photo({ max: 1, ...hour })).toBe(
      'You can change your profile photo once an hour. Try again in 12 minutes.',
    );
    expect(QUOTA_MESSAGES.studyPlan({ max: 20, windowSeconds: 86_400, retryAfterSeconds: 30 })).toBe(
      'You can generate a study plan 20 times a day. Try again in 30 seconds.',
    );
    expect(QUOTA_MESSAGES.attemptStarts({ max: 60, windowSeconds: 900, retryAfterSeconds: 60 })).toBe(
      'You can start 60 tests every 15 minutes. Try again in 1 minute. A test you have already started can be resumed at any time.',
    );
  });

  it('show storage in binary units written GB, MB and KB', () => {
    expect(
      [0, 900, 1536, 350 * 1024 ** 2, 1.24 * 1024 ** 3, 18.2 * 1024 ** 3, 20 * 1024 ** 3].map(
        formatStorageSize,
      ),
    ).toEqual(['0 MB', '900 bytes', '1.5 KB', '350 MB', '1.2 GB', '18.2 GB', '20 GB']);
    expect(LECTURE_MESSAGES.storageUsed(1.2 * 1024 ** 3, 20 * 1024 ** 3)).toBe(
      'Storage: 1.2 GB of 20 GB used',
    );
  });
});
