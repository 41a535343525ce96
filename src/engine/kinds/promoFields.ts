import type { FieldInfo } from '../report/fieldInfo';
import { text } from './queryKind';

const date: FieldInfo = { kind: 'dimension', format: 'date', money: false };
const code: FieldInfo = { kind: 'dimension', format: 'enum', money: false };
const id: FieldInfo = { kind: 'dimension', format: 'text', money: false };

/** The promotion a row of a promotion kind describes: its site, name, type, sub type and period. */
export const PROMO_FIELDS = [
  ['promo_id', id],
  ['promo_name', text],
  ['promo_type', code],
  ['promo_sub_type', code],
  ['promo_date_start', date],
  ['promo_date_end', date],
  ['site_id', id],
  ['site_name', text],
  ['site_currency', text],
] as const satisfies readonly (readonly [string, FieldInfo])[];

/** A promotion field's name. */
export type PromoFieldName = (typeof PROMO_FIELDS)[number][0];
