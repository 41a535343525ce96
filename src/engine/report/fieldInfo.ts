import type { FormatId } from '../format/formatId';

/** What a field of a report's rows is: a dimension or a measure, its default format, whether it is money. */
export interface FieldInfo {
  kind: 'dimension' | 'measure';
  format: FormatId;
  money: boolean;
}
