import { cleanName, hasControlCharacters, nameLength } from '../../../engine/format/names';
import { TEXT_MAX, type FieldError } from '../operator/validateOperatorForm';

/** Spec §5: required, 4 to 30 characters once surrounding spaces are removed (as the server checks). */
export const GROUP_NAME_MIN = 4;

export function validateGroupName(name: string): FieldError | undefined {
  const v = cleanName(name);
  if (!v) return 'required';
  if (hasControlCharacters(v)) return 'controlCharacters';
  if (nameLength(v) < GROUP_NAME_MIN) return 'min4';
  return nameLength(v) > TEXT_MAX ? 'max30' : undefined;
}

/** A name as the server compares names for uniqueness (server/maintenance/groupService.ts): cleaned (full-width folded, spaces trimmed), then any case. */
const comparable = (name: string) => cleanName(name).toLowerCase();

/** Whether another group has this name as the server sees it: 'Ｆｉｎａｎｃｅ' and ' finance ' are 'Finance'. */
export function isNameTaken(name: string, takenNames: readonly string[]): boolean {
  const wanted = comparable(name);
  return Boolean(wanted) && takenNames.some((n) => comparable(n) === wanted);
}
