import { describe, expect, it } from 'vitest';
import { formatSecret } from '../../../../src/pages/setting/formatSecret';

describe('formatSecret', () => {
  it('groups a key by four without a trailing blank', () => {
    expect(formatSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(formatSecret('ABCDEFGH')).toBe('ABCD EFGH');
  });
});
