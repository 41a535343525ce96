-- member_top: sources rollup_gaming_member_day, rollup_transaction_member_day
-- step pageAndChart
SELECT *
FROM (
  SELECT *, count() OVER () AS __total, row_number() OVER (ORDER BY "apv_bet" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "member_id" ASC, "member_username" ASC) AS __page_row, row_number() OVER (ORDER BY "apv_bet" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "member_id" ASC, "member_username" ASC) AS __chart_row
  FROM (
    SELECT *, "apv_bet_rank_prev" - "apv_bet_rank" AS "apv_bet_rank_change", "dpst_amt_rank_prev" - "dpst_amt_rank" AS "dpst_amt_rank_change", "house_net_win_rank_prev" - "house_net_win_rank" AS "house_net_win_rank_change"
    FROM (
      SELECT *, CASE WHEN nullif("apv_bet", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet", 0) DESC NULLS LAST) END AS "apv_bet_rank", CASE WHEN nullif("apv_bet_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet_prev", 0) DESC NULLS LAST) END AS "apv_bet_rank_prev", CASE WHEN nullif("dpst_amt", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("dpst_amt", 0) DESC NULLS LAST) END AS "dpst_amt_rank", CASE WHEN nullif("dpst_amt_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("dpst_amt_prev", 0) DESC NULLS LAST) END AS "dpst_amt_rank_prev", CASE WHEN nullif("house_net_win", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win", 0) DESC NULLS LAST) END AS "house_net_win_rank", CASE WHEN nullif("house_net_win_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win_prev", 0) DESC NULLS LAST) END AS "house_net_win_rank_prev"
      FROM (
        SELECT cur."site_id" AS "site_id", cur."site_name" AS "site_name", cur."member_id" AS "member_id", cur."member_username" AS "member_username", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0) AS "dpst_amt_growth", (coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0)) / nullif(abs(coalesce(prev."dpst_amt", 0)), 0) AS "dpst_amt_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate"
        FROM (
          SELECT s.*, site.site_name AS "cur.site_name", m.member_username AS "cur.member_username"
          FROM (
            SELECT "site_id" AS "cur.site_id", "member_id" AS "cur.member_id", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "gm_count", NULL)) AS "cur.gm_count", max(if("__p" = 0, "dpst_amt", NULL)) AS "cur.dpst_amt", max(if("__p" = 0, "dpst_count", NULL)) AS "cur.dpst_count", max(if("__p" = 0, "wdrl_amt", NULL)) AS "cur.wdrl_amt", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win", max(if("__p" = 1, "dpst_amt", NULL)) AS "prev.dpst_amt"
            FROM (
              SELECT "__site_id" AS "site_id", "__member_id" AS "member_id", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__gm_count" AS "gm_count", NULL AS "dpst_amt", NULL AS "dpst_count", NULL AS "wdrl_amt", "____p" AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", f."member_id" AS "__member_id", if(f.stat_date >= {p1:Date}, 0, 1) AS "____p", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."gm_count") AS "__gm_count"
                FROM "rollup_gaming_member_day" AS f
                WHERE f."site_id" IN ({p2:Int64}, {p3:Int64}, {p4:Int64}) AND f.stat_date BETWEEN {p5:Date} AND {p6:Date}
                GROUP BY "__site_id", "__member_id", "____p"
              )
              UNION ALL
              SELECT "__site_id" AS "site_id", "__member_id" AS "member_id", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", "__dpst_amt" AS "dpst_amt", "__dpst_count" AS "dpst_count", "__wdrl_amt" AS "wdrl_amt", "____p" AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", f."member_id" AS "__member_id", if(f.stat_date >= {p7:Date}, 0, 1) AS "____p", sum(f."dpst_amt") AS "__dpst_amt", sum(f."dpst_count") AS "__dpst_count", sum(f."wdrl_amt") AS "__wdrl_amt"
                FROM "rollup_transaction_member_day" AS f
                WHERE f."site_id" IN ({p8:Int64}, {p9:Int64}, {p10:Int64}) AND f.stat_date BETWEEN {p11:Date} AND {p12:Date}
                GROUP BY "__site_id", "__member_id", "____p"
              )
            )
            GROUP BY "site_id", "member_id"
            HAVING countIf("__p" = 0) > 0
          ) AS s
          LEFT JOIN "dim_site" AS "site" ON "site"."site_id" = s."cur.site_id"
          LEFT JOIN "dim_member" AS "m" ON "m"."member_id" = s."cur.member_id"
        )
      )
    )
  ) AS res
)
WHERE __page_row > {p13:Int64} AND __page_row <= {p14:Int64} OR __chart_row <= {p15:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23",1,2,3,"2026-09-23","2026-11-21","2026-10-23",1,2,3,"2026-09-23","2026-11-21",0,50,20]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":20,"fields":["member_username","apv_bet","site_id","site_name","member_id"]}}}
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0) AS "dpst_amt_growth", (coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0)) / nullif(abs(coalesce(prev."dpst_amt", 0)), 0) AS "dpst_amt_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate"
  FROM (
    SELECT max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "gm_count", NULL)) AS "cur.gm_count", max(if("__p" = 0, "dpst_amt", NULL)) AS "cur.dpst_amt", max(if("__p" = 0, "dpst_count", NULL)) AS "cur.dpst_count", max(if("__p" = 0, "wdrl_amt", NULL)) AS "cur.wdrl_amt", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win", max(if("__p" = 1, "dpst_amt", NULL)) AS "prev.dpst_amt"
    FROM (
      SELECT "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__gm_count" AS "gm_count", NULL AS "dpst_amt", NULL AS "dpst_count", NULL AS "wdrl_amt", "____p" AS "__p"
      FROM (
        SELECT if(f.stat_date >= {p1:Date}, 0, 1) AS "____p", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", sum(f."gm_count") AS "__gm_count"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN ({p2:Int64}, {p3:Int64}, {p4:Int64}) AND f.stat_date BETWEEN {p5:Date} AND {p6:Date}
        GROUP BY "____p"
      )
      UNION ALL
      SELECT NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "gm_count", "__dpst_amt" AS "dpst_amt", "__dpst_count" AS "dpst_count", "__wdrl_amt" AS "wdrl_amt", "____p" AS "__p"
      FROM (
        SELECT if(f.stat_date >= {p7:Date}, 0, 1) AS "____p", sum(f."dpst_amt") AS "__dpst_amt", sum(f."dpst_count") AS "__dpst_count", sum(f."wdrl_amt") AS "__wdrl_amt"
        FROM "rollup_transaction_site_day" AS f
        WHERE f."site_id" IN ({p8:Int64}, {p9:Int64}, {p10:Int64}) AND f.stat_date BETWEEN {p11:Date} AND {p12:Date}
        GROUP BY "____p"
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23",1,2,3,"2026-09-23","2026-11-21","2026-10-23",1,2,3,"2026-09-23","2026-11-21"]
-- finish: {"figures":{"dims":[],"rows":[{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"house_net_win","expr":{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}}},{"name":"gm_count","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_count"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"dpst_count","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_count"}}},{"name":"wdrl_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_amt"}}},{"name":"apv_bet_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_apv_bet"}}},{"name":"apv_bet_growth","expr":{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]}},{"name":"apv_bet_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]},{"op":"abs","of":{"read":"apv_bet_prev"}}]}},{"name":"dpst_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_dpst_amt"}}},{"name":"dpst_amt_growth","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]}},{"name":"dpst_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]},{"op":"abs","of":{"read":"dpst_amt_prev"}}]}},{"name":"house_net_win_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_house_net_win"}}},{"name":"house_net_win_growth","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]}},{"name":"house_net_win_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]},{"op":"abs","of":{"read":"house_net_win_prev"}}]}}],"totals":[{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"house_net_win","expr":{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}}},{"name":"gm_count","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_count"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"dpst_count","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_count"}}},{"name":"wdrl_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_amt"}}},{"name":"apv_bet_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_apv_bet"}}},{"name":"apv_bet_growth","expr":{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]}},{"name":"apv_bet_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]},{"op":"abs","of":{"read":"apv_bet_prev"}}]}},{"name":"dpst_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_dpst_amt"}}},{"name":"dpst_amt_growth","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]}},{"name":"dpst_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]},{"op":"abs","of":{"read":"dpst_amt_prev"}}]}},{"name":"house_net_win_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_house_net_win"}}},{"name":"house_net_win_growth","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]}},{"name":"house_net_win_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]},{"op":"abs","of":{"read":"house_net_win_prev"}}]}}],"reads":[{"rel":"cur","measure":"apv_bet","column":"__cur_apv_bet"},{"rel":"cur","measure":"house_net_win","column":"__cur_house_net_win"},{"rel":"cur","measure":"gm_count","column":"__cur_gm_count"},{"rel":"cur","measure":"dpst_amt","column":"__cur_dpst_amt"},{"rel":"cur","measure":"dpst_count","column":"__cur_dpst_count"},{"rel":"cur","measure":"wdrl_amt","column":"__cur_wdrl_amt"},{"rel":"prev","measure":"apv_bet","column":"__prev_apv_bet"},{"rel":"prev","measure":"dpst_amt","column":"__prev_dpst_amt"},{"rel":"prev","measure":"house_net_win","column":"__prev_house_net_win"}]},"fields":[["apv_bet","apv_bet"],["house_net_win","house_net_win"],["gm_count","gm_count"],["dpst_amt","dpst_amt"],["dpst_count","dpst_count"],["wdrl_amt","wdrl_amt"],["apv_bet_prev","apv_bet_prev"],["apv_bet_growth","apv_bet_growth"],["apv_bet_growth_rate","apv_bet_growth_rate"],["dpst_amt_prev","dpst_amt_prev"],["dpst_amt_growth","dpst_amt_growth"],["dpst_amt_growth_rate","dpst_amt_growth_rate"],["house_net_win_prev","house_net_win_prev"],["house_net_win_growth","house_net_win_growth"],["house_net_win_growth_rate","house_net_win_growth_rate"]]}
-- instead above 1 rows: another statement