-- net_revenue: sources rollup_gaming_activity, rollup_gaming_site_day, rollup_bonus_site_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "gm_dau", "apv_bet", "house_net_win", "bonus_amt", "rpoint_add_amt", "house_net_win_prev", "house_net_win_growth", "house_net_win_growth_rate", "bonus_amt_prev", "bonus_amt_growth", "bonus_amt_growth_rate", "rpoint_add_amt_prev", "rpoint_add_amt_growth", "rpoint_add_amt_growth_rate", "ngr", "ngr_prev", "ngr_growth", "ngr_growth_rate", "ngr_margin", "ngr_per_player", "ngr_per_1k_bet", "promo_cost_share", "platform_fee"), NULL) AS __totals_json
  FROM (
    SELECT *, ("house_net_win" - "bonus_amt") - "rpoint_add_amt" AS "ngr", ("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev" AS "ngr_prev", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") - (("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev") AS "ngr_growth", ((("house_net_win" - "bonus_amt") - "rpoint_add_amt") - (("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev")) / nullif(abs(("house_net_win_prev" - "bonus_amt_prev") - "rpoint_add_amt_prev"), 0) AS "ngr_growth_rate", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("apv_bet", 0) AS "ngr_margin", (("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("gm_dau", 0) AS "ngr_per_player", toFloat64((("house_net_win" - "bonus_amt") - "rpoint_add_amt") / nullif("apv_bet", 0)) * toFloat64(1000) AS "ngr_per_1k_bet", ("bonus_amt" + "rpoint_add_amt") / nullif("house_net_win", 0) AS "promo_cost_share", CASE WHEN (("house_net_win" - "bonus_amt") - "rpoint_add_amt") > 0 THEN toFloat64((toFloat64(("house_net_win" - "bonus_amt") - "rpoint_add_amt") * toFloat64(12)) / nullif(100, 0)) ELSE toFloat64(0) END AS "platform_fee"
    FROM (
      SELECT cur."site_id" AS "site_id", cur."site_name" AS "site_name", cur."site_currency" AS "site_currency", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."rpoint_add_amt", 0) AS "rpoint_add_amt", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate", coalesce(prev."bonus_amt", 0) AS "bonus_amt_prev", coalesce(cur."bonus_amt", 0) - coalesce(prev."bonus_amt", 0) AS "bonus_amt_growth", (coalesce(cur."bonus_amt", 0) - coalesce(prev."bonus_amt", 0)) / nullif(abs(coalesce(prev."bonus_amt", 0)), 0) AS "bonus_amt_growth_rate", coalesce(prev."rpoint_add_amt", 0) AS "rpoint_add_amt_prev", coalesce(cur."rpoint_add_amt", 0) - coalesce(prev."rpoint_add_amt", 0) AS "rpoint_add_amt_growth", (coalesce(cur."rpoint_add_amt", 0) - coalesce(prev."rpoint_add_amt", 0)) / nullif(abs(coalesce(prev."rpoint_add_amt", 0)), 0) AS "rpoint_add_amt_growth_rate", "__g"
      FROM (
        SELECT s.*, site.site_name AS "cur.site_name", site.site_currency AS "cur.site_currency"
        FROM (
          SELECT "site_id" AS "cur.site_id", "__g", max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "bonus_amt", NULL)) AS "cur.bonus_amt", max(if("__p" = 0, "rpoint_add_amt", NULL)) AS "cur.rpoint_add_amt", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win", max(if("__p" = 1, "bonus_amt", NULL)) AS "prev.bonus_amt", max(if("__p" = 1, "rpoint_add_amt", NULL)) AS "prev.rpoint_add_amt"
          FROM (
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "bonus_amt", NULL AS "rpoint_add_amt", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", uniqExactIf(f.member_id, CASE WHEN f.month = {p1:Date} THEN bitAnd(f."gm_dau", {p2:Int64}) != 0 WHEN f.month = {p3:Date} THEN bitAnd(f."gm_dau", {p4:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau", grouping("__site_id") AS "____g"
              FROM "rollup_gaming_activity" AS f
              WHERE f.site_id IN ({p5:Int64}, {p6:Int64}, {p7:Int64}) AND f.month BETWEEN {p8:Date} AND {p9:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "bonus_amt", NULL AS "rpoint_add_amt", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", grouping("__site_id") AS "____g"
              FROM "rollup_gaming_site_day" AS f
              WHERE f."site_id" IN ({p10:Int64}, {p11:Int64}, {p12:Int64}) AND f.stat_date BETWEEN {p13:Date} AND {p14:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__bonus_amt" AS "bonus_amt", "__rpoint_add_amt" AS "rpoint_add_amt", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."bonus_amt") AS "__bonus_amt", sum(f."rpoint_add_amt") AS "__rpoint_add_amt", grouping("__site_id") AS "____g"
              FROM "rollup_bonus_site_day" AS f
              WHERE f."site_id" IN ({p15:Int64}, {p16:Int64}, {p17:Int64}) AND f.stat_date BETWEEN {p18:Date} AND {p19:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "gm_dau", NULL AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "bonus_amt", NULL AS "rpoint_add_amt", "____g" AS "__g", 1 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."house_net_win") AS "__house_net_win", grouping("__site_id") AS "____g"
              FROM "rollup_gaming_site_day" AS f
              WHERE f."site_id" IN ({p20:Int64}, {p21:Int64}, {p22:Int64}) AND f.stat_date BETWEEN {p23:Date} AND {p24:Date}
              GROUP BY GROUPING SETS (("__site_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__site_id") AS "site_id", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__bonus_amt" AS "bonus_amt", "__rpoint_add_amt" AS "rpoint_add_amt", "____g" AS "__g", 1 AS "__p"
            FROM (
              SELECT f."site_id" AS "__site_id", sum(f."bonus_amt") AS "__bonus_amt", sum(f."rpoint_add_amt") AS "__rpoint_add_amt", grouping("__site_id") AS "____g"
              FROM "rollup_bonus_site_day" AS f
              WHERE f."site_id" IN ({p25:Int64}, {p26:Int64}, {p27:Int64}) AND f.stat_date BETWEEN {p28:Date} AND {p29:Date}
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
LIMIT {p30:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-09-23","2026-10-22",1,2,3,"2026-09-23","2026-10-22",100002]
-- finish: {"parts":{"page":[{"field":"ngr","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"chart":{"order":[{"field":"house_net_win","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"limit":20,"fields":["site_name","house_net_win","ngr","site_id","site_currency"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart