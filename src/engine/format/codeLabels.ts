/**
 * Fields whose values are codes with names in the locale files (`enums.<name>.<code>`). A column or
 * chart axis of one of them shows the names (format `enum`) unless its definition says otherwise, so
 * grid, chart, legend and export name a payment method, tag or game kind the same way, in both
 * languages. A code without a name shows as it is; `enums.<name>._none`, when present, names the
 * absent value (the members without an agent).
 */
export const CODE_LABELS: Readonly<Record<string, string>> = {
  pay_method_code: 'enums.payMethod',
  pay_method: 'enums.payMethod',
  provider_method: 'enums.payMethod',
  member_tag_code: 'enums.memberTag',
  member_tag_list: 'enums.memberTag',
  game_kind_code: 'enums.gameKind',
  trans_type: 'enums.transType',
  trans_status: 'enums.transStatus',
  promo_type: 'enums.promoType',
  promo_sub_type: 'enums.promoSubType',
  member_status: 'enums.memberStatus',
  member_type: 'enums.memberType',
  reg_platform: 'enums.platform',
  agent_username: 'enums.agent',
  agent_code: 'enums.agent',
};

/** The names' i18n namespace of a code field, if it has one. */
export function codeEnumKey(field: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(CODE_LABELS, field) ? CODE_LABELS[field] : undefined;
}

/** Separators of values that hold several codes: `QPay · qr_code` (provider and method), `vip, high_roller` (a tag list). */
const PARTS = /( · |, )/;

/** A code, or codes joined as above, in the user's words; parts without a name stay as they are. */
export function codeName(raw: unknown, enumKey: string, translate: (key: string) => string): string {
  return String(raw).split(PARTS).map((part, i) => {
    if (i % 2 === 1 || part === '') return part;
    const key = `${enumKey}.${part}`;
    const name = translate(key);
    return name && name !== key ? name : part;
  }).join('');
}

/** The name of an absent value (`enums.agent._none`: "No agent"), if the namespace has one. */
export function noneName(enumKey: string, translate: (key: string) => string): string | undefined {
  const key = `${enumKey}._none`;
  const name = translate(key);
  return name && name !== key ? name : undefined;
}
