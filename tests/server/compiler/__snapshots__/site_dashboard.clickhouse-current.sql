-- site_dashboard: sources rollup_registration_site_day, rollup_gaming_activity, rollup_gaming_site_day, rollup_transaction_activity, rollup_transaction_site_day, rollup_bonus_site_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "house_edge", "bonus_amt", "reg_dau_prev", "reg_dau_growth", "reg_dau_growth_rate", "gm_dau_prev", "gm_dau_growth", "gm_dau_growth_rate", "dpst_dau_prev", "dpst_dau_growth", "dpst_dau_growth_rate", "dpst_amt_prev", "dpst_amt_growth", "dpst_amt_growth_rate", "wdrl_amt_prev", "wdrl_amt_growth", "wdrl_amt_growth_rate", "apv_bet_prev", "apv_bet_growth", "apv_bet_growth_rate", "house_net_win_prev", "house_net_win_growth", "house_net_win_growth_rate", "house_edge_prev", "house_edge_growth", "house_edge_growth_rate", "bonus_amt_prev", "bonus_amt_growth", "bonus_amt_growth_rate", "revenue", "revenue_prev", "revenue_growth", "revenue_growth_rate", "profit", "profit_prev", "profit_growth", "profit_growth_rate", "profit_rate"), NULL) AS __totals_json
  FROM (
    SELECT *, "dpst_amt" - "wdrl_amt" AS "revenue", "dpst_amt_prev" - "wdrl_amt_prev" AS "revenue_prev", ("dpst_amt" - "wdrl_amt") - ("dpst_amt_prev" - "wdrl_amt_prev") AS "revenue_growth", (("dpst_amt" - "wdrl_amt") - ("dpst_amt_prev" - "wdrl_amt_prev")) / nullif(abs("dpst_amt_prev" - "wdrl_amt_prev"), 0) AS "revenue_growth_rate", "house_net_win" - "bonus_amt" AS "profit", "house_net_win_prev" - "bonus_amt_prev" AS "profit_prev", ("house_net_win" - "bonus_amt") - ("house_net_win_prev" - "bonus_amt_prev") AS "profit_growth", (("house_net_win" - "bonus_amt") - ("house_net_win_prev" - "bonus_amt_prev")) / nullif(abs("house_net_win_prev" - "bonus_amt_prev"), 0) AS "profit_growth_rate", ("house_net_win" - "bonus_amt") / nullif("house_net_win", 0) AS "profit_rate"
    FROM (
      SELECT cur."site_id" AS "site_id", cur."site_name" AS "site_name", cur."site_currency" AS "site_currency", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(prev."reg_dau", 0) AS "reg_dau_prev", coalesce(cur."reg_dau", 0) - coalesce(prev."reg_dau", 0) AS "reg_dau_growth", (coalesce(cur."reg_dau", 0) - coalesce(prev."reg_dau", 0)) / nullif(abs(coalesce(prev."reg_dau", 0)), 0) AS "reg_dau_growth_rate", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0) AS "gm_dau_growth", (coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0)) / nullif(abs(coalesce(prev."gm_dau", 0)), 0) AS "gm_dau_growth_rate", coalesce(prev."dpst_dau", 0) AS "dpst_dau_prev", coalesce(cur."dpst_dau", 0) - coalesce(prev."dpst_dau", 0) AS "dpst_dau_growth", (coalesce(cur."dpst_dau", 0) - coalesce(prev."dpst_dau", 0)) / nullif(abs(coalesce(prev."dpst_dau", 0)), 0) AS "dpst_dau_growth_rate", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0) AS "dpst_amt_growth", (coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0)) / nullif(abs(coalesce(prev."dpst_amt", 0)), 0) AS "dpst_amt_growth_rate", coalesce(prev."wdrl_amt", 0) AS "wdrl_amt_prev", coalesce(cur."wdrl_amt", 0) - coalesce(prev."wdrl_amt", 0) AS "wdrl_amt_growth", (coalesce(cur."wdrl_amt", 0) - coalesce(prev."wdrl_amt", 0)) / nullif(abs(coalesce(prev."wdrl_amt", 0)), 0) AS "wdrl_amt_growth_rate", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate", coalesce(prev."house_net_win", 0) / nullif(coalesce(prev."apv_bet", 0), 0) AS "house_edge_prev", (coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0)) - (coalesce(prev."house_net_win", 0) / nullif(coalesce(prev."apv_bet", 0), 0)) AS "house_edge_growth", ((coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0)) - (coalesce(prev."house_net_win", 0) / nullif(coalesce(prev."apv_bet", 0), 0))) / nullif(abs(coalesce(prev."house_net_win", 0) / nullif(coalesce(prev."apv_bet", 0), 0)), 0) AS "house_edge_growth_rate", coalesce(prev."bonus_amt", 0) AS "bonus_amt_prev", coalesce(cur."bonus_amt", 0) - coalesce(prev."bonus_amt", 0) AS "bonus_amt_growth", (coalesce(cur."bonus_amt", 0) - coalesce(prev."bonus_amt", 0)) / nullif(abs(coalesce(prev."bonus_amt", 0)), 0) AS "bonus_amt_growth_rate", "__g"
      FROM (
        SELECT s.*, site.site_name AS "cur.site_name", site.site_currency AS "cur.site_currency"
        FROM (
          SELECT "site_id" AS "cur.site_id", "__g", max(if("__p" = 0, "reg_dau", NULL)) AS "cur.reg_dau", max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "dpst_dau", NULL)) AS "cur.dpst_dau", max(if("__p" = 0, "dpst_amt", NULL)) AS "cur.dpst_amt", max(if("__p" = 0, "wdrl_amt", NULL)) AS "cur.wdrl_amt", max(if("__p" = 0, "bonus_amt", NULL)) AS "cur.bonus_amt", max(if("__p" = 1, "reg_dau", NULL)) AS "prev.reg_dau", max(if("__p" = 1, "gm_dau", NULL)) AS "prev.gm_dau", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win", max(if("__p" = 1, "dpst_dau", NULL)) AS "prev.dpst_dau", max(if("__p" = 1, "dpst_amt", NULL)) AS "prev.dpst_amt", max(if("__p" = 1, "wdrl_amt", NULL)) AS "prev.wdrl_amt", max(if("__p" = 1, "bonus_amt", NULL)) AS "prev.bonus_amt"
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
              SELECT f."site_id" AS "__site_id", uniqExactIf(f.member_id, bitAnd(f."gm_dau", {p6:Int64}) != 0) AS "__gm_dau", grouping("__site_id") AS "____g"
              FROM "rollup_gaming_activity" AS f
              WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64}) AND f.month BETWEEN {p10:Date} AND {p11:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", grouping("__site_id") AS "____g"
              FROM "rollup_gaming_site_day" AS f
              WHERE f."site_id" IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND f.stat_date BETWEEN {p15:Date} AND {p16:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", uniqExactIf(f.member_id, bitAnd(f."dpst_dau", {p17:Int64}) != 0) AS "__dpst_dau", grouping("__site_id") AS "____g"
              FROM "rollup_transaction_activity" AS f
              WHERE f.site_id IN ({p18:Int64}, {p19:Int64}, {p20:Int64}) AND f.month BETWEEN {p21:Date} AND {p22:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt", grouping("__site_id") AS "____g"
              FROM "rollup_transaction_site_day" AS f
              WHERE f."site_id" IN ({p23:Int64}, {p24:Int64}, {p25:Int64}) AND f.stat_date BETWEEN {p26:Date} AND {p27:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", "__bonus_amt" AS "bonus_amt", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."bonus_amt") AS "__bonus_amt", grouping("__site_id") AS "____g"
              FROM "rollup_bonus_site_day" AS f
              WHERE f."site_id" IN ({p28:Int64}, {p29:Int64}, {p30:Int64}) AND f.stat_date BETWEEN {p31:Date} AND {p32:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", "__reg_dau" AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 1 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."reg_dau") AS "__reg_dau", grouping("__site_id") AS "____g"
              FROM "rollup_registration_site_day" AS f
              WHERE f."site_id" IN ({p33:Int64}, {p34:Int64}, {p35:Int64}) AND f.stat_date BETWEEN {p36:Date} AND {p37:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 1 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", uniqExactIf(f.member_id, bitAnd(f."gm_dau", {p38:Int64}) != 0) AS "__gm_dau", grouping("__site_id") AS "____g"
              FROM "rollup_gaming_activity" AS f
              WHERE f.site_id IN ({p39:Int64}, {p40:Int64}, {p41:Int64}) AND f.month BETWEEN {p42:Date} AND {p43:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 1 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", grouping("__site_id") AS "____g"
              FROM "rollup_gaming_site_day" AS f
              WHERE f."site_id" IN ({p44:Int64}, {p45:Int64}, {p46:Int64}) AND f.stat_date BETWEEN {p47:Date} AND {p48:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 1 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", uniqExactIf(f.member_id, bitAnd(f."dpst_dau", {p49:Int64}) != 0) AS "__dpst_dau", grouping("__site_id") AS "____g"
              FROM "rollup_transaction_activity" AS f
              WHERE f.site_id IN ({p50:Int64}, {p51:Int64}, {p52:Int64}) AND f.month BETWEEN {p53:Date} AND {p54:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", NULL AS "bonus_amt", "____g" AS "__g", 1 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt", grouping("__site_id") AS "____g"
              FROM "rollup_transaction_site_day" AS f
              WHERE f."site_id" IN ({p55:Int64}, {p56:Int64}, {p57:Int64}) AND f.stat_date BETWEEN {p58:Date} AND {p59:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", "__bonus_amt" AS "bonus_amt", "____g" AS "__g", 1 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."bonus_amt") AS "__bonus_amt", grouping("__site_id") AS "____g"
              FROM "rollup_bonus_site_day" AS f
              WHERE f."site_id" IN ({p60:Int64}, {p61:Int64}, {p62:Int64}) AND f.stat_date BETWEEN {p63:Date} AND {p64:Date}
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
) AS res
LIMIT {p65:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-11-15","2026-11-21",2080768,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-15","2026-11-21",2080768,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-15","2026-11-21",1,2,3,"2026-11-15","2026-11-21",1,2,3,"2026-11-08","2026-11-14",16256,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-08","2026-11-14",16256,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-08","2026-11-14",1,2,3,"2026-11-08","2026-11-14",100002]
-- finish: {"parts":{"page":[{"field":"apv_bet","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"chart":{"order":[{"field":"dpst_amt","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"limit":20,"fields":["site_name","dpst_amt","wdrl_amt","house_net_win","site_id","site_currency"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart