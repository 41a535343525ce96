-- house_site_dashboard: sources rollup_registration_site_day, rollup_gaming_activity, rollup_gaming_site_day, rollup_transaction_activity, rollup_transaction_site_day, rollup_bonus_site_day
-- page params: [1,2,3,"2026-11-15","2026-11-21",2080768,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-15","2026-11-21",2080768,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-15","2026-11-21",1,2,3,"2026-11-15","2026-11-21",1,2,3,"2026-11-08","2026-11-14",16256,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-08","2026-11-14",16256,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-08","2026-11-14",1,2,3,"2026-11-08","2026-11-14",100000]
WITH cur_0 AS (
  SELECT f."site_id" AS "site_id", sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."gm_dau" & $6) <> 0) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($7, $8, $9) AND f.month BETWEEN $10::DATE AND $11::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($12, $13, $14) AND f.stat_date BETWEEN $15::DATE AND $16::DATE
  GROUP BY ALL
),
cur_3 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."dpst_dau" & $17) <> 0) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($18, $19, $20) AND f.month BETWEEN $21::DATE AND $22::DATE
  GROUP BY ALL
),
cur_4 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($23, $24, $25) AND f.stat_date BETWEEN $26::DATE AND $27::DATE
  GROUP BY ALL
),
cur_5 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($28, $29, $30) AND f.stat_date BETWEEN $31::DATE AND $32::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "site_id", max("reg_dau") AS "reg_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt", max("bonus_amt") AS "bonus_amt"
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
    UNION ALL BY NAME
    SELECT *
    FROM cur_5
  )
  GROUP BY ALL
),
prev_0 AS (
  SELECT f."site_id" AS "site_id", sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($33, $34, $35) AND f.stat_date BETWEEN $36::DATE AND $37::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."gm_dau" & $38) <> 0) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($39, $40, $41) AND f.month BETWEEN $42::DATE AND $43::DATE
  GROUP BY ALL
),
prev_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($44, $45, $46) AND f.stat_date BETWEEN $47::DATE AND $48::DATE
  GROUP BY ALL
),
prev_3 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."dpst_dau" & $49) <> 0) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($50, $51, $52) AND f.month BETWEEN $53::DATE AND $54::DATE
  GROUP BY ALL
),
prev_4 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($55, $56, $57) AND f.stat_date BETWEEN $58::DATE AND $59::DATE
  GROUP BY ALL
),
prev_5 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($60, $61, $62) AND f.stat_date BETWEEN $63::DATE AND $64::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "site_id", max("reg_dau") AS "reg_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt", max("bonus_amt") AS "bonus_amt"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
    UNION ALL BY NAME
    SELECT *
    FROM prev_2
    UNION ALL BY NAME
    SELECT *
    FROM prev_3
    UNION ALL BY NAME
    SELECT *
    FROM prev_4
    UNION ALL BY NAME
    SELECT *
    FROM prev_5
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(prev."reg_dau", 0) AS "reg_dau_prev", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(prev."dpst_dau", 0) AS "dpst_dau_prev", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(prev."wdrl_amt", 0) AS "wdrl_amt_prev", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."house_net_win", 0) / nullif(coalesce(prev."apv_bet", 0), 0) AS "house_edge_prev", coalesce(prev."bonus_amt", 0) AS "bonus_amt_prev"
  FROM cur
  LEFT JOIN prev ON cur."site_id" IS NOT DISTINCT
  FROM prev."site_id"
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
),
res0 AS (
  SELECT "site_id", "site_name", "site_currency", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt", "reg_dau_prev", "reg_dau" - "reg_dau_prev" AS "reg_dau_growth", ("reg_dau" - "reg_dau_prev") / nullif(abs("reg_dau_prev"), 0) AS "reg_dau_growth_rate", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate", "dpst_dau_prev", "dpst_dau" - "dpst_dau_prev" AS "dpst_dau_growth", ("dpst_dau" - "dpst_dau_prev") / nullif(abs("dpst_dau_prev"), 0) AS "dpst_dau_growth_rate", "dpst_amt_prev", "dpst_amt" - "dpst_amt_prev" AS "dpst_amt_growth", ("dpst_amt" - "dpst_amt_prev") / nullif(abs("dpst_amt_prev"), 0) AS "dpst_amt_growth_rate", "wdrl_amt_prev", "wdrl_amt" - "wdrl_amt_prev" AS "wdrl_amt_growth", ("wdrl_amt" - "wdrl_amt_prev") / nullif(abs("wdrl_amt_prev"), 0) AS "wdrl_amt_growth_rate", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "house_edge_prev", "house_edge" - "house_edge_prev" AS "house_edge_growth", ("house_edge" - "house_edge_prev") / nullif(abs("house_edge_prev"), 0) AS "house_edge_growth_rate", "bonus_amt_prev", "bonus_amt" - "bonus_amt_prev" AS "bonus_amt_growth", ("bonus_amt" - "bonus_amt_prev") / nullif(abs("bonus_amt_prev"), 0) AS "bonus_amt_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "dpst_amt" - "wdrl_amt" AS "revenue", "dpst_amt_prev" - "wdrl_amt_prev" AS "revenue_prev", ("dpst_amt" - "wdrl_amt") - ("dpst_amt_prev" - "wdrl_amt_prev") AS "revenue_growth", (("dpst_amt" - "wdrl_amt") - ("dpst_amt_prev" - "wdrl_amt_prev")) / nullif(abs("dpst_amt_prev" - "wdrl_amt_prev"), 0) AS "revenue_growth_rate", "house_net_win" - "bonus_amt" AS "profit", "house_net_win_prev" - "bonus_amt_prev" AS "profit_prev", ("house_net_win" - "bonus_amt") - ("house_net_win_prev" - "bonus_amt_prev") AS "profit_growth", (("house_net_win" - "bonus_amt") - ("house_net_win_prev" - "bonus_amt_prev")) / nullif(abs("house_net_win_prev" - "bonus_amt_prev"), 0) AS "profit_growth_rate", ("house_net_win" - "bonus_amt") / nullif("house_net_win", 0) AS "profit_rate"
  FROM res1
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "apv_bet" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "site_currency" ASC
LIMIT $65
-- totals
WITH cur_0 AS (
  SELECT sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
),
cur_1 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE (f."gm_dau" & $6) <> 0) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($7, $8, $9) AND f.month BETWEEN $10::DATE AND $11::DATE
),
cur_2 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($12, $13, $14) AND f.stat_date BETWEEN $15::DATE AND $16::DATE
),
cur_3 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE (f."dpst_dau" & $17) <> 0) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($18, $19, $20) AND f.month BETWEEN $21::DATE AND $22::DATE
),
cur_4 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($23, $24, $25) AND f.stat_date BETWEEN $26::DATE AND $27::DATE
),
cur_5 AS (
  SELECT sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($28, $29, $30) AND f.stat_date BETWEEN $31::DATE AND $32::DATE
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
prev_0 AS (
  SELECT sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($33, $34, $35) AND f.stat_date BETWEEN $36::DATE AND $37::DATE
),
prev_1 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE (f."gm_dau" & $38) <> 0) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($39, $40, $41) AND f.month BETWEEN $42::DATE AND $43::DATE
),
prev_2 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($44, $45, $46) AND f.stat_date BETWEEN $47::DATE AND $48::DATE
),
prev_3 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE (f."dpst_dau" & $49) <> 0) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($50, $51, $52) AND f.month BETWEEN $53::DATE AND $54::DATE
),
prev_4 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($55, $56, $57) AND f.stat_date BETWEEN $58::DATE AND $59::DATE
),
prev_5 AS (
  SELECT sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($60, $61, $62) AND f.stat_date BETWEEN $63::DATE AND $64::DATE
),
prev AS (
  SELECT *
  FROM prev_0
  CROSS JOIN prev_1
  CROSS JOIN prev_2
  CROSS JOIN prev_3
  CROSS JOIN prev_4
  CROSS JOIN prev_5
),
fig AS (
  SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(prev."reg_dau", 0) AS "reg_dau_prev", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(prev."dpst_dau", 0) AS "dpst_dau_prev", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(prev."wdrl_amt", 0) AS "wdrl_amt_prev", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."house_net_win", 0) / nullif(coalesce(prev."apv_bet", 0), 0) AS "house_edge_prev", coalesce(prev."bonus_amt", 0) AS "bonus_amt_prev"
  FROM cur
  CROSS JOIN prev
),
res0 AS (
  SELECT "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt", "reg_dau_prev", "reg_dau" - "reg_dau_prev" AS "reg_dau_growth", ("reg_dau" - "reg_dau_prev") / nullif(abs("reg_dau_prev"), 0) AS "reg_dau_growth_rate", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate", "dpst_dau_prev", "dpst_dau" - "dpst_dau_prev" AS "dpst_dau_growth", ("dpst_dau" - "dpst_dau_prev") / nullif(abs("dpst_dau_prev"), 0) AS "dpst_dau_growth_rate", "dpst_amt_prev", "dpst_amt" - "dpst_amt_prev" AS "dpst_amt_growth", ("dpst_amt" - "dpst_amt_prev") / nullif(abs("dpst_amt_prev"), 0) AS "dpst_amt_growth_rate", "wdrl_amt_prev", "wdrl_amt" - "wdrl_amt_prev" AS "wdrl_amt_growth", ("wdrl_amt" - "wdrl_amt_prev") / nullif(abs("wdrl_amt_prev"), 0) AS "wdrl_amt_growth_rate", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "house_edge_prev", "house_edge" - "house_edge_prev" AS "house_edge_growth", ("house_edge" - "house_edge_prev") / nullif(abs("house_edge_prev"), 0) AS "house_edge_growth_rate", "bonus_amt_prev", "bonus_amt" - "bonus_amt_prev" AS "bonus_amt_growth", ("bonus_amt" - "bonus_amt_prev") / nullif(abs("bonus_amt_prev"), 0) AS "bonus_amt_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "dpst_amt" - "wdrl_amt" AS "revenue", "dpst_amt_prev" - "wdrl_amt_prev" AS "revenue_prev", ("dpst_amt" - "wdrl_amt") - ("dpst_amt_prev" - "wdrl_amt_prev") AS "revenue_growth", (("dpst_amt" - "wdrl_amt") - ("dpst_amt_prev" - "wdrl_amt_prev")) / nullif(abs("dpst_amt_prev" - "wdrl_amt_prev"), 0) AS "revenue_growth_rate", "house_net_win" - "bonus_amt" AS "profit", "house_net_win_prev" - "bonus_amt_prev" AS "profit_prev", ("house_net_win" - "bonus_amt") - ("house_net_win_prev" - "bonus_amt_prev") AS "profit_growth", (("house_net_win" - "bonus_amt") - ("house_net_win_prev" - "bonus_amt_prev")) / nullif(abs("house_net_win_prev" - "bonus_amt_prev"), 0) AS "profit_growth_rate", ("house_net_win" - "bonus_amt") / nullif("house_net_win", 0) AS "profit_rate"
  FROM res1
)
SELECT *
FROM res
-- chart
WITH cur_0 AS (
  SELECT f."site_id" AS "site_id", sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."gm_dau" & $6) <> 0) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($7, $8, $9) AND f.month BETWEEN $10::DATE AND $11::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($12, $13, $14) AND f.stat_date BETWEEN $15::DATE AND $16::DATE
  GROUP BY ALL
),
cur_3 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."dpst_dau" & $17) <> 0) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($18, $19, $20) AND f.month BETWEEN $21::DATE AND $22::DATE
  GROUP BY ALL
),
cur_4 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($23, $24, $25) AND f.stat_date BETWEEN $26::DATE AND $27::DATE
  GROUP BY ALL
),
cur_5 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($28, $29, $30) AND f.stat_date BETWEEN $31::DATE AND $32::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "site_id", max("reg_dau") AS "reg_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt", max("bonus_amt") AS "bonus_amt"
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
    UNION ALL BY NAME
    SELECT *
    FROM cur_5
  )
  GROUP BY ALL
),
prev_0 AS (
  SELECT f."site_id" AS "site_id", sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($33, $34, $35) AND f.stat_date BETWEEN $36::DATE AND $37::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."gm_dau" & $38) <> 0) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($39, $40, $41) AND f.month BETWEEN $42::DATE AND $43::DATE
  GROUP BY ALL
),
prev_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($44, $45, $46) AND f.stat_date BETWEEN $47::DATE AND $48::DATE
  GROUP BY ALL
),
prev_3 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."dpst_dau" & $49) <> 0) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($50, $51, $52) AND f.month BETWEEN $53::DATE AND $54::DATE
  GROUP BY ALL
),
prev_4 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($55, $56, $57) AND f.stat_date BETWEEN $58::DATE AND $59::DATE
  GROUP BY ALL
),
prev_5 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($60, $61, $62) AND f.stat_date BETWEEN $63::DATE AND $64::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "site_id", max("reg_dau") AS "reg_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt", max("bonus_amt") AS "bonus_amt"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
    UNION ALL BY NAME
    SELECT *
    FROM prev_2
    UNION ALL BY NAME
    SELECT *
    FROM prev_3
    UNION ALL BY NAME
    SELECT *
    FROM prev_4
    UNION ALL BY NAME
    SELECT *
    FROM prev_5
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(prev."reg_dau", 0) AS "reg_dau_prev", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(prev."dpst_dau", 0) AS "dpst_dau_prev", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(prev."wdrl_amt", 0) AS "wdrl_amt_prev", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."house_net_win", 0) / nullif(coalesce(prev."apv_bet", 0), 0) AS "house_edge_prev", coalesce(prev."bonus_amt", 0) AS "bonus_amt_prev"
  FROM cur
  LEFT JOIN prev ON cur."site_id" IS NOT DISTINCT
  FROM prev."site_id"
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
),
res0 AS (
  SELECT "site_id", "site_name", "site_currency", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt", "reg_dau_prev", "reg_dau" - "reg_dau_prev" AS "reg_dau_growth", ("reg_dau" - "reg_dau_prev") / nullif(abs("reg_dau_prev"), 0) AS "reg_dau_growth_rate", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate", "dpst_dau_prev", "dpst_dau" - "dpst_dau_prev" AS "dpst_dau_growth", ("dpst_dau" - "dpst_dau_prev") / nullif(abs("dpst_dau_prev"), 0) AS "dpst_dau_growth_rate", "dpst_amt_prev", "dpst_amt" - "dpst_amt_prev" AS "dpst_amt_growth", ("dpst_amt" - "dpst_amt_prev") / nullif(abs("dpst_amt_prev"), 0) AS "dpst_amt_growth_rate", "wdrl_amt_prev", "wdrl_amt" - "wdrl_amt_prev" AS "wdrl_amt_growth", ("wdrl_amt" - "wdrl_amt_prev") / nullif(abs("wdrl_amt_prev"), 0) AS "wdrl_amt_growth_rate", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "house_edge_prev", "house_edge" - "house_edge_prev" AS "house_edge_growth", ("house_edge" - "house_edge_prev") / nullif(abs("house_edge_prev"), 0) AS "house_edge_growth_rate", "bonus_amt_prev", "bonus_amt" - "bonus_amt_prev" AS "bonus_amt_growth", ("bonus_amt" - "bonus_amt_prev") / nullif(abs("bonus_amt_prev"), 0) AS "bonus_amt_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "dpst_amt" - "wdrl_amt" AS "revenue", "dpst_amt_prev" - "wdrl_amt_prev" AS "revenue_prev", ("dpst_amt" - "wdrl_amt") - ("dpst_amt_prev" - "wdrl_amt_prev") AS "revenue_growth", (("dpst_amt" - "wdrl_amt") - ("dpst_amt_prev" - "wdrl_amt_prev")) / nullif(abs("dpst_amt_prev" - "wdrl_amt_prev"), 0) AS "revenue_growth_rate", "house_net_win" - "bonus_amt" AS "profit", "house_net_win_prev" - "bonus_amt_prev" AS "profit_prev", ("house_net_win" - "bonus_amt") - ("house_net_win_prev" - "bonus_amt_prev") AS "profit_growth", (("house_net_win" - "bonus_amt") - ("house_net_win_prev" - "bonus_amt_prev")) / nullif(abs("house_net_win_prev" - "bonus_amt_prev"), 0) AS "profit_growth_rate", ("house_net_win" - "bonus_amt") / nullif("house_net_win", 0) AS "profit_rate"
  FROM res1
)
SELECT "site_name", "dpst_amt", "wdrl_amt", "house_net_win"
FROM res
ORDER BY "dpst_amt" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "site_currency" ASC
LIMIT $65