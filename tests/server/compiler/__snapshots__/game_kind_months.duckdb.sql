-- game_kind_months: sources rollup_gaming_site_day_game, fact_game_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."game_kind_code" AS "game_kind_code", CAST(date_trunc('month', f.stat_date) AS DATE) AS stat_date, sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day_game" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT game.game_kind_code AS "game_kind_code", CAST(date_trunc('month', f."stat_date") AS DATE) AS stat_date, count(DISTINCT f.member_id) AS "gm_dau"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($6, $7, $8) AND f."stat_date" BETWEEN $9::DATE AND $10::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "game_kind_code", "stat_date", max("house_net_win") AS "house_net_win", max("gm_dau") AS "gm_dau"
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
  SELECT cur."game_kind_code", cur."stat_date", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau"
  FROM cur
),
res0 AS (
  SELECT "game_kind_code", "stat_date", "house_net_win", "gm_dau"
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
__totals_cur_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $12::DATE THEN (f."gm_dau" & $13) <> 0 WHEN $14::DATE THEN (f."gm_dau" & $15) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($16, $17, $18) AND f.month BETWEEN $19::DATE AND $20::DATE
),
__totals_cur_1 AS (
  SELECT sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($21, $22, $23) AND f.stat_date BETWEEN $24::DATE AND $25::DATE
),
__totals_fig AS (
  SELECT coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau"
  FROM (
    SELECT *
    FROM __totals_cur_0
    CROSS JOIN __totals_cur_1
  ) cur
),
__totals0 AS (
  SELECT "house_net_win", "gm_dau"
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
    FROM res
    ORDER BY "house_net_win" DESC NULLS LAST, "game_kind_code" ASC, "stat_date" ASC
    LIMIT $11
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "house_net_win" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "game_kind_code" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "stat_date" END) ASC NULLS LAST
-- params: [1,2,3,"2026-08-01","2026-10-31",1,2,3,"2026-08-01","2026-10-31",100000,"2026-08-01",2147483647,"2026-10-01",2147483647,1,2,3,"2026-08-01","2026-10-01",1,2,3,"2026-08-01","2026-10-31"]