-- house_site_trend: sources rollup_registration_site_day, rollup_gaming_site_day, rollup_transaction_site_day, rollup_bonus_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."site_id" AS "site_id", f.stat_date AS stat_date, sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."site_id" AS "site_id", f.stat_date AS stat_date, sum(f."gm_dau") AS "gm_dau", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($6, $7, $8) AND f.stat_date BETWEEN $9::DATE AND $10::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."site_id" AS "site_id", f.stat_date AS stat_date, sum(f."dpst_dau") AS "dpst_dau", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($11, $12, $13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE
  GROUP BY ALL
),
cur_3 AS (
  SELECT f."site_id" AS "site_id", f.stat_date AS stat_date, sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($16, $17, $18) AND f.stat_date BETWEEN $19::DATE AND $20::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "site_id", "stat_date", max("reg_dau") AS "reg_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt", max("bonus_amt") AS "bonus_amt"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
    UNION ALL BY NAME
    SELECT *
    FROM cur_2
    UNION ALL BY NAME
    SELECT *
    FROM cur_3
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", cur."stat_date", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt"
  FROM cur
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
),
res0 AS (
  SELECT "site_id", "site_name", "site_currency", "stat_date", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *
  FROM res1
),
__res AS MATERIALIZED (
  SELECT *
  FROM res
),
__totals_cur_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $24::DATE THEN (f."gm_dau" & $25) <> 0 WHEN $26::DATE THEN (f."gm_dau" & $27) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($28, $29, $30) AND f.month BETWEEN $31::DATE AND $32::DATE
),
__totals_cur_1 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($33, $34, $35) AND f.stat_date BETWEEN $36::DATE AND $37::DATE
),
__totals_cur_2 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $38::DATE THEN (f."dpst_dau" & $39) <> 0 WHEN $40::DATE THEN (f."dpst_dau" & $41) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($42, $43, $44) AND f.month BETWEEN $45::DATE AND $46::DATE
),
__totals_cur_3 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($47, $48, $49) AND f.stat_date BETWEEN $50::DATE AND $51::DATE
),
__totals_fig AS (
  SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt"
  FROM (
    SELECT *
    FROM (
      SELECT sum("reg_dau") AS "reg_dau", sum("bonus_amt") AS "bonus_amt"
      FROM cur
    )
    CROSS JOIN __totals_cur_0
    CROSS JOIN __totals_cur_1
    CROSS JOIN __totals_cur_2
    CROSS JOIN __totals_cur_3
  ) cur
),
__totals0 AS (
  SELECT "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt"
  FROM __totals_fig
),
__totals1 AS (
  SELECT *
  FROM __totals0
),
__totals AS (
  SELECT *
  FROM __totals1
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, count(*) OVER () AS __total
    FROM __res
    ORDER BY "stat_date" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "site_currency" ASC
    LIMIT $21 OFFSET $22
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "stat_date", "site_name", "apv_bet", "site_id", "site_currency"
    FROM __res
    ORDER BY "stat_date" ASC, "site_id" ASC, "site_name" ASC, "site_currency" ASC
    LIMIT $23
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "stat_date" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "site_id" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "site_name" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "site_currency" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "stat_date" END) ASC, (CASE WHEN __part = 1 THEN "site_id" END) ASC, (CASE WHEN __part = 1 THEN "site_name" END) ASC, (CASE WHEN __part = 1 THEN "site_currency" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",50,0,40000,"2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21"]