-- site_outline: sources rollup_registration_site_day, rollup_gaming_site_day, rollup_transaction_site_day, rollup_bonus_site_day
-- page params: [1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,100000]
WITH cur_0 AS (
  SELECT f.stat_date AS stat_date, sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4
  GROUP BY ALL
),
cur_1 AS (
  SELECT f.stat_date AS stat_date, sum(f."gm_dau") AS "gm_dau", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($5) AND f.stat_date BETWEEN $6::DATE AND $7::DATE AND f."site_id" = $8
  GROUP BY ALL
),
cur_2 AS (
  SELECT f.stat_date AS stat_date, sum(f."dpst_dau") AS "dpst_dau", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($9) AND f.stat_date BETWEEN $10::DATE AND $11::DATE AND f."site_id" = $12
  GROUP BY ALL
),
cur_3 AS (
  SELECT f.stat_date AS stat_date, sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE AND f."site_id" = $16
  GROUP BY ALL
),
cur AS (
  SELECT "stat_date", max("reg_dau") AS "reg_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt", max("bonus_amt") AS "bonus_amt"
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
  SELECT cur."stat_date", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt"
  FROM cur
),
res0 AS (
  SELECT "stat_date", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "house_net_win" - "bonus_amt" AS "profit"
  FROM res1
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "stat_date" DESC NULLS LAST
LIMIT $17
-- totals
WITH cur_0 AS (
  SELECT sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4
),
cur_1 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $5::DATE THEN (f."gm_dau" & $6) <> 0 WHEN $7::DATE THEN (f."gm_dau" & $8) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($9) AND f.month BETWEEN $10::DATE AND $11::DATE AND f."site_id" = $12
),
cur_2 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE AND f."site_id" = $16
),
cur_3 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $17::DATE THEN (f."dpst_dau" & $18) <> 0 WHEN $19::DATE THEN (f."dpst_dau" & $20) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($21) AND f.month BETWEEN $22::DATE AND $23::DATE AND f."site_id" = $24
),
cur_4 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($25) AND f.stat_date BETWEEN $26::DATE AND $27::DATE AND f."site_id" = $28
),
cur_5 AS (
  SELECT sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($29) AND f.stat_date BETWEEN $30::DATE AND $31::DATE AND f."site_id" = $32
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
  SELECT *, "house_net_win" - "bonus_amt" AS "profit"
  FROM res1
)
SELECT *
FROM res
-- chart
WITH cur_0 AS (
  SELECT f.stat_date AS stat_date, sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4
  GROUP BY ALL
),
cur_1 AS (
  SELECT f.stat_date AS stat_date, sum(f."gm_dau") AS "gm_dau", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($5) AND f.stat_date BETWEEN $6::DATE AND $7::DATE AND f."site_id" = $8
  GROUP BY ALL
),
cur_2 AS (
  SELECT f.stat_date AS stat_date, sum(f."dpst_dau") AS "dpst_dau", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($9) AND f.stat_date BETWEEN $10::DATE AND $11::DATE AND f."site_id" = $12
  GROUP BY ALL
),
cur_3 AS (
  SELECT f.stat_date AS stat_date, sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE AND f."site_id" = $16
  GROUP BY ALL
),
cur AS (
  SELECT "stat_date", max("reg_dau") AS "reg_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt", max("bonus_amt") AS "bonus_amt"
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
  SELECT cur."stat_date", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt"
  FROM cur
),
res0 AS (
  SELECT "stat_date", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "house_net_win" - "bonus_amt" AS "profit"
  FROM res1
)
SELECT "stat_date", "dpst_amt", "wdrl_amt", "house_net_win"
FROM res
ORDER BY "stat_date" ASC
LIMIT $17