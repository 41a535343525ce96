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
