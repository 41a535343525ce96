import { GAME_KINDS } from './catalog/games';
import { MEMBER_TAGS } from './catalog/people';
import type { GenContext } from './context';

const tagId = (code: (typeof MEMBER_TAGS)[number]['code']) => MEMBER_TAGS.find((t) => t.code === code)!.id;
const kindIdx = (code: string) => GAME_KINDS.findIndex((k) => k.code === code);

/** Members in one block of this many consecutive registrations of a site may share a device, IP or bank account. */
const LINK_BLOCK = 50;
const LINK_TYPES = [
  { type: 'device', share: 0.08, key: (h: string) => `'dev-' || substr(md5(${h}::VARCHAR), 1, 16)` },
  { type: 'ip', share: 0.06, key: (h: string) => `((${h} % 200) + 14)::VARCHAR || '.' || ((${h} >> 8) % 256)::VARCHAR || '.' || ((${h} >> 16) % 256)::VARCHAR || '.' || ((${h} >> 24) % 254 + 1)::VARCHAR` },
  { type: 'bank', share: 0.03, key: (h: string) => `'acct-' || lpad(((${h} >> 3) % 10000000000)::VARCHAR, 10, '0')` },
];

/** member_tag_map from behaviour (level, wealth, recency, favourite kind) plus a little chance; member_link clusters. */
export async function generateMemberExtras(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  const end = `DATE '${ctx.endDate}'`;
  const rules: [number, string][] = [
    [tagId('vip'), 'd.member_lv_id >= 5'],
    [tagId('high_roller'), 'm.wealth >= 250'],
    [tagId('bonus_hunter'), `m.depositor AND ${r.u('tag.bonus', 'm.member_id')} < 0.04`],
    [tagId('new_depositor'), `d.first_dpst_date >= ${end} - 30`],
    [tagId('at_risk'), `d.dpst_date_max IS NOT NULL AND d.life_date_max BETWEEN ${end} - 60 AND ${end} - 15`],
    [tagId('dormant'), `d.life_date_max < ${end} - 90 AND ${r.u('tag.dormant', 'm.member_id')} < 0.5`],
    [tagId('affiliate'), `d.agent_id IS NOT NULL AND ${r.u('tag.affiliate', 'm.member_id')} < 0.25`],
    [tagId('kyc_pending'), 'd.member_status = 3'],
    [tagId('sports_fan'), `m.gamer AND m.kind_pack & 7 = ${kindIdx('sport')}`],
    [tagId('slot_lover'), `m.gamer AND m.kind_pack & 7 = ${kindIdx('slot')} AND ${r.u('tag.slot', 'm.member_id')} < 0.4`],
    [tagId('live_casino'), `m.gamer AND m.kind_pack & 7 = ${kindIdx('live')} AND ${r.u('tag.live', 'm.member_id')} < 0.6`],
  ];
  await run(`INSERT INTO member_tag_map
    SELECT d.member_id, t.tag FROM dim_member d JOIN tmp_member m ON m.member_id = d.member_id,
      (SELECT unnest([${rules.map(([id]) => id).join(', ')}]) AS tag) t
    WHERE CASE t.tag ${rules.map(([id, cond]) => `WHEN ${id} THEN ${cond}`).join(' ')} ELSE FALSE END`);
  await run(`INSERT INTO member_link
    WITH ranked AS (SELECT member_id, site_id, (row_number() OVER (PARTITION BY site_id ORDER BY member_id) - 1) // ${LINK_BLOCK} AS block FROM tmp_member)
    ${LINK_TYPES.map((l) => `SELECT '${l.type}', ${l.key(r.h(`link.${l.type}`, 'site_id', 'block', `floor(${r.u(`link.${l.type}.bucket`, 'member_id')} * 2)`))}, member_id
      FROM ranked WHERE ${r.u(`link.${l.type}`, 'member_id')} < ${l.share}`).join(' UNION ALL ')}`);
}

/** fact_http_req: each domain's share of a site's traffic, which follows its active members plus a floor of bots and monitors. */
export async function generateHttpRequests(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  await run(`INSERT INTO fact_http_req
    WITH traffic AS (SELECT site_id, stat_date, count(*) AS dau FROM tmp_day GROUP BY site_id, stat_date),
    domains AS (
      SELECT domain_id, site_id, pow(row_number() OVER (PARTITION BY site_id ORDER BY domain_id), -1.3) AS w FROM dim_domain
    ), shares AS (SELECT domain_id, site_id, w / sum(w) OVER (PARTITION BY site_id) AS share FROM domains)
    SELECT t.stat_date, t.site_id, s.domain_id,
      round((t.dau * (70 + 60 * ${r.u('req', 's.domain_id', 't.stat_date')}) + 1500 * (0.5 + ${r.u('bots', 's.domain_id', 't.stat_date')})) * s.share
        * CASE WHEN t.stat_date = DATE '${ctx.endDate}' THEN 0.5 ELSE 1 END)::BIGINT
    FROM traffic t JOIN shares s ON s.site_id = t.site_id`);
}
