-- brand_top: sources rollup_gaming_site_day_game, fact_game_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."game_brand_code" AS "game_brand_code", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
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
  SELECT "game_brand_code", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("gm_dau") AS "gm_dau"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."game_brand_code", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge"
  FROM cur
),
res0 AS (
  SELECT "game_brand_code", "gm_dau", "apv_bet", "house_net_win", "house_edge"
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
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $13::DATE THEN (f."gm_dau" & $14) <> 0 WHEN $15::DATE THEN (f."gm_dau" & $16) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($17, $18, $19) AND f.month BETWEEN $20::DATE AND $21::DATE
),
__totals_cur_1 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($22, $23, $24) AND f.stat_date BETWEEN $25::DATE AND $26::DATE
),
__totals_fig AS (
  SELECT coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge"
  FROM (
    SELECT *
    FROM __totals_cur_0
    CROSS JOIN __totals_cur_1
  ) cur
),
__totals0 AS (
  SELECT "gm_dau", "apv_bet", "house_net_win", "house_edge"
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
    ORDER BY "house_net_win" DESC NULLS LAST, "game_brand_code" ASC
    LIMIT $11
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "game_brand_code", "house_net_win"
    FROM __res
    ORDER BY "house_net_win" DESC NULLS LAST, "game_brand_code" ASC
    LIMIT $12
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "house_net_win" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "game_brand_code" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "house_net_win" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "game_brand_code" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",100000,2000,"2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21"]