-- osw_recap: sources rollup_gaming_site_day_game, fact_game_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."game_brand_code" AS "game_brand_code", f."site_id" AS "site_id", sum(f."gm_count") AS "gm_count", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."game_item_count") AS "game_item_count", sum(f."game_item_cost") AS "game_item_cost", sum(f."game_item_bet") AS "game_item_bet", sum(f."game_item_win") AS "game_item_win"
  FROM "rollup_gaming_site_day_game" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT game.game_brand_code AS "game_brand_code", f.site_id AS "site_id", count(DISTINCT f.member_id) AS "gm_dau"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($6, $7, $8) AND f."stat_date" BETWEEN $9::DATE AND $10::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "game_brand_code", "site_id", max("gm_count") AS "gm_count", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("game_item_count") AS "game_item_count", max("game_item_cost") AS "game_item_cost", max("game_item_bet") AS "game_item_bet", max("game_item_win") AS "game_item_win", max("gm_dau") AS "gm_dau"
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
  SELECT cur."game_brand_code", cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."game_item_count", 0) AS "game_item_count", coalesce(cur."game_item_cost", 0) AS "game_item_cost", coalesce(cur."game_item_bet", 0) AS "game_item_bet", coalesce(cur."game_item_win", 0) AS "game_item_win"
  FROM cur
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
),
res0 AS (
  SELECT "game_brand_code", "site_id", "site_name", "site_currency", "gm_count", "gm_dau", "apv_bet", "house_net_win", "house_edge", "game_item_count", "game_item_cost", "game_item_bet", "game_item_win"
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
  SELECT count(DISTINCT f.member_id) FILTER (WHERE (f."gm_dau" & $14) <> 0) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($15, $16, $17) AND f.month BETWEEN $18::DATE AND $19::DATE
),
__totals_cur_1 AS (
  SELECT sum(f."gm_count") AS "gm_count", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."game_item_count") AS "game_item_count", sum(f."game_item_cost") AS "game_item_cost", sum(f."game_item_bet") AS "game_item_bet", sum(f."game_item_win") AS "game_item_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($20, $21, $22) AND f.stat_date BETWEEN $23::DATE AND $24::DATE
),
__totals_fig AS (
  SELECT coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."game_item_count", 0) AS "game_item_count", coalesce(cur."game_item_cost", 0) AS "game_item_cost", coalesce(cur."game_item_bet", 0) AS "game_item_bet", coalesce(cur."game_item_win", 0) AS "game_item_win"
  FROM (
    SELECT *
    FROM __totals_cur_0
    CROSS JOIN __totals_cur_1
  ) cur
),
__totals0 AS (
  SELECT "gm_count", "gm_dau", "apv_bet", "house_net_win", "house_edge", "game_item_count", "game_item_cost", "game_item_bet", "game_item_win"
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
    ORDER BY "apv_bet" DESC NULLS LAST, "game_brand_code" ASC, "site_id" ASC, "site_name" ASC, "site_currency" ASC
    LIMIT $11 OFFSET $12
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "game_brand_code", "site_name", "apv_bet", "site_id", "site_currency"
    FROM __res
    ORDER BY "apv_bet" DESC NULLS LAST, "game_brand_code" ASC, "site_id" ASC, "site_name" ASC, "site_currency" ASC
    LIMIT $13
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "apv_bet" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "game_brand_code" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "site_id" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "site_name" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "site_currency" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "apv_bet" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "game_brand_code" END) ASC, (CASE WHEN __part = 1 THEN "site_id" END) ASC, (CASE WHEN __part = 1 THEN "site_name" END) ASC, (CASE WHEN __part = 1 THEN "site_currency" END) ASC
-- params: [1,2,3,"2026-10-01","2026-10-31",1,2,3,"2026-10-01","2026-10-31",50,0,40000,2147483647,1,2,3,"2026-10-01","2026-10-01",1,2,3,"2026-10-01","2026-10-31"]