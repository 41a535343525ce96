-- game_ranking: sources rollup_gaming_site_day_game, fact_game_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."game_brand_code" AS "game_brand_code", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."gm_count") AS "gm_count"
  FROM "rollup_gaming_site_day_game" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT game.game_brand_code AS "game_brand_code", count(DISTINCT f.member_id) AS "gm_dau"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($6, $7, $8) AND f."stat_date" BETWEEN $9::DATE AND $10::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "game_brand_code", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("gm_count") AS "gm_count", max("gm_dau") AS "gm_dau"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
  )
  GROUP BY ALL
),
prev_0 AS (
  SELECT f."game_brand_code" AS "game_brand_code", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day_game" f
  WHERE f."site_id" IN ($11, $12, $13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT game.game_brand_code AS "game_brand_code", count(DISTINCT f.member_id) AS "gm_dau"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($16, $17, $18) AND f."stat_date" BETWEEN $19::DATE AND $20::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "game_brand_code", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("gm_dau") AS "gm_dau"
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
  SELECT cur."game_brand_code" AS "group_value", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."apv_bet", 0) / nullif(coalesce(cur."gm_dau", 0), 0) AS "apv_bet_per_user", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."gm_dau", 0) AS "gm_dau_prev"
  FROM cur
  LEFT JOIN prev ON cur."game_brand_code" IS NOT DISTINCT
  FROM prev."game_brand_code"
),
res0 AS (
  SELECT "group_value", "apv_bet", "house_net_win", "gm_dau", "gm_count", "house_edge", "apv_bet_per_user", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *, CASE WHEN nullif("apv_bet", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet", 0) DESC NULLS LAST) END AS "apv_bet_rank", CASE WHEN nullif("apv_bet_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet_prev", 0) DESC NULLS LAST) END AS "apv_bet_rank_prev", CASE WHEN nullif("house_net_win", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win", 0) DESC NULLS LAST) END AS "house_net_win_rank", CASE WHEN nullif("house_net_win_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win_prev", 0) DESC NULLS LAST) END AS "house_net_win_rank_prev", CASE WHEN nullif("gm_dau", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("gm_dau", 0) DESC NULLS LAST) END AS "gm_dau_rank", CASE WHEN nullif("gm_dau_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("gm_dau_prev", 0) DESC NULLS LAST) END AS "gm_dau_rank_prev", "apv_bet" / nullif(sum("apv_bet") OVER (), 0) AS "apv_bet_share"
  FROM res0
),
res AS (
  SELECT *, "apv_bet_rank_prev" - "apv_bet_rank" AS "apv_bet_rank_change", "house_net_win_rank_prev" - "house_net_win_rank" AS "house_net_win_rank_change", "gm_dau_rank_prev" - "gm_dau_rank" AS "gm_dau_rank_change"
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
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."gm_count") AS "gm_count"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($33, $34, $35) AND f.stat_date BETWEEN $36::DATE AND $37::DATE
),
__totals_prev_2 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $38::DATE THEN (f."gm_dau" & $39) <> 0 WHEN $40::DATE THEN (f."gm_dau" & $41) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($42, $43, $44) AND f.month BETWEEN $45::DATE AND $46::DATE
),
__totals_prev_3 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."gm_count") AS "gm_count"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($47, $48, $49) AND f.stat_date BETWEEN $50::DATE AND $51::DATE
),
__totals_fig AS (
  SELECT coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."apv_bet", 0) / nullif(coalesce(cur."gm_dau", 0), 0) AS "apv_bet_per_user", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."gm_dau", 0) AS "gm_dau_prev"
  FROM (
    SELECT *
    FROM __totals_cur_0
    CROSS JOIN __totals_cur_1
  ) cur
  CROSS JOIN (
    SELECT *
    FROM __totals_prev_2
    CROSS JOIN __totals_prev_3
  ) prev
),
__totals0 AS (
  SELECT "apv_bet", "house_net_win", "gm_dau", "gm_count", "house_edge", "apv_bet_per_user", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate"
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
    ORDER BY "apv_bet_rank" ASC NULLS LAST, "group_value" ASC
    LIMIT $21 OFFSET $22
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "group_value", "apv_bet", "house_net_win"
    FROM __res
    ORDER BY "apv_bet" DESC NULLS LAST, "group_value" ASC
    LIMIT $23
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "apv_bet_rank" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "group_value" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "apv_bet" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "group_value" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-09-23","2026-10-22",1,2,3,"2026-09-23","2026-10-22",50,0,15,"2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-09-01",2143289344,"2026-10-01",4194303,1,2,3,"2026-09-01","2026-10-01",1,2,3,"2026-09-23","2026-10-22"]