-- brand_top: sources rollup_gaming_span_game_brand_code, rollup_gaming_site_day_game
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT cur."game_brand_code" AS "game_brand_code", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge"
  FROM (
    SELECT "game_brand_code" AS "cur.game_brand_code", max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win"
    FROM (
      SELECT "__game_brand_code" AS "game_brand_code", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", 0 AS "__p"
      FROM (
        SELECT game.game_brand_code AS "__game_brand_code", uniqExact(f.member_id) AS "__gm_dau"
        FROM "fact_game_day" AS f
        ALL LEFT JOIN (
          SELECT "game_id", "game_brand_code"
          FROM "dim_game"
        ) AS "game" ON "game"."game_id" = "game_id"
        WHERE f.site_id IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f."stat_date" BETWEEN {p4:Date} AND {p5:Date}
        GROUP BY "__game_brand_code"
      )
      UNION ALL
      SELECT "__game_brand_code" AS "game_brand_code", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", 0 AS "__p"
      FROM (
        SELECT f."game_brand_code" AS "__game_brand_code", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
        FROM "rollup_gaming_site_day_game" AS f
        WHERE f."site_id" IN ({p6:Int64}, {p7:Int64}, {p8:Int64}) AND f.stat_date BETWEEN {p9:Date} AND {p10:Date}
        GROUP BY "__game_brand_code"
      )
    )
    GROUP BY "game_brand_code"
  )
) AS res
LIMIT {p11:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",100001]
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
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p1:Date} THEN bitAnd(f."gm_dau", {p2:Int64}) != 0 WHEN f.month = {p3:Date} THEN bitAnd(f."gm_dau", {p4:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN ({p5:Int64}, {p6:Int64}, {p7:Int64}) AND f.month BETWEEN {p8:Date} AND {p9:Date}
      )
      UNION ALL
      SELECT NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", 0 AS "__p"
      FROM (
        SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN ({p10:Int64}, {p11:Int64}, {p12:Int64}) AND f.stat_date BETWEEN {p13:Date} AND {p14:Date}
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: ["2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21"]
-- finish: {"cap":1000000}