import { describe, expect, it } from 'vitest';
import { requireSelection, validateOperatorForm } from '../../../../src/pages/maintenance/operator/validateOperatorForm';
import { isNameTaken, validateGroupName } from '../../../../src/pages/maintenance/group/validateGroupName';

const filled = { operatorAC: 'dealer01', operatorName: 'Dealer', groupID: '4', password: 'lantern-harbour-42' };

describe('operator form validation (spec §5)', () => {
  it('requires every field when adding', () => {
    expect(validateOperatorForm({ operatorAC: ' ', operatorName: '', groupID: '', password: '' }, 'add'))
      .toEqual({ operatorAC: 'required', operatorName: 'required', groupID: 'required', password: 'required' });
  });
  it('keeps accounts between 4 and 30 characters and names within 30', () => {
    expect(validateOperatorForm({ ...filled, operatorAC: 'abc' }, 'add')).toEqual({ operatorAC: 'min4' });
    expect(validateOperatorForm({ ...filled, operatorAC: 'a'.repeat(31) }, 'add')).toEqual({ operatorAC: 'max30' });
    expect(validateOperatorForm({ ...filled, operatorName: 'n'.repeat(31) }, 'add')).toEqual({ operatorName: 'max30' });
    expect(validateOperatorForm({ ...filled, operatorAC: 'with space' }, 'add')).toEqual({ operatorAC: 'account' });
    expect(validateOperatorForm(filled, 'add')).toEqual({});
  });
  it("counts a name's characters as the server's schema does (code points), as a group's name is counted", () => {
    // Ajv's maxLength 30 (server/maintenance/schemas.ts) takes 30 emoji; 16 are 32 UTF-16 units
    expect(validateOperatorForm({ ...filled, operatorName: '😀'.repeat(30) }, 'add')).toEqual({});
    expect(validateOperatorForm({ ...filled, operatorName: '😀'.repeat(31) }, 'add')).toEqual({ operatorName: 'max30' });
    expect(validateOperatorForm({ ...filled, operatorName: '王小明🐉'.repeat(7) }, 'edit')).toEqual({});
    expect(validateGroupName('😀'.repeat(30))).toBeUndefined();
    expect(validateGroupName('😀'.repeat(31))).toBe('max30');
  });
  it("asks for the password policy's 8 to 128 characters (the server's), and no account or password when editing", () => {
    expect(validateOperatorForm({ ...filled, password: 'short' }, 'add')).toEqual({ password: 'passwordMin' });
    expect(validateOperatorForm({ ...filled, password: 'p'.repeat(128) }, 'add')).toEqual({});
    expect(validateOperatorForm({ ...filled, password: 'p'.repeat(129) }, 'add')).toEqual({ password: 'passwordMax' });
    expect(validateOperatorForm({ ...filled, operatorAC: '', password: '' }, 'edit')).toEqual({});
  });
  it("answers 'No operator selected' for an action without a row", () => {
    expect(requireSelection(null)).toBe('noOperator');
    expect(requireSelection({ operatorID: 1 })).toBeNull();
  });
  it('requires a group name of 4 to 30 characters once trimmed', () => {
    expect(validateGroupName('  ')).toBe('required');
    expect(validateGroupName('😀😀😀')).toBe('min4');
    expect(validateGroupName('😀'.repeat(30))).toBeUndefined();
    expect(validateGroupName('\u200bab\u200bc\u200b')).toBe('min4');
    expect(validateGroupName('ab\u0000cd')).toBe('controlCharacters');
    expect(validateGroupName('Abc')).toBe('min4');
    expect(validateGroupName('  Abc  ')).toBe('min4');
    expect(validateGroupName('Desk')).toBeUndefined();
    expect(validateGroupName('g'.repeat(31))).toBe('max30');
    expect(validateGroupName('Night shift')).toBeUndefined();
  });
  it("finds another group's name as the server compares names: full-width forms folded, spaces trimmed, any case", () => {
    expect(isNameTaken('Ｆｉｎａｎｃｅ', ['Finance'])).toBe(true);
    expect(isNameTaken(' FINANCE ', ['Finance'])).toBe(true);
    expect(isNameTaken('Fin\u200bance', ['Finance'])).toBe(true);
    expect(isNameTaken('Finance', ['客服組', 'Ｆｉｎａｎｃｅ'])).toBe(true);
    expect(isNameTaken('Finance 2', ['Finance'])).toBe(false);
    expect(isNameTaken('  ', ['  '])).toBe(false);
  });
});
