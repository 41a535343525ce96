-- site_compare: sources rollup_registration_site_day, rollup_gaming_activity, rollup_gaming_site_day, rollup_transaction_activity, rollup_transaction_site_day, rollup_bonus_site_day
-- page params: [1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21","2026-09-01",2143289344,"2026-10-01",4194303,1,2,3,"2026-09-01","2026-10-01",1,2,3,"2026-09-23","2026-10-22",1,2,3,"2026-09-23","2026-10-22",100000]
WITH cur_0 AS (
  SELECT f."site_id" AS "site_id", sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $6::DATE THEN (f."gm_dau" & $7) <> 0 WHEN $8::DATE THEN (f."gm_dau" & $9) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($10, $11, $12) AND f.month BETWEEN $13::DATE AND $14::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($15, $16, $17) AND f.stat_date BETWEEN $18::DATE AND $19::DATE
  GROUP BY ALL
),
cur_3 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $20::DATE THEN (f."dpst_dau" & $21) <> 0 WHEN $22::DATE THEN (f."dpst_dau" & $23) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($24, $25, $26) AND f.month BETWEEN $27::DATE AND $28::DATE
  GROUP BY ALL
),
cur_4 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($29, $30, $31) AND f.stat_date BETWEEN $32::DATE AND $33::DATE
  GROUP BY ALL
),
cur_5 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($34, $35, $36) AND f.stat_date BETWEEN $37::DATE AND $38::DATE
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
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $39::DATE THEN (f."gm_dau" & $40) <> 0 WHEN $41::DATE THEN (f."gm_dau" & $42) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($43, $44, $45) AND f.month BETWEEN $46::DATE AND $47::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($48, $49, $50) AND f.stat_date BETWEEN $51::DATE AND $52::DATE
  GROUP BY ALL
),
prev_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($53, $54, $55) AND f.stat_date BETWEEN $56::DATE AND $57::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "site_id", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_amt") AS "dpst_amt"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
    UNION ALL BY NAME
    SELECT *
    FROM prev_2
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev"
  FROM cur
  LEFT JOIN prev ON cur."site_id" IS NOT DISTINCT
  FROM prev."site_id"
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
),
res0 AS (
  SELECT "site_id", "site_name", "site_currency", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate", "dpst_amt_prev", "dpst_amt" - "dpst_amt_prev" AS "dpst_amt_growth", ("dpst_amt" - "dpst_amt_prev") / nullif(abs("dpst_amt_prev"), 0) AS "dpst_amt_growth_rate", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *, CASE WHEN nullif("apv_bet", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet", 0) DESC NULLS LAST) END AS "apv_bet_rank", CASE WHEN nullif("apv_bet_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet_prev", 0) DESC NULLS LAST) END AS "apv_bet_rank_prev", CASE WHEN nullif("house_net_win", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win", 0) DESC NULLS LAST) END AS "house_net_win_rank", CASE WHEN nullif("house_net_win_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win_prev", 0) DESC NULLS LAST) END AS "house_net_win_rank_prev", "apv_bet" / nullif(sum("apv_bet") OVER (), 0) AS "apv_bet_share"
  FROM res0
),
res AS (
  SELECT *, "apv_bet_rank_prev" - "apv_bet_rank" AS "apv_bet_rank_change", "house_net_win_rank_prev" - "house_net_win_rank" AS "house_net_win_rank_change", "house_net_win" - "bonus_amt" AS "profit", ("house_net_win" - "bonus_amt") / nullif("house_net_win", 0) AS "profit_rate"
  FROM res1
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "apv_bet" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "site_currency" ASC
LIMIT $58
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
prev_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $39::DATE THEN (f."gm_dau" & $40) <> 0 WHEN $41::DATE THEN (f."gm_dau" & $42) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($43, $44, $45) AND f.month BETWEEN $46::DATE AND $47::DATE
),
prev_1 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($48, $49, $50) AND f.stat_date BETWEEN $51::DATE AND $52::DATE
),
prev_2 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($53, $54, $55) AND f.stat_date BETWEEN $56::DATE AND $57::DATE
),
prev AS (
  SELECT *
  FROM prev_0
  CROSS JOIN prev_1
  CROSS JOIN prev_2
),
fig AS (
  SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev"
  FROM cur
  CROSS JOIN prev
),
res0 AS (
  SELECT "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate", "dpst_amt_prev", "dpst_amt" - "dpst_amt_prev" AS "dpst_amt_growth", ("dpst_amt" - "dpst_amt_prev") / nullif(abs("dpst_amt_prev"), 0) AS "dpst_amt_growth_rate", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "house_net_win" - "bonus_amt" AS "profit", ("house_net_win" - "bonus_amt") / nullif("house_net_win", 0) AS "profit_rate"
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
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $6::DATE THEN (f."gm_dau" & $7) <> 0 WHEN $8::DATE THEN (f."gm_dau" & $9) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($10, $11, $12) AND f.month BETWEEN $13::DATE AND $14::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($15, $16, $17) AND f.stat_date BETWEEN $18::DATE AND $19::DATE
  GROUP BY ALL
),
cur_3 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $20::DATE THEN (f."dpst_dau" & $21) <> 0 WHEN $22::DATE THEN (f."dpst_dau" & $23) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($24, $25, $26) AND f.month BETWEEN $27::DATE AND $28::DATE
  GROUP BY ALL
),
cur_4 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($29, $30, $31) AND f.stat_date BETWEEN $32::DATE AND $33::DATE
  GROUP BY ALL
),
cur_5 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($34, $35, $36) AND f.stat_date BETWEEN $37::DATE AND $38::DATE
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
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $39::DATE THEN (f."gm_dau" & $40) <> 0 WHEN $41::DATE THEN (f."gm_dau" & $42) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($43, $44, $45) AND f.month BETWEEN $46::DATE AND $47::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($48, $49, $50) AND f.stat_date BETWEEN $51::DATE AND $52::DATE
  GROUP BY ALL
),
prev_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($53, $54, $55) AND f.stat_date BETWEEN $56::DATE AND $57::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "site_id", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_amt") AS "dpst_amt"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
    UNION ALL BY NAME
    SELECT *
    FROM prev_2
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev"
  FROM cur
  LEFT JOIN prev ON cur."site_id" IS NOT DISTINCT
  FROM prev."site_id"
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
),
res0 AS (
  SELECT "site_id", "site_name", "site_currency", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate", "dpst_amt_prev", "dpst_amt" - "dpst_amt_prev" AS "dpst_amt_growth", ("dpst_amt" - "dpst_amt_prev") / nullif(abs("dpst_amt_prev"), 0) AS "dpst_amt_growth_rate", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *, CASE WHEN nullif("apv_bet", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet", 0) DESC NULLS LAST) END AS "apv_bet_rank", CASE WHEN nullif("apv_bet_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet_prev", 0) DESC NULLS LAST) END AS "apv_bet_rank_prev", CASE WHEN nullif("house_net_win", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win", 0) DESC NULLS LAST) END AS "house_net_win_rank", CASE WHEN nullif("house_net_win_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win_prev", 0) DESC NULLS LAST) END AS "house_net_win_rank_prev", "apv_bet" / nullif(sum("apv_bet") OVER (), 0) AS "apv_bet_share"
  FROM res0
),
res AS (
  SELECT *, "apv_bet_rank_prev" - "apv_bet_rank" AS "apv_bet_rank_change", "house_net_win_rank_prev" - "house_net_win_rank" AS "house_net_win_rank_change", "house_net_win" - "bonus_amt" AS "profit", ("house_net_win" - "bonus_amt") / nullif("house_net_win", 0) AS "profit_rate"
  FROM res1
)
SELECT "site_name", "apv_bet", "house_net_win"
FROM res
ORDER BY "apv_bet" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "site_currency" ASC
LIMIT $58