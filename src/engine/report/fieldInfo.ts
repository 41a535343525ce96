import type { FormatId } from '../format/formatId';
import type { HeaderLabel } from './columnHeader';

/** What a field of a report's rows is: a dimension or a measure, its default format, whether it is money. */
export interface FieldInfo {
  kind: 'dimension' | 'measure';
  format: FormatId;
  money: boolean;
  /** How a named kind labels the field when it follows the query (a retention's cohort on deposits): a text key, the measure's (`{{measure}}`) and values it names (`{{n}}`). */
  header?: HeaderLabel;
}
