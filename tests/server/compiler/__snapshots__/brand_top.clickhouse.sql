-- brand_top: sources rollup_gaming_site_day_game, fact_game_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT cur."game_brand_code" AS "game_brand_code", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge"
  FROM (
    SELECT "game_brand_code" AS "cur.game_brand_code", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("gm_dau") AS "cur.gm_dau"
    FROM (
      SELECT "__game_brand_code" AS "game_brand_code", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "gm_dau", 0 AS "__p"
      FROM (
        SELECT f."game_brand_code" AS "__game_brand_code", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
        FROM "rollup_gaming_site_day_game" AS f
        WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        GROUP BY "__game_brand_code"
      )
      UNION ALL
      SELECT "__game_brand_code" AS "game_brand_code", NULL AS "apv_bet", NULL AS "house_net_win", "__gm_dau" AS "gm_dau", 0 AS "__p"
      FROM (
        SELECT game.game_brand_code AS "__game_brand_code", uniqExact(f.member_id) AS "__gm_dau"
        FROM "fact_game_day" AS f
        ALL LEFT JOIN (
          SELECT "game_id", "game_brand_code"
          FROM "dim_game"
        ) AS "game" ON "game"."game_id" = "game_id"
        WHERE f.site_id IN (1, 2, 3) AND f."stat_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        GROUP BY "__game_brand_code"
      )
    )
    GROUP BY "game_brand_code"
  )
) AS res
LIMIT 100001
SETTINGS join_use_nulls = 1
-- finish: {"parts":{"page":[{"field":"house_net_win","dir":"desc"},{"field":"game_brand_code","dir":"asc"}],"chart":{"order":[{"field":"house_net_win","dir":"desc"},{"field":"game_brand_code","dir":"asc"}],"limit":2000,"fields":["game_brand_code","house_net_win"]}}}
-- instead above 100000 rows: the page and chart statements apart
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge"
  FROM (
    SELECT max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win"
    FROM (
      SELECT "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", 0 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."gm_dau", 2097151) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01')
      )
      UNION ALL
      SELECT NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", 0 AS "__p"
      FROM (
        SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}