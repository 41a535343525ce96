-- osw_recap: sources rollup_gaming_site_day_game, fact_game_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT cur."game_brand_code" AS "game_brand_code", cur."site_id" AS "site_id", cur."site_name" AS "site_name", cur."site_currency" AS "site_currency", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."game_item_count", 0) AS "game_item_count", coalesce(cur."game_item_cost", 0) AS "game_item_cost", coalesce(cur."game_item_bet", 0) AS "game_item_bet", coalesce(cur."game_item_win", 0) AS "game_item_win"
  FROM (
    SELECT "game_brand_code" AS "cur.game_brand_code", "site_id" AS "cur.site_id", "site_name" AS "cur.site_name", "site_currency" AS "cur.site_currency", max("gm_count") AS "cur.gm_count", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("game_item_count") AS "cur.game_item_count", max("game_item_cost") AS "cur.game_item_cost", max("game_item_bet") AS "cur.game_item_bet", max("game_item_win") AS "cur.game_item_win", max("gm_dau") AS "cur.gm_dau"
    FROM (
      SELECT "__game_brand_code" AS "game_brand_code", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", "__gm_count" AS "gm_count", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__game_item_count" AS "game_item_count", "__game_item_cost" AS "game_item_cost", "__game_item_bet" AS "game_item_bet", "__game_item_win" AS "game_item_win", NULL AS "gm_dau", 0 AS "__p"
      FROM (
        SELECT f."game_brand_code" AS "__game_brand_code", f."site_id" AS "__site_id", f."site_name" AS "__site_name", f."site_currency" AS "__site_currency", sum(f."gm_count") AS "__gm_count", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."game_item_count") AS "__game_item_count", sum(f."game_item_cost") AS "__game_item_cost", sum(f."game_item_bet") AS "__game_item_bet", sum(f."game_item_win") AS "__game_item_win"
        FROM "rollup_gaming_site_day_game" AS f
        WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-01') AND toDate('2026-10-31')
        GROUP BY "__game_brand_code", "__site_id", "__site_name", "__site_currency"
      )
      UNION ALL
      SELECT "__game_brand_code" AS "game_brand_code", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", NULL AS "gm_count", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "game_item_count", NULL AS "game_item_cost", NULL AS "game_item_bet", NULL AS "game_item_win", "__gm_dau" AS "gm_dau", 0 AS "__p"
      FROM (
        SELECT game.game_brand_code AS "__game_brand_code", f.site_id AS "__site_id", site.site_name AS "__site_name", site.site_currency AS "__site_currency", uniqExact(f.member_id) AS "__gm_dau"
        FROM (
          SELECT f."site_id", f."member_id", f."stat_date", f."game_id", "game"."game_brand_code" AS "game.game_brand_code"
          FROM "fact_game_day" AS f
          ALL LEFT JOIN (
            SELECT "game_id", "game_brand_code"
            FROM "dim_game"
          ) AS "game" ON "game"."game_id" = "game_id"
          WHERE f.site_id IN (1, 2, 3) AND f."stat_date" BETWEEN toDate('2026-10-01') AND toDate('2026-10-31')
        ) AS f
        ALL LEFT JOIN (
          SELECT "site_id", "site_name", "site_currency"
          FROM "dim_site"
        ) AS "site" ON "site"."site_id" = "site_id"
        GROUP BY "__game_brand_code", "__site_id", "__site_name", "__site_currency"
      )
    )
    GROUP BY "game_brand_code", "site_id", "site_name", "site_currency"
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"parts":{"page":[{"field":"apv_bet","dir":"desc"},{"field":"game_brand_code","dir":"asc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"slice":{"offset":0,"limit":50},"chart":{"order":[{"field":"apv_bet","dir":"desc"},{"field":"game_brand_code","dir":"asc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"limit":40000,"fields":["game_brand_code","site_name","apv_bet","site_id","site_currency"]}},"cap":1000000}
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."game_item_count", 0) AS "game_item_count", coalesce(cur."game_item_cost", 0) AS "game_item_cost", coalesce(cur."game_item_bet", 0) AS "game_item_bet", coalesce(cur."game_item_win", 0) AS "game_item_win"
  FROM (
    SELECT max("gm_dau") AS "cur.gm_dau", max("gm_count") AS "cur.gm_count", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("game_item_count") AS "cur.game_item_count", max("game_item_cost") AS "cur.game_item_cost", max("game_item_bet") AS "cur.game_item_bet", max("game_item_win") AS "cur.game_item_win"
    FROM (
      SELECT "__gm_dau" AS "gm_dau", NULL AS "gm_count", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "game_item_count", NULL AS "game_item_cost", NULL AS "game_item_bet", NULL AS "game_item_win", 0 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, bitAnd(f."gm_dau", 2147483647) != 0) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-10-01')
      )
      UNION ALL
      SELECT NULL AS "gm_dau", "__gm_count" AS "gm_count", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__game_item_count" AS "game_item_count", "__game_item_cost" AS "game_item_cost", "__game_item_bet" AS "game_item_bet", "__game_item_win" AS "game_item_win", 0 AS "__p"
      FROM (
        SELECT sum(f."gm_count") AS "__gm_count", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."game_item_count") AS "__game_item_count", sum(f."game_item_cost") AS "__game_item_cost", sum(f."game_item_bet") AS "__game_item_bet", sum(f."game_item_win") AS "__game_item_win"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-01') AND toDate('2026-10-31')
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}