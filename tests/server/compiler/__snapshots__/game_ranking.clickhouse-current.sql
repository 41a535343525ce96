-- game_ranking: sources rollup_gaming_site_day_game, fact_game_day
-- step pageAndChart
SELECT *
FROM (
  SELECT *, count() OVER () AS __total, row_number() OVER (ORDER BY "apv_bet_rank" ASC NULLS LAST, "group_value" ASC) AS __page_row, row_number() OVER (ORDER BY "apv_bet" DESC NULLS LAST, "group_value" ASC) AS __chart_row
  FROM (
    SELECT *, "apv_bet_rank_prev" - "apv_bet_rank" AS "apv_bet_rank_change", "house_net_win_rank_prev" - "house_net_win_rank" AS "house_net_win_rank_change", "gm_dau_rank_prev" - "gm_dau_rank" AS "gm_dau_rank_change"
    FROM (
      SELECT *, CASE WHEN nullif("apv_bet", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet", 0) DESC NULLS LAST) END AS "apv_bet_rank", CASE WHEN nullif("apv_bet_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet_prev", 0) DESC NULLS LAST) END AS "apv_bet_rank_prev", CASE WHEN nullif("house_net_win", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win", 0) DESC NULLS LAST) END AS "house_net_win_rank", CASE WHEN nullif("house_net_win_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win_prev", 0) DESC NULLS LAST) END AS "house_net_win_rank_prev", CASE WHEN nullif("gm_dau", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("gm_dau", 0) DESC NULLS LAST) END AS "gm_dau_rank", CASE WHEN nullif("gm_dau_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("gm_dau_prev", 0) DESC NULLS LAST) END AS "gm_dau_rank_prev", "apv_bet" / nullif(sum("apv_bet") OVER (), 0) AS "apv_bet_share"
      FROM (
        SELECT cur."game_brand_code" AS "group_value", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."apv_bet", 0) / nullif(coalesce(cur."gm_dau", 0), 0) AS "apv_bet_per_user", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0) AS "gm_dau_growth", (coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0)) / nullif(abs(coalesce(prev."gm_dau", 0)), 0) AS "gm_dau_growth_rate"
        FROM (
          SELECT "game_brand_code" AS "cur.game_brand_code", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "gm_count", NULL)) AS "cur.gm_count", max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win", max(if("__p" = 1, "gm_dau", NULL)) AS "prev.gm_dau"
          FROM (
            SELECT "__game_brand_code" AS "game_brand_code", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__gm_count" AS "gm_count", NULL AS "gm_dau", 0 AS "__p"
            FROM (
              SELECT f."game_brand_code" AS "__game_brand_code", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."gm_count") AS "__gm_count"
              FROM "rollup_gaming_site_day_game" AS f
              WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
              GROUP BY "__game_brand_code"
            )
            UNION ALL
            SELECT "__game_brand_code" AS "game_brand_code", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", "__gm_dau" AS "gm_dau", 0 AS "__p"
            FROM (
              SELECT game.game_brand_code AS "__game_brand_code", uniqExact(f.member_id) AS "__gm_dau"
              FROM "fact_game_day" AS f
              ALL LEFT JOIN (
                SELECT "game_id", "game_brand_code"
                FROM "dim_game"
              ) AS "game" ON "game"."game_id" = "game_id"
              WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64}) AND f."stat_date" BETWEEN {p9:Date} AND {p10:Date}
              GROUP BY "__game_brand_code"
            )
            UNION ALL
            SELECT "__game_brand_code" AS "game_brand_code", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "gm_count", NULL AS "gm_dau", 1 AS "__p"
            FROM (
              SELECT f."game_brand_code" AS "__game_brand_code", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
              FROM "rollup_gaming_site_day_game" AS f
              WHERE f."site_id" IN ({p11:Int64}, {p12:Int64}, {p13:Int64}) AND f.stat_date BETWEEN {p14:Date} AND {p15:Date}
              GROUP BY "__game_brand_code"
            )
            UNION ALL
            SELECT "__game_brand_code" AS "game_brand_code", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", "__gm_dau" AS "gm_dau", 1 AS "__p"
            FROM (
              SELECT game.game_brand_code AS "__game_brand_code", uniqExact(f.member_id) AS "__gm_dau"
              FROM "fact_game_day" AS f
              ALL LEFT JOIN (
                SELECT "game_id", "game_brand_code"
                FROM "dim_game"
              ) AS "game" ON "game"."game_id" = "game_id"
              WHERE f.site_id IN ({p16:Int64}, {p17:Int64}, {p18:Int64}) AND f."stat_date" BETWEEN {p19:Date} AND {p20:Date}
              GROUP BY "__game_brand_code"
            )
          )
          GROUP BY "game_brand_code"
          HAVING countIf("__p" = 0) > 0
        )
      )
    )
  ) AS res
)
WHERE __page_row > {p21:Int64} AND __page_row <= {p22:Int64} OR __chart_row <= {p23:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-09-23","2026-10-22",1,2,3,"2026-09-23","2026-10-22",0,50,15]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":15,"fields":["group_value","apv_bet","house_net_win"]}}}
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."apv_bet", 0) / nullif(coalesce(cur."gm_dau", 0), 0) AS "apv_bet_per_user", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0) AS "gm_dau_growth", (coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0)) / nullif(abs(coalesce(prev."gm_dau", 0)), 0) AS "gm_dau_growth_rate"
  FROM (
    SELECT max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "gm_count", NULL)) AS "cur.gm_count", max(if("__p" = 1, "gm_dau", NULL)) AS "prev.gm_dau", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win"
    FROM (
      SELECT "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", 0 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p1:Date} THEN bitAnd(f."gm_dau", {p2:Int64}) != 0 WHEN f.month = {p3:Date} THEN bitAnd(f."gm_dau", {p4:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN ({p5:Int64}, {p6:Int64}, {p7:Int64}) AND f.month BETWEEN {p8:Date} AND {p9:Date}
      )
      UNION ALL
      SELECT NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__gm_count" AS "gm_count", 0 AS "__p"
      FROM (
        SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."gm_count") AS "__gm_count"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN ({p10:Int64}, {p11:Int64}, {p12:Int64}) AND f.stat_date BETWEEN {p13:Date} AND {p14:Date}
      )
      UNION ALL
      SELECT "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", 1 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p15:Date} THEN bitAnd(f."gm_dau", {p16:Int64}) != 0 WHEN f.month = {p17:Date} THEN bitAnd(f."gm_dau", {p18:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN ({p19:Int64}, {p20:Int64}, {p21:Int64}) AND f.month BETWEEN {p22:Date} AND {p23:Date}
      )
      UNION ALL
      SELECT NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "gm_count", 1 AS "__p"
      FROM (
        SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN ({p24:Int64}, {p25:Int64}, {p26:Int64}) AND f.stat_date BETWEEN {p27:Date} AND {p28:Date}
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: ["2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-09-01",2143289344,"2026-10-01",4194303,1,2,3,"2026-09-01","2026-10-01",1,2,3,"2026-09-23","2026-10-22"]
-- finish: {"cap":1000000}