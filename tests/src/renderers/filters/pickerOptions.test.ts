import { describe, expect, it } from 'vitest';
import { pickerOptions } from '../../../../src/engine/filters/pickerOptions';
import { translator } from '../../../../server/i18n/translate';

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
  it('name tags and game kinds as grids do, in the chosen language', () => {
    const tw = translator('tw');
    const withCodes = { ...lists, memberTags: [{ member_tag_id: 2, member_tag_code: 'high_roller' }, { member_tag_id: 99, member_tag_code: 'new_code' }], gameKinds: [{ game_kind_code: 'slot', game_kind_name: 'Slot Games' }] };
    expect(pickerOptions('memberTags', withCodes, translator('en'))).toEqual([{ value: 2, label: 'High roller' }, { value: 99, label: 'new_code' }]);
    expect(pickerOptions('memberTags', withCodes, tw).map((o) => o.label)).toEqual(['高額玩家', 'new_code']);
    expect(pickerOptions('gameKinds', withCodes, tw)).toEqual([{ value: 'slot', label: '老虎機' }]);
  });
  it('offer nothing before the lists arrive', () => {
    expect(pickerOptions('memberTags', { ...lists, memberTags: undefined })).toEqual([]);
  });
});
