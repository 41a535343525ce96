-- game_kind_months: sources rollup_gaming_site_day_game, fact_game_day
-- step page
SELECT *
FROM (
  SELECT cur."game_kind_code" AS "game_kind_code", cur."stat_date" AS "stat_date", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau"
  FROM (
    SELECT "game_kind_code" AS "cur.game_kind_code", "stat_date" AS "cur.stat_date", max("house_net_win") AS "cur.house_net_win", max("gm_dau") AS "cur.gm_dau"
    FROM (
      SELECT "__game_kind_code" AS "game_kind_code", "__stat_date" AS "stat_date", "__house_net_win" AS "house_net_win", NULL AS "gm_dau", 0 AS "__p"
      FROM (
        SELECT f."game_kind_code" AS "__game_kind_code", toStartOfMonth(f.stat_date) AS "__stat_date", sum(f."house_net_win") AS "__house_net_win"
        FROM "rollup_gaming_site_day_game" AS f
        WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-08-01') AND toDate('2026-10-31')
        GROUP BY "__game_kind_code", "__stat_date"
      )
      UNION ALL
      SELECT "__game_kind_code" AS "game_kind_code", "__stat_date" AS "stat_date", NULL AS "house_net_win", "__gm_dau" AS "gm_dau", 0 AS "__p"
      FROM (
        SELECT game.game_kind_code AS "__game_kind_code", toStartOfMonth(f."stat_date") AS "__stat_date", uniqExact(f.member_id) AS "__gm_dau"
        FROM "fact_game_day" AS f
        ALL LEFT JOIN (
          SELECT "game_id", "game_kind_code"
          FROM "dim_game"
        ) AS "game" ON "game"."game_id" = "game_id"
        WHERE f.site_id IN (1, 2, 3) AND f."stat_date" BETWEEN toDate('2026-08-01') AND toDate('2026-10-31')
        GROUP BY "__game_kind_code", "__stat_date"
      )
    )
    GROUP BY "game_kind_code", "stat_date"
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"order":[{"field":"house_net_win","dir":"desc"},{"field":"game_kind_code","dir":"asc"},{"field":"stat_date","dir":"asc"}],"total":true,"limit":100000,"cap":1000000}
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau"
  FROM (
    SELECT max("gm_dau") AS "cur.gm_dau", max("house_net_win") AS "cur.house_net_win"
    FROM (
      SELECT "__gm_dau" AS "gm_dau", NULL AS "house_net_win", 0 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-08-01') THEN bitAnd(f."gm_dau", 2147483647) != 0 WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau", 2147483647) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-08-01') AND toDate('2026-10-01')
      )
      UNION ALL
      SELECT NULL AS "gm_dau", "__house_net_win" AS "house_net_win", 0 AS "__p"
      FROM (
        SELECT sum(f."house_net_win") AS "__house_net_win"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-08-01') AND toDate('2026-10-31')
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}