-- game_ranking: sources rollup_gaming_site_day_game, fact_game_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT cur."game_brand_code" AS "group_value", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."apv_bet", 0) / nullif(coalesce(cur."gm_dau", 0), 0) AS "apv_bet_per_user", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0) AS "gm_dau_growth", (coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0)) / nullif(abs(coalesce(prev."gm_dau", 0)), 0) AS "gm_dau_growth_rate"
  FROM (
    SELECT "game_brand_code" AS "cur.game_brand_code", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "gm_count", NULL)) AS "cur.gm_count", max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win", max(if("__p" = 1, "gm_dau", NULL)) AS "prev.gm_dau"
    FROM (
      SELECT "__game_brand_code" AS "game_brand_code", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__gm_count" AS "gm_count", NULL AS "gm_dau", 0 AS "__p"
      FROM (
        SELECT f."game_brand_code" AS "__game_brand_code", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."gm_count") AS "__gm_count"
        FROM "rollup_gaming_site_day_game" AS f
        WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
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
        WHERE f.site_id IN (1, 2, 3) AND f."stat_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        GROUP BY "__game_brand_code"
      )
      UNION ALL
      SELECT "__game_brand_code" AS "game_brand_code", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "gm_count", NULL AS "gm_dau", 1 AS "__p"
      FROM (
        SELECT f."game_brand_code" AS "__game_brand_code", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
        FROM "rollup_gaming_site_day_game" AS f
        WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-09-23') AND toDate('2026-10-22')
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
        WHERE f.site_id IN (1, 2, 3) AND f."stat_date" BETWEEN toDate('2026-09-23') AND toDate('2026-10-22')
        GROUP BY "__game_brand_code"
      )
    )
    GROUP BY "game_brand_code"
    HAVING countIf("__p" = 0) > 0
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"windows":{"steps":[{"name":"apv_bet_rank","rank":"apv_bet"},{"name":"apv_bet_rank_prev","rank":"apv_bet_prev"},{"name":"house_net_win_rank","rank":"house_net_win"},{"name":"house_net_win_rank_prev","rank":"house_net_win_prev"},{"name":"gm_dau_rank","rank":"gm_dau"},{"name":"gm_dau_rank_prev","rank":"gm_dau_prev"},{"name":"apv_bet_share","share":"apv_bet"},{"name":"apv_bet_rank_change","expr":{"op":"subtract","of":[{"read":"apv_bet_rank_prev"},{"read":"apv_bet_rank"}]}},{"name":"house_net_win_rank_change","expr":{"op":"subtract","of":[{"read":"house_net_win_rank_prev"},{"read":"house_net_win_rank"}]}},{"name":"gm_dau_rank_change","expr":{"op":"subtract","of":[{"read":"gm_dau_rank_prev"},{"read":"gm_dau_rank"}]}}]},"parts":{"page":[{"field":"apv_bet_rank","dir":"asc"},{"field":"group_value","dir":"asc"}],"slice":{"offset":0,"limit":50},"chart":{"order":[{"field":"apv_bet","dir":"desc"},{"field":"group_value","dir":"asc"}],"limit":15,"fields":["group_value","apv_bet","house_net_win"]}},"cap":1000000}
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."apv_bet", 0) / nullif(coalesce(cur."gm_dau", 0), 0) AS "apv_bet_per_user", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0) AS "gm_dau_growth", (coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0)) / nullif(abs(coalesce(prev."gm_dau", 0)), 0) AS "gm_dau_growth_rate"
  FROM (
    SELECT max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "gm_count", NULL)) AS "cur.gm_count", max(if("__p" = 1, "gm_dau", NULL)) AS "prev.gm_dau", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win"
    FROM (
      SELECT "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", 0 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."gm_dau", 2097151) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01')
      )
      UNION ALL
      SELECT NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__gm_count" AS "gm_count", 0 AS "__p"
      FROM (
        SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."gm_count") AS "__gm_count"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
      )
      UNION ALL
      SELECT "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", 1 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-09-01') THEN bitAnd(f."gm_dau", 2143289344) != 0 WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau", 4194303) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-09-01') AND toDate('2026-10-01')
      )
      UNION ALL
      SELECT NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "gm_count", 1 AS "__p"
      FROM (
        SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-09-23') AND toDate('2026-10-22')
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}