-- game_stats: sources rollup_gaming_span_game_kind_code, rollup_gaming_site_day_game
-- step pageAndChart
SELECT *
FROM (
  SELECT *, count() OVER () AS __total, row_number() OVER (ORDER BY "apv_bet" DESC NULLS LAST, "group_value" ASC) AS __page_row, row_number() OVER (ORDER BY "apv_bet" DESC NULLS LAST, "group_value" ASC) AS __chart_row
  FROM (
    SELECT *, "apv_bet" / nullif(sum("apv_bet") OVER (), 0) AS "apv_bet_share"
    FROM (
      SELECT cur."game_kind_code" AS "group_value", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."game_item_count", 0) AS "game_item_count", coalesce(cur."game_item_cost", 0) AS "game_item_cost", coalesce(cur."game_item_bet", 0) AS "game_item_bet", coalesce(cur."game_item_win", 0) AS "game_item_win"
      FROM (
        SELECT "game_kind_code" AS "cur.game_kind_code", max("gm_dau") AS "cur.gm_dau", max("gm_count") AS "cur.gm_count", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("game_item_count") AS "cur.game_item_count", max("game_item_cost") AS "cur.game_item_cost", max("game_item_bet") AS "cur.game_item_bet", max("game_item_win") AS "cur.game_item_win"
        FROM (
          SELECT "__game_kind_code" AS "game_kind_code", "__gm_dau" AS "gm_dau", NULL AS "gm_count", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "game_item_count", NULL AS "game_item_cost", NULL AS "game_item_bet", NULL AS "game_item_win", 0 AS "__p"
          FROM (
            SELECT game.game_kind_code AS "__game_kind_code", uniqExact(f.member_id) AS "__gm_dau"
            FROM "fact_game_day" AS f
            ALL LEFT JOIN (
              SELECT "game_id", "game_kind_code"
              FROM "dim_game"
            ) AS "game" ON "game"."game_id" = "game_id"
            WHERE f.site_id IN ({p2:Int64}) AND f."stat_date" BETWEEN {p3:Date} AND {p4:Date} AND f.site_id = {p1:Int64}
            GROUP BY "__game_kind_code"
          )
          UNION ALL
          SELECT "__game_kind_code" AS "game_kind_code", NULL AS "gm_dau", "__gm_count" AS "gm_count", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__game_item_count" AS "game_item_count", "__game_item_cost" AS "game_item_cost", "__game_item_bet" AS "game_item_bet", "__game_item_win" AS "game_item_win", 0 AS "__p"
          FROM (
            SELECT f."game_kind_code" AS "__game_kind_code", sum(f."gm_count") AS "__gm_count", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."game_item_count") AS "__game_item_count", sum(f."game_item_cost") AS "__game_item_cost", sum(f."game_item_bet") AS "__game_item_bet", sum(f."game_item_win") AS "__game_item_win"
            FROM "rollup_gaming_site_day_game" AS f
            WHERE f."site_id" IN ({p6:Int64}) AND f.stat_date BETWEEN {p7:Date} AND {p8:Date} AND f."site_id" = {p5:Int64}
            GROUP BY "__game_kind_code"
          )
        )
        GROUP BY "game_kind_code"
      )
    )
  ) AS res
)
WHERE __page_row > {p9:Int64} AND __page_row <= {p10:Int64} OR __chart_row <= {p11:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",0,50,11]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":11,"fields":["group_value","apv_bet"]}}}
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."game_item_count", 0) AS "game_item_count", coalesce(cur."game_item_cost", 0) AS "game_item_cost", coalesce(cur."game_item_bet", 0) AS "game_item_bet", coalesce(cur."game_item_win", 0) AS "game_item_win"
  FROM (
    SELECT max("gm_dau") AS "cur.gm_dau", max("gm_count") AS "cur.gm_count", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("game_item_count") AS "cur.game_item_count", max("game_item_cost") AS "cur.game_item_cost", max("game_item_bet") AS "cur.game_item_bet", max("game_item_win") AS "cur.game_item_win"
    FROM (
      SELECT "__gm_dau" AS "gm_dau", NULL AS "gm_count", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "game_item_count", NULL AS "game_item_cost", NULL AS "game_item_bet", NULL AS "game_item_win", 0 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p1:Date} THEN bitAnd(f."gm_dau", {p2:Int64}) != 0 WHEN f.month = {p3:Date} THEN bitAnd(f."gm_dau", {p4:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN ({p5:Int64}) AND f.month BETWEEN {p6:Date} AND {p7:Date} AND f."site_id" = {p8:Int64}
      )
      UNION ALL
      SELECT NULL AS "gm_dau", "__gm_count" AS "gm_count", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__game_item_count" AS "game_item_count", "__game_item_cost" AS "game_item_cost", "__game_item_bet" AS "game_item_bet", "__game_item_win" AS "game_item_win", 0 AS "__p"
      FROM (
        SELECT sum(f."gm_count") AS "__gm_count", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."game_item_count") AS "__game_item_count", sum(f."game_item_cost") AS "__game_item_cost", sum(f."game_item_bet") AS "__game_item_bet", sum(f."game_item_win") AS "__game_item_win"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN ({p10:Int64}) AND f.stat_date BETWEEN {p11:Date} AND {p12:Date} AND f."site_id" = {p9:Int64}
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: ["2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,1,"2026-10-23","2026-11-21"]
-- finish: {"cap":1000000}