import { instanceMeta } from '@aspirant/contract/setup.ts';
import { describe, expect, it } from 'vitest';
import { INSTANCE_META_PATH } from './instance-meta.ts';

describe('INSTANCE_META_PATH', () => {
  it('is the contract’s path of GET /api/meta', () => {
    expect(instanceMeta.method).toBe('GET');
    expect(INSTANCE_META_PATH).toBe(instanceMeta.path);
  });
});
