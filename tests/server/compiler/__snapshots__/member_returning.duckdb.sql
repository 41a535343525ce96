-- member_returning: sources dim_member, rollup_transaction_member_day, rollup_gaming_member_day, rollup_gaming_activity
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
lastg AS (
  SELECT a.member_id, max(a.month + CAST(floor(log2(a.mask)) AS INTEGER)) AS last_gm
  FROM (
    SELECT member_id, month,
    CASE WHEN month = date_trunc('month', $10::DATE) THEN gm_dau::BIGINT & ((1::BIGINT << dayofmonth($11::DATE)) - 1) ELSE gm_dau::BIGINT END AS mask
    FROM "rollup_gaming_activity" g
    WHERE g."site_id" IN ($12) AND month <= $13::DATE AND member_id IN (
      SELECT member_id
      FROM mem
      WHERE gm_date_max > $9::DATE
    )
  ) a
  WHERE a.mask <> 0
  GROUP BY 1
),
pop AS (
  SELECT p.*, CASE WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) IS NULL THEN 'never' ELSE CASE WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 360 THEN '360' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 180 THEN '180' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 90 THEN '90' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 30 THEN '30' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 15 THEN '15' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 7 THEN '7' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 3 THEN '3' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 1 THEN '1' ELSE '0' END END AS grp
  FROM per p
  LEFT JOIN lastg ON lastg.member_id = p.member_id
  WHERE TRUE
),
grouped AS (
  SELECT grp, count(*) AS member_count, count(*) FILTER (WHERE gm_rows > 0) AS gm_dau, count(*) FILTER (WHERE dpst_count > 0) AS dpst_dau,
  coalesce(sum(dpst_count), 0) AS dpst_count, coalesce(sum(dpst_amt), 0) AS dpst_amt, coalesce(sum(wdrl_amt), 0) AS wdrl_amt,
  coalesce(sum(apv_bet), 0) AS apv_bet, coalesce(sum(house_net_win), 0) AS house_net_win
  FROM pop
  GROUP BY grp
),
res0 AS (
  SELECT b.grp AS "last_gm_days_bucket", b.grp_order AS group_order, coalesce(g.member_count, 0) AS member_count, coalesce(g.gm_dau, 0) AS gm_dau, coalesce(g.dpst_dau, 0) AS dpst_dau, coalesce(g.dpst_count, 0) AS dpst_count, coalesce(g.dpst_amt, 0) AS dpst_amt, coalesce(g.wdrl_amt, 0) AS wdrl_amt, coalesce(g.apv_bet, 0) AS apv_bet, coalesce(g.house_net_win, 0) AS house_net_win
  FROM (VALUES ('0', 1), ('1', 2), ('3', 3), ('7', 4), ('15', 5), ('30', 6), ('90', 7), ('180', 8), ('360', 9), ('never', 10)) b(grp, grp_order)
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
    LIMIT $16
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "last_gm_days_bucket", "member_count", "gm_dau", "group_order"
    FROM __res
    ORDER BY "group_order" ASC
    LIMIT $17
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "group_order" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "group_order" END) ASC
-- params: ["2026-10-23","2026-11-21",1,1,"2026-11-21",1,1,"2026-11-21","2026-11-21","2026-11-21","2026-11-21",1,"2026-11-21","2026-11-21","2026-11-21",100000,2000]
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
lastg AS (
  SELECT a.member_id, max(a.month + CAST(floor(log2(a.mask)) AS INTEGER)) AS last_gm
  FROM (
    SELECT member_id, month,
    CASE WHEN month = date_trunc('month', $10::DATE) THEN gm_dau::BIGINT & ((1::BIGINT << dayofmonth($11::DATE)) - 1) ELSE gm_dau::BIGINT END AS mask
    FROM "rollup_gaming_activity" g
    WHERE g."site_id" IN ($12) AND month <= $13::DATE AND member_id IN (
      SELECT member_id
      FROM mem
      WHERE gm_date_max > $9::DATE
    )
  ) a
  WHERE a.mask <> 0
  GROUP BY 1
),
pop AS (
  SELECT p.*, CASE WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) IS NULL THEN 'never' ELSE CASE WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 360 THEN '360' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 180 THEN '180' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 90 THEN '90' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 30 THEN '30' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 15 THEN '15' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 7 THEN '7' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 3 THEN '3' WHEN date_diff('day', CASE WHEN p.gm_date_max <= $14::DATE THEN p.gm_date_max ELSE lastg.last_gm END, $15::DATE) >= 1 THEN '1' ELSE '0' END END AS grp
  FROM per p
  LEFT JOIN lastg ON lastg.member_id = p.member_id
  WHERE TRUE
),
res AS (
  SELECT count(*) AS member_count, count(*) FILTER (WHERE gm_rows > 0) AS gm_dau, count(*) FILTER (WHERE dpst_count > 0) AS dpst_dau,
  coalesce(sum(dpst_count), 0) AS dpst_count, coalesce(sum(dpst_amt), 0) AS dpst_amt, coalesce(sum(wdrl_amt), 0) AS wdrl_amt,
  coalesce(sum(apv_bet), 0) AS apv_bet, coalesce(sum(house_net_win), 0) AS house_net_win, coalesce(sum(dpst_amt), 0) / nullif(count(*), 0) AS dpst_per_member
  FROM pop
)
SELECT *
FROM res
-- params: ["2026-10-23","2026-11-21",1,1,"2026-11-21",1,1,"2026-11-21","2026-11-21","2026-11-21","2026-11-21",1,"2026-11-21","2026-11-21","2026-11-21"]