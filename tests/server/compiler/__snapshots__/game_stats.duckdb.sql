-- game_stats: sources rollup_gaming_site_day_game, fact_game_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."game_kind_code" AS "game_kind_code", sum(f."gm_count") AS "gm_count", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."game_item_count") AS "game_item_count", sum(f."game_item_cost") AS "game_item_cost", sum(f."game_item_bet") AS "game_item_bet", sum(f."game_item_win") AS "game_item_win"
  FROM "rollup_gaming_site_day_game" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4
  GROUP BY ALL
),
cur_1 AS (
  SELECT game.game_kind_code AS "game_kind_code", count(DISTINCT f.member_id) AS "gm_dau"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($5) AND f."stat_date" BETWEEN $6::DATE AND $7::DATE AND f.site_id = $8
  GROUP BY ALL
),
cur AS (
  SELECT "game_kind_code", max("gm_count") AS "gm_count", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("game_item_count") AS "game_item_count", max("game_item_cost") AS "game_item_cost", max("game_item_bet") AS "game_item_bet", max("game_item_win") AS "game_item_win", max("gm_dau") AS "gm_dau"
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
  SELECT cur."game_kind_code" AS "group_value", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."game_item_count", 0) AS "game_item_count", coalesce(cur."game_item_cost", 0) AS "game_item_cost", coalesce(cur."game_item_bet", 0) AS "game_item_bet", coalesce(cur."game_item_win", 0) AS "game_item_win"
  FROM cur
),
res0 AS (
  SELECT "group_value", "gm_dau", "gm_count", "apv_bet", "house_net_win", "house_edge", "game_item_count", "game_item_cost", "game_item_bet", "game_item_win"
  FROM fig
),
res1 AS (
  SELECT *, "apv_bet" / nullif(sum("apv_bet") OVER (), 0) AS "apv_bet_share"
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
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $12::DATE THEN (f."gm_dau" & $13) <> 0 WHEN $14::DATE THEN (f."gm_dau" & $15) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($16) AND f.month BETWEEN $17::DATE AND $18::DATE AND f."site_id" = $19
),
__totals_cur_1 AS (
  SELECT sum(f."gm_count") AS "gm_count", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."game_item_count") AS "game_item_count", sum(f."game_item_cost") AS "game_item_cost", sum(f."game_item_bet") AS "game_item_bet", sum(f."game_item_win") AS "game_item_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($20) AND f.stat_date BETWEEN $21::DATE AND $22::DATE AND f."site_id" = $23
),
__totals_fig AS (
  SELECT coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."game_item_count", 0) AS "game_item_count", coalesce(cur."game_item_cost", 0) AS "game_item_cost", coalesce(cur."game_item_bet", 0) AS "game_item_bet", coalesce(cur."game_item_win", 0) AS "game_item_win"
  FROM (
    SELECT *
    FROM __totals_cur_0
    CROSS JOIN __totals_cur_1
  ) cur
),
__totals0 AS (
  SELECT "gm_dau", "gm_count", "apv_bet", "house_net_win", "house_edge", "game_item_count", "game_item_cost", "game_item_bet", "game_item_win"
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
    ORDER BY "apv_bet" DESC NULLS LAST, "group_value" ASC
    LIMIT $9 OFFSET $10
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "group_value", "apv_bet"
    FROM __res
    ORDER BY "apv_bet" DESC NULLS LAST, "group_value" ASC
    LIMIT $11
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "apv_bet" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "group_value" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "apv_bet" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "group_value" END) ASC
-- params: [1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,50,0,11,"2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,"2026-10-23","2026-11-21",1]