-- house_site_trend: sources rollup_registration_site_day, rollup_gaming_site_day, rollup_transaction_site_day, rollup_bonus_site_day
-- page params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",50,0]
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
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "stat_date" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "site_currency" ASC
LIMIT $21 OFFSET $22
-- totals
WITH cur_0 AS (
  SELECT sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
),
cur_1 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $6::DATE THEN (f."gm_dau" & $7) <> 0 WHEN $8::DATE THEN (f."gm_dau" & $9) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($10, $11, $12) AND f.month BETWEEN $13::DATE AND $14::DATE
),
cur_2 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($15, $16, $17) AND f.stat_date BETWEEN $18::DATE AND $19::DATE
),
cur_3 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $20::DATE THEN (f."dpst_dau" & $21) <> 0 WHEN $22::DATE THEN (f."dpst_dau" & $23) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($24, $25, $26) AND f.month BETWEEN $27::DATE AND $28::DATE
),
cur_4 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($29, $30, $31) AND f.stat_date BETWEEN $32::DATE AND $33::DATE
),
cur_5 AS (
  SELECT sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($34, $35, $36) AND f.stat_date BETWEEN $37::DATE AND $38::DATE
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
  CROSS JOIN cur_2
  CROSS JOIN cur_3
  CROSS JOIN cur_4
  CROSS JOIN cur_5
),
fig AS (
  SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt"
  FROM cur
),
res0 AS (
  SELECT "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt"
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
-- chart
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
)
SELECT "stat_date", "site_name", "apv_bet"
FROM res
ORDER BY "stat_date" ASC, "site_id" ASC, "site_name" ASC, "site_currency" ASC
LIMIT $21