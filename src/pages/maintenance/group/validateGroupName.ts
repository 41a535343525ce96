import { TEXT_MAX, type FieldError } from '../operator/validateOperatorForm';

/** Spec §5: required, at most 30 characters. */
export function validateGroupName(name: string): FieldError | undefined {
  const v = name.trim();
  if (!v) return 'required';
  return v.length > TEXT_MAX ? 'max30' : undefined;
}
