import type { FieldInfo } from '../../../../src/engine/report/fieldInfo';
import { amount, count, defineQueryKind, rate } from '../../../../src/engine/kinds/queryKind';
import { PROMO_FIELDS, type PromoFieldName } from '../../../../src/engine/kinds/promoFields';

/**
 * Every promotion running in the date range (its period overlaps the range) with what it cost and
 * what its participants played. Participants are the members who claimed a bonus of the promotion
 * on a day both in the range and in its period; their turnover and GGR are counted on those same
 * days. Rows: the promotion (`promo_*`, `site_*`), `claim_count`, `participant_count`, `bonus_amt`,
 * `bonus_per_user`, `part_apv_bet`, `part_house_net_win`, `bonus_rate` (bonus / participants' GGR)
 * and `part_profit` (participants' GGR − bonus). Totals add claims and bonus up; participants and
 * their play are counted once across promotions: a member of several promotions once, each of its
 * days once (so the participants' turnover and GGR never exceed the operator's), and the totals'
 * bonus rate is the bonus over that GGR.
 */
export interface PromoRecapQuery {
  kind: 'promoRecap';
}

declare module '../../../../src/engine/definition/namedQueries' {
  interface KindQueries { promoRecap: PromoRecapQuery }
  interface KindFields<Q> {
    promoRecap: PromoFieldName | 'claim_count' | 'participant_count' | 'bonus_amt' | 'bonus_per_user' | 'part_apv_bet' | 'part_house_net_win' | 'bonus_rate' | 'part_profit';
  }
}

export default defineQueryKind<PromoRecapQuery>({
  kind: 'promoRecap',
  description: 'Each promotion of the range with its claims, participants, bonus cost and the turnover and GGR of its participants',
  schema: {
    type: 'object', additionalProperties: false, required: ['kind'],
    properties: { kind: { const: 'promoRecap' } },
  },
  fields: () => new Map<string, FieldInfo>([
    ...PROMO_FIELDS,
    ['claim_count', count],
    ['participant_count', count],
    ['bonus_amt', amount],
    ['bonus_per_user', amount],
    ['part_apv_bet', amount],
    ['part_house_net_win', amount],
    ['bonus_rate', rate],
    ['part_profit', amount],
  ]),
});
