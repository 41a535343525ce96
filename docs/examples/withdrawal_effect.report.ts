// docs/ARCHITECTURE.md, "An analyst's before/after report on withdrawals": the whole report, as
// reports/house/withdrawal_effect.report.ts (tests/server/reports/withdrawalEffect.test.ts runs it).
import { defineReport } from '../../src/engine/definition/report';
import { promoEffectColumns } from '../../server/compiler/kinds/promoEffect/spec';

const FIGURES = ['wdrl_amt', 'apv_bet'] as const;
export default defineReport({
  id: 'withdrawal_effect',
  route: { category: 'promo', reportIdx: 80201, order: 99 },
  query: { kind: 'promoEffect', days: 14, figures: FIGURES },
  filters: [{ key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev90' }, required: true }],
  columns: [
    { field: 'promo_name', width: 'long', pinned: true }, { field: 'promo_date_start', width: 'short' },
    { field: 'participant_count', width: 'short' }, { field: 'effect_member_count', width: 'short' },
    { field: 'effect_days_after', width: 'tiny', total: false },
    ...promoEffectColumns(FIGURES),
  ],
  paging: { mode: 'local' },
  defaultSort: [{ field: 'promo_date_start', dir: 'desc' }],
});
