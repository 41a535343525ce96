-- member_prank: sources dim_member, rollup_transaction_member_day, rollup_gaming_member_day
-- step pageAndChart
WITH gd AS (
  SELECT f.member_id, count(*) AS gm_rows, sum(f.apv_bet) AS apv_bet, sum(f.house_net_win) AS house_net_win
  FROM "rollup_gaming_member_day" f
  WHERE f."site_id" IN ($3) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
  GROUP BY 1
),
td AS (
  SELECT f.member_id, sum(f.dpst_count)::BIGINT AS dpst_count, sum(f.dpst_amt) AS dpst_amt, sum(f.wdrl_amt) AS wdrl_amt
  FROM "rollup_transaction_member_day" f
  WHERE f."site_id" IN ($4) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
  GROUP BY 1
),
mem AS (
  SELECT f.member_id, f.gm_date_max, date_diff('day', f.reg_date, $5::DATE) AS reg_days
  FROM dim_member f
  LEFT JOIN "dim_site" "site" ON site.site_id = f.site_id
  LEFT JOIN "dim_member_level" "lv" ON lv.member_lv_id = f.member_lv_id
  LEFT JOIN "dim_agent" "ag" ON ag.agent_id = f.agent_id
  WHERE f."site_id" IN ($6) AND f.site_id = $7 AND f.reg_date <= $8::DATE
),
per AS (
  SELECT mem.*, coalesce(gd.gm_rows, 0) AS gm_rows, coalesce(gd.apv_bet, 0) AS apv_bet, coalesce(gd.house_net_win, 0) AS house_net_win,
  coalesce(td.dpst_count, 0) AS dpst_count, coalesce(td.dpst_amt, 0) AS dpst_amt, coalesce(td.wdrl_amt, 0) AS wdrl_amt
  FROM mem
  LEFT JOIN gd USING (member_id)
  LEFT JOIN td USING (member_id)
),
pop AS (
  SELECT p.*, CASE WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.99 THEN 'p99' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.95 THEN 'p95' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.9 THEN 'p90' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.8 THEN 'p80' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.65 THEN 'p65' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.5 THEN 'p50' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.25 THEN 'p25' ELSE 'p00' END AS grp
  FROM per p
  WHERE p.dpst_amt > 0
),
grouped AS (
  SELECT grp, count(*) AS member_count, count(*) FILTER (WHERE gm_rows > 0) AS gm_dau, count(*) FILTER (WHERE dpst_count > 0) AS dpst_dau,
  coalesce(sum(dpst_count), 0) AS dpst_count, coalesce(sum(dpst_amt), 0) AS dpst_amt, coalesce(sum(wdrl_amt), 0) AS wdrl_amt,
  coalesce(sum(apv_bet), 0) AS apv_bet, coalesce(sum(house_net_win), 0) AS house_net_win
  FROM pop
  GROUP BY grp
),
res0 AS (
  SELECT b.grp AS "prank_bucket", b.grp_order AS group_order, coalesce(g.member_count, 0) AS member_count, coalesce(g.gm_dau, 0) AS gm_dau, coalesce(g.dpst_dau, 0) AS dpst_dau, coalesce(g.dpst_count, 0) AS dpst_count, coalesce(g.dpst_amt, 0) AS dpst_amt, coalesce(g.wdrl_amt, 0) AS wdrl_amt, coalesce(g.apv_bet, 0) AS apv_bet, coalesce(g.house_net_win, 0) AS house_net_win
  FROM (VALUES ('p00', 1), ('p25', 2), ('p50', 3), ('p65', 4), ('p80', 5), ('p90', 6), ('p95', 7), ('p99', 8)) b(grp, grp_order)
  LEFT JOIN grouped g ON g.grp = b.grp
),
res AS (
  SELECT *, dpst_amt / nullif(member_count, 0) AS dpst_per_member, member_count / nullif(sum(member_count) OVER (), 0) AS member_count_share, dpst_amt / nullif(sum(dpst_amt) OVER (), 0) AS dpst_amt_share, apv_bet / nullif(sum(apv_bet) OVER (), 0) AS apv_bet_share, house_net_win / nullif(sum(house_net_win) OVER (), 0) AS house_net_win_share
  FROM res0
),
__res AS MATERIALIZED (
  SELECT *
  FROM res
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, count(*) OVER () AS __total
    FROM __res
    ORDER BY "group_order" ASC
    LIMIT $9
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "prank_bucket", "member_count_share", "dpst_amt_share", "apv_bet_share", "group_order"
    FROM __res
    ORDER BY "group_order" ASC
    LIMIT $10
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "group_order" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "group_order" END) ASC
-- params: ["2026-10-23","2026-11-21",1,1,"2026-11-21",1,1,"2026-11-21",100000,2000]
-- step totals
WITH gd AS (
  SELECT f.member_id, count(*) AS gm_rows, sum(f.apv_bet) AS apv_bet, sum(f.house_net_win) AS house_net_win
  FROM "rollup_gaming_member_day" f
  WHERE f."site_id" IN ($3) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
  GROUP BY 1
),
td AS (
  SELECT f.member_id, sum(f.dpst_count)::BIGINT AS dpst_count, sum(f.dpst_amt) AS dpst_amt, sum(f.wdrl_amt) AS wdrl_amt
  FROM "rollup_transaction_member_day" f
  WHERE f."site_id" IN ($4) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
  GROUP BY 1
),
mem AS (
  SELECT f.member_id, f.gm_date_max, date_diff('day', f.reg_date, $5::DATE) AS reg_days
  FROM dim_member f
  LEFT JOIN "dim_site" "site" ON site.site_id = f.site_id
  LEFT JOIN "dim_member_level" "lv" ON lv.member_lv_id = f.member_lv_id
  LEFT JOIN "dim_agent" "ag" ON ag.agent_id = f.agent_id
  WHERE f."site_id" IN ($6) AND f.site_id = $7 AND f.reg_date <= $8::DATE
),
per AS (
  SELECT mem.*, coalesce(gd.gm_rows, 0) AS gm_rows, coalesce(gd.apv_bet, 0) AS apv_bet, coalesce(gd.house_net_win, 0) AS house_net_win,
  coalesce(td.dpst_count, 0) AS dpst_count, coalesce(td.dpst_amt, 0) AS dpst_amt, coalesce(td.wdrl_amt, 0) AS wdrl_amt
  FROM mem
  LEFT JOIN gd USING (member_id)
  LEFT JOIN td USING (member_id)
),
pop AS (
  SELECT p.*, CASE WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.99 THEN 'p99' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.95 THEN 'p95' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.9 THEN 'p90' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.8 THEN 'p80' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.65 THEN 'p65' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.5 THEN 'p50' WHEN (row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER () >= 0.25 THEN 'p25' ELSE 'p00' END AS grp
  FROM per p
  WHERE p.dpst_amt > 0
),
res AS (
  SELECT count(*) AS member_count, count(*) FILTER (WHERE gm_rows > 0) AS gm_dau, count(*) FILTER (WHERE dpst_count > 0) AS dpst_dau,
  coalesce(sum(dpst_count), 0) AS dpst_count, coalesce(sum(dpst_amt), 0) AS dpst_amt, coalesce(sum(wdrl_amt), 0) AS wdrl_amt,
  coalesce(sum(apv_bet), 0) AS apv_bet, coalesce(sum(house_net_win), 0) AS house_net_win, coalesce(sum(dpst_amt), 0) / nullif(count(*), 0) AS dpst_per_member
  FROM pop
)
SELECT *
FROM res
-- params: ["2026-10-23","2026-11-21",1,1,"2026-11-21",1,1,"2026-11-21"]