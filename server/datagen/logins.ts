import { PLATFORMS } from './catalog/enums';
import type { GenContext } from './context';

/** fact_login: every active day has logins on the member's usual platform, now and then on a second one. */
export async function generateLogins(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  // in date order, so that a date range reads only its days (zone maps), not the whole fact
  await run(`INSERT INTO fact_login
    SELECT * FROM (SELECT stat_date, site_id, member_id, platform, 1 + floor(-ln(1 - ${r.u('logins', 'member_id', 't')}) * (0.6 + 2.5 * stick))::INTEGER
    FROM tmp_day
    UNION ALL
    SELECT stat_date, site_id, member_id, ((platform + 1 + floor(${r.u('plat2', 'member_id', 't')} * ${PLATFORMS.length - 1})) % ${PLATFORMS.length})::TINYINT,
      1 + floor(-ln(1 - ${r.u('logins2', 'member_id', 't')}))::INTEGER
    FROM tmp_day WHERE ${r.u('second', 'member_id', 't')} < 0.12) ORDER BY stat_date, site_id`);
}
