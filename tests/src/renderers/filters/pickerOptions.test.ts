import { describe, expect, it } from 'vitest';
import { pickerOptions } from '../../../../src/renderers/filters/pickerOptions';

const lists = {
  sites: [], gameKinds: [], gameBrands: [], markets: [],
  memberLevels: [{ member_lv_id: 1, member_lv_name: 'Bronze' }, { member_lv_id: 2, member_lv_name: 'Silver' }],
  memberTags: [{ member_tag_id: 6, member_tag_code: 'vip' }],
};

describe('member level and tag pickers', () => {
  it('offer the levels and tags the server listed, by name, valued by id', () => {
    expect(pickerOptions('memberLevels', lists)).toEqual([{ value: 1, label: 'Bronze' }, { value: 2, label: 'Silver' }]);
    expect(pickerOptions('memberTags', lists)).toEqual([{ value: 6, label: 'vip' }]);
  });
  it('offer nothing before the lists arrive', () => {
    expect(pickerOptions('memberTags', { ...lists, memberTags: undefined })).toEqual([]);
  });
});
