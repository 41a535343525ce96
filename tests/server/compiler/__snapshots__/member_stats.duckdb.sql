-- member_stats: sources rollup_registration_site_day, dim_member, rollup_login_site_day, rollup_gaming_site_day, rollup_transaction_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.stat_date AS stat_date, sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."first_dpst_date" AS stat_date, count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "first_dpst_dau"
  FROM "dim_member" f
  WHERE f.site_id IN ($5) AND f."first_dpst_date" BETWEEN $6::DATE AND $7::DATE AND f.site_id = $8
  GROUP BY ALL
),
cur_2 AS (
  SELECT f.stat_date AS stat_date, sum(f."login_dau") AS "login_dau"
  FROM "rollup_login_site_day" f
  WHERE f."site_id" IN ($9) AND f.stat_date BETWEEN $10::DATE AND $11::DATE AND f."site_id" = $12
  GROUP BY ALL
),
cur_3 AS (
  SELECT f.stat_date AS stat_date, sum(f."gm_dau") AS "gm_dau", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE AND f."site_id" = $16
  GROUP BY ALL
),
cur_4 AS (
  SELECT f.stat_date AS stat_date, sum(f."dpst_dau") AS "dpst_dau", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($17) AND f.stat_date BETWEEN $18::DATE AND $19::DATE AND f."site_id" = $20
  GROUP BY ALL
),
cur AS (
  SELECT "stat_date", max("reg_dau") AS "reg_dau", max("first_dpst_dau") AS "first_dpst_dau", max("login_dau") AS "login_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt"
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
    UNION ALL BY NAME
    SELECT *
    FROM cur_4
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."stat_date", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."login_dau", 0) AS "login_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
  FROM cur
),
res0 AS (
  SELECT "stat_date", "reg_dau", "first_dpst_dau", "login_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win"
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
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, count(*) OVER () AS __total
    FROM __res
    ORDER BY "stat_date" DESC NULLS LAST
    LIMIT $21
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "stat_date", "gm_dau", "dpst_dau", "reg_dau"
    FROM __res
    ORDER BY "stat_date" ASC
    LIMIT $22
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "stat_date" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "stat_date" END) ASC
-- params: [1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,100000,2000]
-- step totals
WITH cur_0 AS (
  SELECT sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4
),
cur_1 AS (
  SELECT count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "first_dpst_dau"
  FROM "dim_member" f
  WHERE f.site_id IN ($5) AND f."first_dpst_date" BETWEEN $6::DATE AND $7::DATE AND f.site_id = $8
),
cur_2 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $9::DATE THEN (f."login_dau" & $10) <> 0 WHEN $11::DATE THEN (f."login_dau" & $12) <> 0 ELSE f."login_dau" <> 0 END) AS "login_dau"
  FROM "rollup_login_activity" f
  WHERE f.site_id IN ($13) AND f.month BETWEEN $14::DATE AND $15::DATE AND f."site_id" = $16
),
cur_3 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $17::DATE THEN (f."gm_dau" & $18) <> 0 WHEN $19::DATE THEN (f."gm_dau" & $20) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($21) AND f.month BETWEEN $22::DATE AND $23::DATE AND f."site_id" = $24
),
cur_4 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($25) AND f.stat_date BETWEEN $26::DATE AND $27::DATE AND f."site_id" = $28
),
cur_5 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $29::DATE THEN (f."dpst_dau" & $30) <> 0 WHEN $31::DATE THEN (f."dpst_dau" & $32) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($33) AND f.month BETWEEN $34::DATE AND $35::DATE AND f."site_id" = $36
),
cur_6 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($37) AND f.stat_date BETWEEN $38::DATE AND $39::DATE AND f."site_id" = $40
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
  CROSS JOIN cur_2
  CROSS JOIN cur_3
  CROSS JOIN cur_4
  CROSS JOIN cur_5
  CROSS JOIN cur_6
),
fig AS (
  SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."login_dau", 0) AS "login_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
  FROM cur
),
res0 AS (
  SELECT "reg_dau", "first_dpst_dau", "login_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *
  FROM res1
)
SELECT *
FROM res
-- params: [1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,"2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,"2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,"2026-10-23","2026-11-21",1,"2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,"2026-10-23","2026-11-21",1]