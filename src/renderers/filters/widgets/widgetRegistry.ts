import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { DateRangeField } from './DateRangeField';
import { EnumWidget } from './EnumWidget';
import { GrainWidget } from './GrainWidget';
import { NumberWidget, TextWidget } from './InputWidgets';
import { ListPickerWidget } from './ListPickerWidget';
import { MetricsWidget } from './MetricsWidget';
import { SiteWidget } from './SiteWidget';
import { AdvancedFilterWidget } from '../../widgets/advancedFilter/AdvancedFilterWidget';

/** rjsf widgets by the `uiWidget` ids of the engine's filter registry (src/engine/filters/filterWidgets.ts). */
export const FILTER_WIDGETS: RegistryWidgetsType = {
  sites: ListPickerWidget,
  site: SiteWidget,
  markets: ListPickerWidget,
  gameKinds: ListPickerWidget,
  gameBrands: ListPickerWidget,
  memberLevels: ListPickerWidget,
  memberTags: ListPickerWidget,
  grain: GrainWidget,
  metrics: MetricsWidget,
  enum: EnumWidget,
  text: TextWidget,
  number: NumberWidget,
  advancedFilter: AdvancedFilterWidget,
};

/** The date range is an object value, which rjsf renders through a field rather than a widget. */
export const FILTER_FIELDS: RegistryFieldsType = {
  dateRange: DateRangeField,
};
