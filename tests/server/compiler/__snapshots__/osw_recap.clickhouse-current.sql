-- osw_recap: sources rollup_gaming_span_game_brand_code, rollup_gaming_site_day_game
-- step pageAndChart
SELECT *
FROM (
  SELECT *, count() OVER () AS __total, row_number() OVER (ORDER BY "apv_bet" DESC NULLS LAST, "game_brand_code" ASC, "site_id" ASC, "site_name" ASC, "site_currency" ASC) AS __page_row, row_number() OVER (ORDER BY "apv_bet" DESC NULLS LAST, "game_brand_code" ASC, "site_id" ASC, "site_name" ASC, "site_currency" ASC) AS __chart_row
  FROM (
    SELECT cur."game_brand_code" AS "game_brand_code", cur."site_id" AS "site_id", cur."site_name" AS "site_name", cur."site_currency" AS "site_currency", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."game_item_count", 0) AS "game_item_count", coalesce(cur."game_item_cost", 0) AS "game_item_cost", coalesce(cur."game_item_bet", 0) AS "game_item_bet", coalesce(cur."game_item_win", 0) AS "game_item_win"
    FROM (
      SELECT s.*, site.site_name AS "cur.site_name", site.site_currency AS "cur.site_currency"
      FROM (
        SELECT "game_brand_code" AS "cur.game_brand_code", "site_id" AS "cur.site_id", max("gm_dau") AS "cur.gm_dau", max("gm_count") AS "cur.gm_count", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("game_item_count") AS "cur.game_item_count", max("game_item_cost") AS "cur.game_item_cost", max("game_item_bet") AS "cur.game_item_bet", max("game_item_win") AS "cur.game_item_win"
        FROM (
          SELECT "__game_brand_code" AS "game_brand_code", "__site_id" AS "site_id", "__gm_dau" AS "gm_dau", NULL AS "gm_count", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "game_item_count", NULL AS "game_item_cost", NULL AS "game_item_bet", NULL AS "game_item_win", 0 AS "__p"
          FROM (
            SELECT game.game_brand_code AS "__game_brand_code", f.site_id AS "__site_id", uniqExact(f.member_id) AS "__gm_dau"
            FROM "fact_game_day" AS f
            ALL LEFT JOIN (
              SELECT "game_id", "game_brand_code"
              FROM "dim_game"
            ) AS "game" ON "game"."game_id" = "game_id"
            WHERE f.site_id IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f."stat_date" BETWEEN {p4:Date} AND {p5:Date}
            GROUP BY "__game_brand_code", "__site_id"
          )
          UNION ALL
          SELECT "__game_brand_code" AS "game_brand_code", "__site_id" AS "site_id", NULL AS "gm_dau", "__gm_count" AS "gm_count", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__game_item_count" AS "game_item_count", "__game_item_cost" AS "game_item_cost", "__game_item_bet" AS "game_item_bet", "__game_item_win" AS "game_item_win", 0 AS "__p"
          FROM (
            SELECT f."game_brand_code" AS "__game_brand_code", f."site_id" AS "__site_id", sum(f."gm_count") AS "__gm_count", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."game_item_count") AS "__game_item_count", sum(f."game_item_cost") AS "__game_item_cost", sum(f."game_item_bet") AS "__game_item_bet", sum(f."game_item_win") AS "__game_item_win"
            FROM "rollup_gaming_site_day_game" AS f
            WHERE f."site_id" IN ({p6:Int64}, {p7:Int64}, {p8:Int64}) AND f.stat_date BETWEEN {p9:Date} AND {p10:Date}
            GROUP BY "__game_brand_code", "__site_id"
          )
        )
        GROUP BY "game_brand_code", "site_id"
      ) AS s
      LEFT JOIN "dim_site" AS "site" ON "site"."site_id" = s."cur.site_id"
    )
  ) AS res
)
WHERE __page_row > {p11:Int64} AND __page_row <= {p12:Int64} OR __chart_row <= {p13:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-01","2026-10-31",1,2,3,"2026-10-01","2026-10-31",0,50,40000]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":40000,"fields":["game_brand_code","site_name","apv_bet","site_id","site_currency"]}}}
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."game_item_count", 0) AS "game_item_count", coalesce(cur."game_item_cost", 0) AS "game_item_cost", coalesce(cur."game_item_bet", 0) AS "game_item_bet", coalesce(cur."game_item_win", 0) AS "game_item_win"
  FROM (
    SELECT max("gm_dau") AS "cur.gm_dau", max("gm_count") AS "cur.gm_count", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("game_item_count") AS "cur.game_item_count", max("game_item_cost") AS "cur.game_item_cost", max("game_item_bet") AS "cur.game_item_bet", max("game_item_win") AS "cur.game_item_win"
    FROM (
      SELECT "__gm_dau" AS "gm_dau", NULL AS "gm_count", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "game_item_count", NULL AS "game_item_cost", NULL AS "game_item_bet", NULL AS "game_item_win", 0 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, bitAnd(f."gm_dau", {p1:Int64}) != 0) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN ({p2:Int64}, {p3:Int64}, {p4:Int64}) AND f.month BETWEEN {p5:Date} AND {p6:Date}
      )
      UNION ALL
      SELECT NULL AS "gm_dau", "__gm_count" AS "gm_count", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__game_item_count" AS "game_item_count", "__game_item_cost" AS "game_item_cost", "__game_item_bet" AS "game_item_bet", "__game_item_win" AS "game_item_win", 0 AS "__p"
      FROM (
        SELECT sum(f."gm_count") AS "__gm_count", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."game_item_count") AS "__game_item_count", sum(f."game_item_cost") AS "__game_item_cost", sum(f."game_item_bet") AS "__game_item_bet", sum(f."game_item_win") AS "__game_item_win"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN ({p7:Int64}, {p8:Int64}, {p9:Int64}) AND f.stat_date BETWEEN {p10:Date} AND {p11:Date}
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: [2147483647,1,2,3,"2026-10-01","2026-10-01",1,2,3,"2026-10-01","2026-10-31"]
-- finish: {"cap":1000000}