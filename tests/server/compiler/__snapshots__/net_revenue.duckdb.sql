-- net_revenue: sources rollup_gaming_activity, rollup_gaming_site_day, rollup_bonus_site_day
-- page params: ["2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-09-23","2026-10-22",1,2,3,"2026-09-23","2026-10-22",100000]
WITH cur_0 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $1::DATE THEN (f."gm_dau" & $2) <> 0 WHEN $3::DATE THEN (f."gm_dau" & $4) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($5, $6, $7) AND f.month BETWEEN $8::DATE AND $9::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($10, $11, $12) AND f.stat_date BETWEEN $13::DATE AND $14::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt", sum(f."rpoint_add_amt") AS "rpoint_add_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($15, $16, $17) AND f.stat_date BETWEEN $18::DATE AND $19::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "site_id", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("bonus_amt") AS "bonus_amt", max("rpoint_add_amt") AS "rpoint_add_amt"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
    UNION ALL BY NAME
    SELECT *
    FROM cur_2
  )
  GROUP BY ALL
),
prev_0 AS (
  SELECT f."site_id" AS "site_id", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($20, $21, $22) AND f.stat_date BETWEEN $23::DATE AND $24::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt", sum(f."rpoint_add_amt") AS "rpoint_add_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($25, $26, $27) AND f.stat_date BETWEEN $28::DATE AND $29::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "site_id", max("house_net_win") AS "house_net_win", max("bonus_amt") AS "bonus_amt", max("rpoint_add_amt") AS "rpoint_add_amt"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."rpoint_add_amt", 0) AS "rpoint_add_amt", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."bonus_amt", 0) AS "bonus_amt_prev", coalesce(prev."rpoint_add_amt", 0) AS "rpoint_add_amt_prev"
  FROM cur
  LEFT JOIN prev ON cur."site_id" IS NOT DISTINCT
  FROM prev."site_id"
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
),
res0 AS (
  SELECT "site_id", "site_name", "site_currency", "gm_dau", "apv_bet", "house_net_win", "bonus_amt", "rpoint_add_amt", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "bonus_amt_prev", "bonus_amt" - "bonus_amt_prev" AS "bonus_amt_growth", ("bonus_amt" - "bonus_amt_prev") / nullif(abs("bonus_amt_prev"), 0) AS "bonus_amt_growth_rate", "rpoint_add_amt_prev", "rpoint_add_amt" - "rpoint_add_amt_prev" AS "rpoint_add_amt_growth", ("rpoint_add_amt" - "rpoint_add_amt_prev") / nullif(abs("rpoint_add_amt_prev"), 0) AS "rpoint_add_amt_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, ("house_net_win" - "bonus_amt") - "rpoint_add_amt" AS "ngr", ("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev" AS "ngr_prev", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") - (("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev") AS "ngr_growth", ((("house_net_win" - "bonus_amt") - "rpoint_add_amt") - (("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev")) / nullif(abs(("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev"), 0) AS "ngr_growth_rate", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("apv_bet", 0) AS "ngr_margin", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("gm_dau", 0) AS "ngr_per_player", CAST((("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("apv_bet", 0) AS DOUBLE) * CAST(1000 AS DOUBLE) AS "ngr_per_1k_bet", ("bonus_amt" + "rpoint_add_amt") / nullif("house_net_win", 0) AS "promo_cost_share", CASE WHEN (("house_net_win" - "bonus_amt") - "rpoint_add_amt") > 0 THEN CAST((CAST(("house_net_win" - "bonus_amt") - "rpoint_add_amt" AS DOUBLE) * CAST(12 AS DOUBLE)) / nullif(100, 0) AS DOUBLE) ELSE CAST(0 AS DOUBLE) END AS "platform_fee"
  FROM res1
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "ngr" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "site_currency" ASC
LIMIT $30
-- totals
WITH cur_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $1::DATE THEN (f."gm_dau" & $2) <> 0 WHEN $3::DATE THEN (f."gm_dau" & $4) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($5, $6, $7) AND f.month BETWEEN $8::DATE AND $9::DATE
),
cur_1 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($10, $11, $12) AND f.stat_date BETWEEN $13::DATE AND $14::DATE
),
cur_2 AS (
  SELECT sum(f."bonus_amt") AS "bonus_amt", sum(f."rpoint_add_amt") AS "rpoint_add_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($15, $16, $17) AND f.stat_date BETWEEN $18::DATE AND $19::DATE
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
  CROSS JOIN cur_2
),
prev_0 AS (
  SELECT sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($20, $21, $22) AND f.stat_date BETWEEN $23::DATE AND $24::DATE
),
prev_1 AS (
  SELECT sum(f."bonus_amt") AS "bonus_amt", sum(f."rpoint_add_amt") AS "rpoint_add_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($25, $26, $27) AND f.stat_date BETWEEN $28::DATE AND $29::DATE
),
prev AS (
  SELECT *
  FROM prev_0
  CROSS JOIN prev_1
),
fig AS (
  SELECT coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."rpoint_add_amt", 0) AS "rpoint_add_amt", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."bonus_amt", 0) AS "bonus_amt_prev", coalesce(prev."rpoint_add_amt", 0) AS "rpoint_add_amt_prev"
  FROM cur
  CROSS JOIN prev
),
res0 AS (
  SELECT "gm_dau", "apv_bet", "house_net_win", "bonus_amt", "rpoint_add_amt", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "bonus_amt_prev", "bonus_amt" - "bonus_amt_prev" AS "bonus_amt_growth", ("bonus_amt" - "bonus_amt_prev") / nullif(abs("bonus_amt_prev"), 0) AS "bonus_amt_growth_rate", "rpoint_add_amt_prev", "rpoint_add_amt" - "rpoint_add_amt_prev" AS "rpoint_add_amt_growth", ("rpoint_add_amt" - "rpoint_add_amt_prev") / nullif(abs("rpoint_add_amt_prev"), 0) AS "rpoint_add_amt_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, ("house_net_win" - "bonus_amt") - "rpoint_add_amt" AS "ngr", ("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev" AS "ngr_prev", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") - (("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev") AS "ngr_growth", ((("house_net_win" - "bonus_amt") - "rpoint_add_amt") - (("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev")) / nullif(abs(("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev"), 0) AS "ngr_growth_rate", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("apv_bet", 0) AS "ngr_margin", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("gm_dau", 0) AS "ngr_per_player", CAST((("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("apv_bet", 0) AS DOUBLE) * CAST(1000 AS DOUBLE) AS "ngr_per_1k_bet", ("bonus_amt" + "rpoint_add_amt") / nullif("house_net_win", 0) AS "promo_cost_share", CASE WHEN (("house_net_win" - "bonus_amt") - "rpoint_add_amt") > 0 THEN CAST((CAST(("house_net_win" - "bonus_amt") - "rpoint_add_amt" AS DOUBLE) * CAST(12 AS DOUBLE)) / nullif(100, 0) AS DOUBLE) ELSE CAST(0 AS DOUBLE) END AS "platform_fee"
  FROM res1
)
SELECT *
FROM res
-- chart
WITH cur_0 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $1::DATE THEN (f."gm_dau" & $2) <> 0 WHEN $3::DATE THEN (f."gm_dau" & $4) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($5, $6, $7) AND f.month BETWEEN $8::DATE AND $9::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($10, $11, $12) AND f.stat_date BETWEEN $13::DATE AND $14::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt", sum(f."rpoint_add_amt") AS "rpoint_add_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($15, $16, $17) AND f.stat_date BETWEEN $18::DATE AND $19::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "site_id", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("bonus_amt") AS "bonus_amt", max("rpoint_add_amt") AS "rpoint_add_amt"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
    UNION ALL BY NAME
    SELECT *
    FROM cur_2
  )
  GROUP BY ALL
),
prev_0 AS (
  SELECT f."site_id" AS "site_id", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($20, $21, $22) AND f.stat_date BETWEEN $23::DATE AND $24::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt", sum(f."rpoint_add_amt") AS "rpoint_add_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($25, $26, $27) AND f.stat_date BETWEEN $28::DATE AND $29::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "site_id", max("house_net_win") AS "house_net_win", max("bonus_amt") AS "bonus_amt", max("rpoint_add_amt") AS "rpoint_add_amt"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."rpoint_add_amt", 0) AS "rpoint_add_amt", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."bonus_amt", 0) AS "bonus_amt_prev", coalesce(prev."rpoint_add_amt", 0) AS "rpoint_add_amt_prev"
  FROM cur
  LEFT JOIN prev ON cur."site_id" IS NOT DISTINCT
  FROM prev."site_id"
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
),
res0 AS (
  SELECT "site_id", "site_name", "site_currency", "gm_dau", "apv_bet", "house_net_win", "bonus_amt", "rpoint_add_amt", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "bonus_amt_prev", "bonus_amt" - "bonus_amt_prev" AS "bonus_amt_growth", ("bonus_amt" - "bonus_amt_prev") / nullif(abs("bonus_amt_prev"), 0) AS "bonus_amt_growth_rate", "rpoint_add_amt_prev", "rpoint_add_amt" - "rpoint_add_amt_prev" AS "rpoint_add_amt_growth", ("rpoint_add_amt" - "rpoint_add_amt_prev") / nullif(abs("rpoint_add_amt_prev"), 0) AS "rpoint_add_amt_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, ("house_net_win" - "bonus_amt") - "rpoint_add_amt" AS "ngr", ("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev" AS "ngr_prev", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") - (("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev") AS "ngr_growth", ((("house_net_win" - "bonus_amt") - "rpoint_add_amt") - (("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev")) / nullif(abs(("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev"), 0) AS "ngr_growth_rate", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("apv_bet", 0) AS "ngr_margin", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("gm_dau", 0) AS "ngr_per_player", CAST((("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("apv_bet", 0) AS DOUBLE) * CAST(1000 AS DOUBLE) AS "ngr_per_1k_bet", ("bonus_amt" + "rpoint_add_amt") / nullif("house_net_win", 0) AS "promo_cost_share", CASE WHEN (("house_net_win" - "bonus_amt") - "rpoint_add_amt") > 0 THEN CAST((CAST(("house_net_win" - "bonus_amt") - "rpoint_add_amt" AS DOUBLE) * CAST(12 AS DOUBLE)) / nullif(100, 0) AS DOUBLE) ELSE CAST(0 AS DOUBLE) END AS "platform_fee"
  FROM res1
)
SELECT "site_name", "house_net_win", "ngr"
FROM res
ORDER BY "house_net_win" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "site_currency" ASC
LIMIT $30