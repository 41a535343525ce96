import type { ReportDefinition } from '../../src/engine/definition/report';
import type { EmittedReport } from './plan';
import type { CurrencyChoice } from './stages/currency';
import type { SettingMoney } from './stages/settingMoney';
import type { ResolvedFilters } from './stages/resolveFilters';

export type CompiledReport = EmittedReport & {
  /** The report or section compiled. */
  def: ReportDefinition;
  filters: ResolvedFilters;
  range?: { from: string; to: string };
  previousRange?: { from: string; to: string };
  /** The currency money figures are in, and whether any was converted (the currency stage). */
  currency: CurrencyChoice;
  /** Money settings shown in that currency at the latest day's rate (stages/settingMoney.ts). */
  settings?: SettingMoney;
};
