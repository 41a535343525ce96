-- site_compare: sources rollup_registration_site_day, rollup_gaming_activity, rollup_gaming_site_day, rollup_transaction_activity, rollup_transaction_site_day, rollup_bonus_site_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt", "gm_dau_prev", "gm_dau_growth", "gm_dau_growth_rate", "dpst_amt_prev", "dpst_amt_growth", "dpst_amt_growth_rate", "apv_bet_prev", "apv_bet_growth", "apv_bet_growth_rate", "house_net_win_prev", "house_net_win_growth", "house_net_win_growth_rate", "profit", "profit_rate"), NULL) AS __totals_json
  FROM (
    SELECT *, "apv_bet_rank_prev" - "apv_bet_rank" AS "apv_bet_rank_change", "house_net_win_rank_prev" - "house_net_win_rank" AS "house_net_win_rank_change", "house_net_win" - "bonus_amt" AS "profit", ("house_net_win" - "bonus_amt") / nullif("house_net_win", 0) AS "profit_rate"
    FROM (
      SELECT *, CASE WHEN nullif("apv_bet", 0) IS NOT NULL THEN rank() OVER (PARTITION BY "__g" ORDER BY nullif("apv_bet", 0) DESC NULLS LAST) END AS "apv_bet_rank", CASE WHEN nullif("apv_bet_prev", 0) IS NOT NULL THEN rank() OVER (PARTITION BY "__g" ORDER BY nullif("apv_bet_prev", 0) DESC NULLS LAST) END AS "apv_bet_rank_prev", CASE WHEN nullif("house_net_win", 0) IS NOT NULL THEN rank() OVER (PARTITION BY "__g" ORDER BY nullif("house_net_win", 0) DESC NULLS LAST) END AS "house_net_win_rank", CASE WHEN nullif("house_net_win_prev", 0) IS NOT NULL THEN rank() OVER (PARTITION BY "__g" ORDER BY nullif("house_net_win_prev", 0) DESC NULLS LAST) END AS "house_net_win_rank_prev", "apv_bet" / nullif(sum("apv_bet") OVER (PARTITION BY "__g"), 0) AS "apv_bet_share"
      FROM (
        SELECT cur."site_id" AS "site_id", cur."site_name" AS "site_name", cur."site_currency" AS "site_currency", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0) AS "gm_dau_growth", (coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0)) / nullif(abs(coalesce(prev."gm_dau", 0)), 0) AS "gm_dau_growth_rate", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0) AS "dpst_amt_growth", (coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0)) / nullif(abs(coalesce(prev."dpst_amt", 0)), 0) AS "dpst_amt_growth_rate", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate", "__g"
        FROM (
          SELECT s.*, site.site_name AS "cur.site_name", site.site_currency AS "cur.site_currency"
          FROM (
            SELECT "site_id" AS "cur.site_id", "__g", max(if("__p" = 0, "reg_dau", NULL)) AS "cur.reg_dau", max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "dpst_dau", NULL)) AS "cur.dpst_dau", max(if("__p" = 0, "dpst_amt", NULL)) AS "cur.dpst_amt", max(if("__p" = 0, "wdrl_amt", NULL)) AS "cur.wdrl_amt", max(if("__p" = 0, "bonus_amt", NULL)) AS "cur.bonus_amt", max(if("__p" = 1, "gm_dau", NULL)) AS "prev.gm_dau", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win", max(if("__p" = 1, "dpst_amt", NULL)) AS "prev.dpst_amt"
            FROM (
              SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", "__reg_dau" AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 0 AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", sum(f."reg_dau") AS "__reg_dau", grouping("__site_id") AS "____g"
                FROM "rollup_registration_site_day" AS f
                WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
                GROUP BY GROUPING SETS (("__site_id"), ())
              )
              UNION ALL
              SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 0 AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", uniqExactIf(f.member_id, CASE WHEN f.month = {p6:Date} THEN bitAnd(f."gm_dau", {p7:Int64}) != 0 WHEN f.month = {p8:Date} THEN bitAnd(f."gm_dau", {p9:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau", grouping("__site_id") AS "____g"
                FROM "rollup_gaming_activity" AS f
                WHERE f.site_id IN ({p10:Int64}, {p11:Int64}, {p12:Int64}) AND f.month BETWEEN {p13:Date} AND {p14:Date}
                GROUP BY GROUPING SETS (("__site_id"), ())
              )
              UNION ALL
              SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 0 AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", grouping("__site_id") AS "____g"
                FROM "rollup_gaming_site_day" AS f
                WHERE f."site_id" IN ({p15:Int64}, {p16:Int64}, {p17:Int64}) AND f.stat_date BETWEEN {p18:Date} AND {p19:Date}
                GROUP BY GROUPING SETS (("__site_id"), ())
              )
              UNION ALL
              SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 0 AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", uniqExactIf(f.member_id, CASE WHEN f.month = {p20:Date} THEN bitAnd(f."dpst_dau", {p21:Int64}) != 0 WHEN f.month = {p22:Date} THEN bitAnd(f."dpst_dau", {p23:Int64}) != 0 ELSE f."dpst_dau" != 0 END) AS "__dpst_dau", grouping("__site_id") AS "____g"
                FROM "rollup_transaction_activity" AS f
                WHERE f.site_id IN ({p24:Int64}, {p25:Int64}, {p26:Int64}) AND f.month BETWEEN {p27:Date} AND {p28:Date}
                GROUP BY GROUPING SETS (("__site_id"), ())
              )
              UNION ALL
              SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 0 AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt", grouping("__site_id") AS "____g"
                FROM "rollup_transaction_site_day" AS f
                WHERE f."site_id" IN ({p29:Int64}, {p30:Int64}, {p31:Int64}) AND f.stat_date BETWEEN {p32:Date} AND {p33:Date}
                GROUP BY GROUPING SETS (("__site_id"), ())
              )
              UNION ALL
              SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", "__bonus_amt" AS "bonus_amt", "____g" AS "__g", 0 AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", sum(f."bonus_amt") AS "__bonus_amt", grouping("__site_id") AS "____g"
                FROM "rollup_bonus_site_day" AS f
                WHERE f."site_id" IN ({p34:Int64}, {p35:Int64}, {p36:Int64}) AND f.stat_date BETWEEN {p37:Date} AND {p38:Date}
                GROUP BY GROUPING SETS (("__site_id"), ())
              )
              UNION ALL
              SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 1 AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", uniqExactIf(f.member_id, CASE WHEN f.month = {p39:Date} THEN bitAnd(f."gm_dau", {p40:Int64}) != 0 WHEN f.month = {p41:Date} THEN bitAnd(f."gm_dau", {p42:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau", grouping("__site_id") AS "____g"
                FROM "rollup_gaming_activity" AS f
                WHERE f.site_id IN ({p43:Int64}, {p44:Int64}, {p45:Int64}) AND f.month BETWEEN {p46:Date} AND {p47:Date}
                GROUP BY GROUPING SETS (("__site_id"), ())
              )
              UNION ALL
              SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 1 AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", grouping("__site_id") AS "____g"
                FROM "rollup_gaming_site_day" AS f
                WHERE f."site_id" IN ({p48:Int64}, {p49:Int64}, {p50:Int64}) AND f.stat_date BETWEEN {p51:Date} AND {p52:Date}
                GROUP BY GROUPING SETS (("__site_id"), ())
              )
              UNION ALL
              SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 1 AS "__p"
              FROM (
                SELECT f."site_id" AS "__site_id", sum(f."dpst_amt") AS "__dpst_amt", grouping("__site_id") AS "____g"
                FROM "rollup_transaction_site_day" AS f
                WHERE f."site_id" IN ({p53:Int64}, {p54:Int64}, {p55:Int64}) AND f.stat_date BETWEEN {p56:Date} AND {p57:Date}
                GROUP BY GROUPING SETS (("__site_id"), ())
              )
            )
            GROUP BY "site_id", "__g"
            HAVING countIf("__p" = 0) > 0
          ) AS s
          LEFT JOIN "dim_site" AS "site" ON "site"."site_id" = s."cur.site_id"
        )
      )
    )
  )
) AS res
LIMIT {p58:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21","2026-09-01",2143289344,"2026-10-01",4194303,1,2,3,"2026-09-01","2026-10-01",1,2,3,"2026-09-23","2026-10-22",1,2,3,"2026-09-23","2026-10-22",100002]
-- finish: {"parts":{"page":[{"field":"apv_bet","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"chart":{"order":[{"field":"apv_bet","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"limit":20,"fields":["site_name","apv_bet","house_net_win","site_id","site_currency"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart