/**
 * SQL written by hand for the same figures as a report's first page (default filters, every
 * site, raw facts), to measure what the compiler's SQL costs against it. Parameters: $1 from,
 * $2 to, $3 previous from, $4 previous to, $5 one site (for single-site reports).
 */
export const HANDWRITTEN: Record<string, string> = {
  site_compare: `
    WITH g AS (SELECT site_id, sum(apv_bet_base) bet, sum(house_net_win_base) win, count(DISTINCT member_id) gamers FROM fact_game_day WHERE stat_date BETWEEN $1 AND $2 GROUP BY 1),
    gp AS (SELECT site_id, sum(apv_bet_base) bet, sum(house_net_win_base) win, count(DISTINCT member_id) gamers FROM fact_game_day WHERE stat_date BETWEEN $3 AND $4 GROUP BY 1),
    t AS (SELECT site_id, sum(amount_base) FILTER (WHERE trans_type IN (3,10,26) AND trans_status='succ') dpst, sum(amount_base) FILTER (WHERE trans_type IN (4,28,-10) AND trans_status='succ') wdrl,
          count(DISTINCT member_id) FILTER (WHERE trans_type IN (3,10,26) AND trans_status='succ') depositors FROM fact_transaction WHERE stat_date BETWEEN $1 AND $2 GROUP BY 1),
    tp AS (SELECT site_id, sum(amount_base) FILTER (WHERE trans_type IN (3,10,26) AND trans_status='succ') dpst FROM fact_transaction WHERE stat_date BETWEEN $3 AND $4 GROUP BY 1),
    r AS (SELECT site_id, count(*) reg FROM dim_member WHERE reg_date BETWEEN $1 AND $2 GROUP BY 1),
    b AS (SELECT site_id, sum(bonus_amt_base) bonus FROM fact_bonus WHERE stat_date BETWEEN $1 AND $2 GROUP BY 1)
    SELECT s.site_id, s.site_name, s.site_currency, r.reg, g.gamers, t.depositors, t.dpst, t.wdrl, g.bet, g.win, g.win / nullif(g.bet, 0) edge, b.bonus,
      (g.bet - gp.bet) / nullif(gp.bet, 0) bet_growth, (g.win - gp.win) / nullif(gp.win, 0) win_growth, (g.gamers - gp.gamers) / nullif(gp.gamers, 0) gamers_growth,
      (t.dpst - tp.dpst) / nullif(tp.dpst, 0) dpst_growth, rank() OVER (ORDER BY g.bet DESC) bet_rank, rank() OVER (ORDER BY g.win DESC) win_rank,
      g.bet / sum(g.bet) OVER () bet_share, g.win - b.bonus profit
    FROM dim_site s JOIN g USING (site_id) LEFT JOIN gp USING (site_id) LEFT JOIN t USING (site_id) LEFT JOIN tp USING (site_id) LEFT JOIN r USING (site_id) LEFT JOIN b USING (site_id)
    ORDER BY g.bet DESC`,
  site_trend: `
    WITH g AS (SELECT stat_date, site_id, sum(apv_bet_base) bet, sum(house_net_win_base) win, count(DISTINCT member_id) gamers FROM fact_game_day WHERE stat_date BETWEEN $1 AND $2 GROUP BY 1, 2),
    t AS (SELECT stat_date, site_id, sum(amount_base) FILTER (WHERE trans_type IN (3,10,26) AND trans_status='succ') dpst, sum(amount_base) FILTER (WHERE trans_type IN (4,28,-10) AND trans_status='succ') wdrl,
          count(DISTINCT member_id) FILTER (WHERE trans_type IN (3,10,26) AND trans_status='succ') depositors FROM fact_transaction WHERE stat_date BETWEEN $1 AND $2 GROUP BY 1, 2),
    r AS (SELECT reg_date stat_date, site_id, count(*) reg FROM dim_member WHERE reg_date BETWEEN $1 AND $2 GROUP BY 1, 2),
    b AS (SELECT stat_date, site_id, sum(bonus_amt_base) bonus FROM fact_bonus WHERE stat_date BETWEEN $1 AND $2 GROUP BY 1, 2)
    SELECT g.stat_date, s.site_name, s.site_currency, r.reg, g.gamers, t.depositors, t.dpst, t.wdrl, g.bet, g.win, g.win / nullif(g.bet, 0) edge, b.bonus, count(*) OVER () total
    FROM g JOIN dim_site s USING (site_id) LEFT JOIN t USING (stat_date, site_id) LEFT JOIN r USING (stat_date, site_id) LEFT JOIN b USING (stat_date, site_id)
    ORDER BY g.stat_date DESC, s.site_name LIMIT 50`,
  game_ranking: `
    WITH c AS (SELECT g.game_brand_code b, sum(f.apv_bet_base) bet, sum(f.house_net_win_base) win, count(DISTINCT f.member_id) players, sum(f.bet_count) bets
               FROM fact_game_day f JOIN dim_game g USING (game_id) WHERE f.stat_date BETWEEN $1 AND $2 GROUP BY 1),
    p AS (SELECT g.game_brand_code b, sum(f.apv_bet_base) bet, sum(f.house_net_win_base) win, count(DISTINCT f.member_id) players
          FROM fact_game_day f JOIN dim_game g USING (game_id) WHERE f.stat_date BETWEEN $3 AND $4 GROUP BY 1)
    SELECT c.*, c.win / nullif(c.bet, 0) edge, c.bet / nullif(c.players, 0) bet_per_player, rank() OVER (ORDER BY c.bet DESC) bet_rank,
      rank() OVER (ORDER BY p.bet DESC) - rank() OVER (ORDER BY c.bet DESC) bet_moved, rank() OVER (ORDER BY c.win DESC) win_rank,
      rank() OVER (ORDER BY p.win DESC) - rank() OVER (ORDER BY c.win DESC) win_moved, rank() OVER (ORDER BY c.players DESC) players_rank,
      rank() OVER (ORDER BY p.players DESC) - rank() OVER (ORDER BY c.players DESC) players_moved,
      (c.bet - p.bet) / nullif(p.bet, 0) bet_growth, (c.win - p.win) / nullif(p.win, 0) win_growth, (c.players - p.players) / nullif(p.players, 0) players_growth,
      c.bet / sum(c.bet) OVER () bet_share
    FROM c LEFT JOIN p USING (b) ORDER BY bet_rank LIMIT 50`,
  osw_recap: `
    SELECT g.game_brand_code, s.site_name, s.site_currency, sum(f.bet_count) bets, count(DISTINCT f.member_id) players, sum(f.apv_bet_base) bet, sum(f.house_net_win_base) win,
      sum(f.house_net_win_base) / nullif(sum(f.apv_bet_base), 0) edge, sum(f.game_item_count) items, sum(f.game_item_cost_base) item_cost, sum(f.game_item_bet_base) item_bet,
      sum(f.game_item_win_base) item_win, count(*) OVER () total
    FROM fact_game_day f JOIN dim_game g USING (game_id) JOIN dim_site s USING (site_id) WHERE f.stat_date BETWEEN $1 AND $2 GROUP BY 1, 2, 3 ORDER BY bet DESC LIMIT 50`,
  trans_3party: `
    SELECT pay_3party_name, pay_method_code, count(*) orders, sum(amount_base) order_amt, count(*) FILTER (WHERE trans_status IN ('submit','succ','fail')) submits,
      count(*) FILTER (WHERE trans_status = 'reject') rejects, sum(amount_base) FILTER (WHERE trans_status = 'reject') reject_amt,
      count(*) FILTER (WHERE trans_status = 'succ') succ, sum(amount_base) FILTER (WHERE trans_status = 'succ') succ_amt,
      count(*) FILTER (WHERE trans_status = 'fail') fail, sum(amount_base) FILTER (WHERE trans_status = 'fail') fail_amt,
      count(*) FILTER (WHERE trans_status = 'fail') / nullif(count(*) FILTER (WHERE trans_status IN ('succ','fail')), 0) fail_rate,
      quantile_cont(epoch(finish_time - order_time), [0.5, 0.9, 0.99]) FILTER (WHERE trans_status IN ('succ','fail')) durations
    FROM fact_transaction WHERE site_id = $5 AND stat_date BETWEEN $1 AND $2 AND trans_type IN (10, -10) GROUP BY 1, 2 ORDER BY orders DESC`,
  promo_cost: `
    WITH b AS (SELECT p.promo_type, p.promo_sub_type, sum(f.bonus_amt_base) bonus, sum(f.bonus_out_amt_base) bout, sum(f.bonus_19_amt_base) b19, sum(f.bonus_20_amt_base) b20,
                 sum(f.rpoint_add_amt_base) rpoint, count(*) claims, count(DISTINCT f.member_id) claimants
               FROM fact_bonus f JOIN dim_promo p USING (promo_id) WHERE f.site_id = $5 AND f.stat_date BETWEEN $1 AND $2 GROUP BY 1, 2),
    rev AS (SELECT sum(house_net_win_base) win FROM fact_game_day WHERE site_id = $5 AND stat_date BETWEEN $1 AND $2)
    SELECT b.*, b.bonus / nullif(b.claimants, 0) per_user, b.bonus / sum(b.bonus) OVER () bonus_share, rev.win, b.bonus / nullif(rev.win, 0) bonus_rate FROM b, rev ORDER BY bonus DESC`,
  game_retention: `
    WITH a AS (SELECT f.member_id, g.game_kind_code k, min(f.stat_date) fd, max(f.stat_date) ld FROM fact_game_day f JOIN dim_game g USING (game_id) GROUP BY 1, 2)
    SELECT k, count(*) cohort, ${[1, 3, 7, 14].map((n) => `count(*) FILTER (WHERE ld >= fd + ${n}) r${n}, count(*) FILTER (WHERE fd + ${n} <= $2) e${n}`).join(', ')}
    FROM a WHERE fd BETWEEN $1 AND $2 GROUP BY 1 ORDER BY cohort DESC`,
  member_level: `
    WITH m AS (SELECT member_lv_id, count(*) members, count(*) FILTER (WHERE first_dpst_date IS NOT NULL) depositors FROM dim_member WHERE site_id = $5 GROUP BY 1),
    c AS (SELECT f.to_lv_id member_lv_id, count(*) ups, count(DISTINCT f.member_id) upm, avg(f.change_date - d.reg_date) AS avg_days
          FROM fact_level_change f JOIN dim_member d USING (member_id) WHERE f.site_id = $5 AND f.change_date BETWEEN $1 AND $2 AND f.to_lv_id <> f.from_lv_id GROUP BY 1)
    SELECT l.*, m.members, m.depositors, c.ups, c.upm, c.avg_days, m.members / sum(m.members) OVER () member_share,
      lead(l.threshold_apv_bet) OVER (ORDER BY l.lv_order) - l.threshold_apv_bet gap
    FROM dim_member_level l LEFT JOIN m USING (member_lv_id) LEFT JOIN c USING (member_lv_id) ORDER BY l.lv_order`,
};
