-- game_kind_months: sources rollup_gaming_site_day_game, fact_game_day
-- page params: [1,2,3,"2026-08-01","2026-10-31",1,2,3,"2026-08-01","2026-10-31",100000]
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
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "house_net_win" DESC NULLS LAST, "game_kind_code" ASC, "stat_date" ASC
LIMIT $11
-- totals
WITH cur_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $1::DATE THEN (f."gm_dau" & $2) <> 0 WHEN $3::DATE THEN (f."gm_dau" & $4) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($5, $6, $7) AND f.month BETWEEN $8::DATE AND $9::DATE
),
cur_1 AS (
  SELECT sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($10, $11, $12) AND f.stat_date BETWEEN $13::DATE AND $14::DATE
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
),
fig AS (
  SELECT coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau"
  FROM cur
),
res0 AS (
  SELECT "house_net_win", "gm_dau"
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