import { MARKETS } from './catalog/markets';
import { ADVERSARIAL, NICKNAMES } from './catalog/people';
import type { GenContext } from './context';
import { lit, pick } from './sql';

/**
 * tmp_identity: username, real name, phone and email in the member's market, unique usernames
 * (the member number is part of them), and a fixed handful of hostile values per site.
 */
export async function generateIdentities(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  const byMarket = (f: (m: (typeof MARKETS)[number]) => string) => `CASE x.currency ${MARKETS.map((m) => `WHEN '${m.currency}' THEN ${f(m)}`).join(' ')} END`;
  const override = (field: string, value: string) =>
    `CASE ${ADVERSARIAL.filter((a) => a.field === field).map((a) => `WHEN site_rank = ${a.rank} THEN ${lit(a.value)}`).join(' ') || 'WHEN FALSE THEN NULL'} ELSE ${value} END`;
  await run(`CREATE TEMP TABLE tmp_identity AS
    WITH x AS (
      SELECT m.member_id, m.site_id, m.currency, row_number() OVER (PARTITION BY m.site_id ORDER BY m.member_id) AS site_rank,
        ${r.u('first', 'm.member_id')} AS u_first, ${r.u('last', 'm.member_id')} AS u_last, ${r.u('nick', 'm.member_id')} AS u_nick,
        ${r.u('style', 'm.member_id')} AS u_style, ${r.u('mail', 'm.member_id')} AS u_mail, ${r.u('maildomain', 'm.member_id')} AS u_domain,
        ${r.h('phone', 'm.member_id')} AS h_phone
      FROM tmp_member m
    ), named AS (
      SELECT x.*,
        ${byMarket((m) => pick(m.firstNames, `floor(x.u_first * ${m.firstNames.length})`))} AS first_name,
        ${byMarket((m) => pick(m.lastNames, `floor(x.u_last * ${m.lastNames.length})`))} AS last_name,
        ${byMarket((m) => pick(m.mailDomains, `floor(x.u_domain * ${m.mailDomains.length})`))} AS mail_domain,
        ${byMarket((m) => `${lit(m.phonePrefix)} || lpad((x.h_phone % ${10 ** m.phoneDigits})::VARCHAR, ${m.phoneDigits}, '0')`)} AS phone,
        ${byMarket((m) => lit(Boolean(m.familyFirst)))} AS family_first
      FROM x
    ), handles AS (
      SELECT n.*, lower(strip_accents(replace(first_name, ' ', ''))) AS first_slug, lower(strip_accents(replace(last_name, ' ', ''))) AS last_slug,
        CASE WHEN u_nick < 0.35 THEN ${pick(NICKNAMES, `floor(u_nick / 0.35 * ${NICKNAMES.length})`)}
          ELSE lower(strip_accents(replace(first_name, ' ', ''))) END || CASE WHEN u_style < 0.3 THEN '_' ELSE '' END || (member_id - 100000)::VARCHAR AS username
      FROM named n
    )
    SELECT member_id,
      ${override('member_username', 'username')} AS member_username,
      ${override('real_name', "CASE WHEN family_first THEN last_name || ' ' || first_name ELSE first_name || ' ' || last_name END")} AS real_name,
      phone,
      CASE WHEN u_mail < 0.5 THEN username ELSE first_slug || '.' || last_slug || (member_id % 100000)::VARCHAR END || '@' || mail_domain AS email
    FROM handles`);
}
