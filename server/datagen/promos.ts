import { PROMO_SUB_TYPES } from './catalog/enums';
import { SITES } from './catalog/markets';
import type { GenContext } from './context';
import { valuesTable } from './sql';

/** Days between campaign starts of one site; campaigns last 7–20 days, so they never overlap. */
const CAMPAIGN_SPACING = 24;

/** Types 1 (binded), 2 (join) and 4 (mission) run as campaigns; back-office and regular promos run for the site's whole life. */
const CAMPAIGN_TYPES = new Set([1, 2, 4]);

const TAGS_BY_TYPE: Record<number, string[]> = { 0: ['manual'], 1: ['deposit', 'turnover'], 2: ['event'], 3: ['loyalty'], 4: ['mission'] };

function label(code: string): string {
  const words = code.replace('n_win', 'n win').replace('real_time', 'real-time').split('_');
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

/**
 * dim_promo and the lookups the claim stages join on. Each site runs every back-office promo, a
 * subset of the regular ones (together the sites cover all), and a rotation of campaigns.
 */
export async function generatePromos(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  const campaignTypes = PROMO_SUB_TYPES.filter((s) => CAMPAIGN_TYPES.has(s.type));
  const standing = PROMO_SUB_TYPES.map((s, i) => ({ ...s, i })).filter((s) => !CAMPAIGN_TYPES.has(s.type));
  const standingRows = SITES.flatMap((site) =>
    standing
      .filter((s) => s.type === 0 || (s.i + site.id) % 2 === 0 || s.code === 'rebate_daily')
      .map((s) => [site.id * 1000 + s.i, site.id, label(s.code), s.type, s.code, s.type === 0 ? 'Back Office' : 'Regular'] as const),
  );
  const subTypes = valuesTable('c', ['idx', 'code', 'type', 'label'], campaignTypes.map((s, i) => [i, s.code, s.type, label(s.code)]));
  await run(`CREATE TEMP TABLE tmp_promo_tags AS SELECT * FROM ${valuesTable('t', ['type', 'tags'], Object.entries(TAGS_BY_TYPE).map(([k, v]) => [Number(k), v]))}`);
  await run(`INSERT INTO dim_promo
    SELECT p.id, p.site_id, p.name || CASE WHEN p.type = 3 THEN '' ELSE ' (' || p.kind || ')' END, p.type, p.code, t.tags, s.launch_date, DATE '${ctx.endDate}' + 180
    FROM ${valuesTable('p', ['id', 'site_id', 'name', 'type', 'code', 'kind'], standingRows.map((x) => [...x]))}
    JOIN dim_site s ON s.site_id = p.site_id JOIN tmp_promo_tags t ON t.type = p.type`);
  await run(`INSERT INTO dim_promo
    SELECT s.site_id * 1000 + 100 + s.n, s.site_id, c.label || ' ' || strftime(start_d, '%b %Y'), c.type, c.code,
      list_concat(t.tags, CASE WHEN ${r.u('ptag', 's.site_id', 'n')} < 0.5 THEN ['slot'] WHEN ${r.u('ptag', 's.site_id', 'n')} < 0.7 THEN ['live'] ELSE ['all_games'] END,
        CASE WHEN ${r.u('ptag2', 's.site_id', 'n')} < 0.3 THEN ['new_member'] WHEN ${r.u('ptag2', 's.site_id', 'n')} < 0.45 THEN ['vip'] ELSE [] END),
      start_d, start_d + dur - 1
    FROM (SELECT s.site_id, n, s.launch_date + (10 + ${CAMPAIGN_SPACING} * n + floor(${r.u('cstart', 's.site_id', 'n')} * 4))::INTEGER AS start_d,
            (7 + floor(${r.u('cdur', 's.site_id', 'n')} * 14))::INTEGER AS dur, (n + s.site_id * 5) % ${campaignTypes.length} AS idx
          FROM dim_site s, range(${Math.ceil(ctx.days / CAMPAIGN_SPACING) + 1}) r(n)) s
    JOIN ${subTypes} ON c.idx = s.idx JOIN tmp_promo_tags t ON t.type = c.type
    WHERE start_d <= DATE '${ctx.endDate}'`);
  await run(`CREATE TEMP TABLE tmp_campaign AS SELECT promo_id, site_id, promo_type, promo_sub_type,
      (promo_date_start - DATE '${ctx.startDate}')::INTEGER AS start_t, (promo_date_end - DATE '${ctx.startDate}')::INTEGER AS end_t
    FROM dim_promo WHERE promo_type IN (${[...CAMPAIGN_TYPES].join(', ')})`);
  await run(`CREATE TEMP TABLE tmp_standing AS SELECT promo_id, site_id, promo_type, promo_sub_type,
      (row_number() OVER (PARTITION BY site_id, promo_type ORDER BY promo_id) - 1)::INTEGER AS idx,
      count(*) OVER (PARTITION BY site_id, promo_type)::INTEGER AS n
    FROM dim_promo WHERE promo_type NOT IN (${[...CAMPAIGN_TYPES].join(', ')})`);
}
