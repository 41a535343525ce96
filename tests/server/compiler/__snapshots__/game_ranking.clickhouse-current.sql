-- game_ranking: sources rollup_gaming_span_game_brand_code, rollup_gaming_site_day_game
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
          SELECT "game_brand_code" AS "cur.game_brand_code", max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "gm_count", NULL)) AS "cur.gm_count", max(if("__p" = 1, "gm_dau", NULL)) AS "prev.gm_dau", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win"
          FROM (
            SELECT "__game_brand_code" AS "game_brand_code", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", "____p" AS "__p"
            FROM (
              SELECT game.game_brand_code AS "__game_brand_code", if(f."stat_date" >= {p1:Date}, 0, 1) AS "____p", uniqExact(f.member_id) AS "__gm_dau"
              FROM "fact_game_day" AS f
              ALL LEFT JOIN (
                SELECT "game_id", "game_brand_code"
                FROM "dim_game"
              ) AS "game" ON "game"."game_id" = "game_id"
              WHERE f.site_id IN ({p2:Int64}, {p3:Int64}, {p4:Int64}) AND f."stat_date" BETWEEN {p5:Date} AND {p6:Date}
              GROUP BY "__game_brand_code", "____p"
            )
            UNION ALL
            SELECT "__game_brand_code" AS "game_brand_code", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__gm_count" AS "gm_count", "____p" AS "__p"
            FROM (
              SELECT f."game_brand_code" AS "__game_brand_code", if(f.stat_date >= {p7:Date}, 0, 1) AS "____p", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."gm_count") AS "__gm_count"
              FROM "rollup_gaming_site_day_game" AS f
              WHERE f."site_id" IN ({p8:Int64}, {p9:Int64}, {p10:Int64}) AND f.stat_date BETWEEN {p11:Date} AND {p12:Date}
              GROUP BY "__game_brand_code", "____p"
            )
          )
          GROUP BY "game_brand_code"
          HAVING countIf("__p" = 0) > 0
        )
      )
    )
  ) AS res
)
WHERE __page_row > {p13:Int64} AND __page_row <= {p14:Int64} OR __chart_row <= {p15:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23",1,2,3,"2026-09-23","2026-11-21","2026-10-23",1,2,3,"2026-09-23","2026-11-21",0,50,15]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":15,"fields":["group_value","apv_bet","house_net_win"]}}}
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."apv_bet", 0) / nullif(coalesce(cur."gm_dau", 0), 0) AS "apv_bet_per_user", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0) AS "gm_dau_growth", (coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0)) / nullif(abs(coalesce(prev."gm_dau", 0)), 0) AS "gm_dau_growth_rate"
  FROM (
    SELECT max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "gm_count", NULL)) AS "cur.gm_count", max(if("__p" = 1, "gm_dau", NULL)) AS "prev.gm_dau", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win"
    FROM (
      SELECT NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__gm_count" AS "gm_count", "____p" AS "__p"
      FROM (
        SELECT if(f.stat_date >= {p1:Date}, 0, 1) AS "____p", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."gm_count") AS "__gm_count"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN ({p2:Int64}, {p3:Int64}, {p4:Int64}) AND f.stat_date BETWEEN {p5:Date} AND {p6:Date}
        GROUP BY "____p"
      )
      UNION ALL
      SELECT "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", 0 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p7:Date} THEN bitAnd(f."gm_dau", {p8:Int64}) != 0 WHEN f.month = {p9:Date} THEN bitAnd(f."gm_dau", {p10:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN ({p11:Int64}, {p12:Int64}, {p13:Int64}) AND f.month BETWEEN {p14:Date} AND {p15:Date}
      )
      UNION ALL
      SELECT "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", 1 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p16:Date} THEN bitAnd(f."gm_dau", {p17:Int64}) != 0 WHEN f.month = {p18:Date} THEN bitAnd(f."gm_dau", {p19:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN ({p20:Int64}, {p21:Int64}, {p22:Int64}) AND f.month BETWEEN {p23:Date} AND {p24:Date}
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23",1,2,3,"2026-09-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01","2026-09-01",2143289344,"2026-10-01",4194303,1,2,3,"2026-09-01","2026-10-01"]
-- finish: {"cap":1000000}