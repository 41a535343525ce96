-- agent_compare: sources dim_member, dim_member, rollup_gaming_member_day, rollup_transaction_member_day
-- step pageAndChart
SELECT *
FROM (
  SELECT *, count() OVER (PARTITION BY __side) AS __total, row_number() OVER (PARTITION BY __side ORDER BY "dpst_amt" DESC NULLS LAST, "agent_id" ASC, "agent_username" ASC, "agent_code" ASC, "site_name" ASC) AS __page_row, row_number() OVER (PARTITION BY __side ORDER BY "dpst_amt" DESC NULLS LAST, "agent_id" ASC, "agent_username" ASC, "agent_code" ASC, "site_name" ASC) AS __chart_row
  FROM (
    SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "member_count", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "apv_bet", "house_net_win", "active_rate"), NULL) AS __totals_json
    FROM (
      SELECT *, "gm_dau" / nullif("member_count", 0) AS "active_rate"
      FROM (
        SELECT *, CASE WHEN nullif("dpst_amt", 0) IS NOT NULL THEN rank() OVER (PARTITION BY "__g" ORDER BY nullif("dpst_amt", 0) DESC NULLS LAST) END AS "dpst_amt_rank", "dpst_amt" / nullif(sum("dpst_amt") OVER (PARTITION BY "__g"), 0) AS "dpst_amt_share", "apv_bet" / nullif(sum("apv_bet") OVER (PARTITION BY "__g"), 0) AS "apv_bet_share"
        FROM (
          SELECT cur."agent_id" AS "agent_id", cur."agent_username" AS "agent_username", cur."agent_code" AS "agent_code", cur."site_name" AS "site_name", coalesce(cur."member_count", 0) AS "member_count", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", "__g"
          FROM (
            SELECT s.*, ag.agent_username AS "cur.agent_username", ag.agent_code AS "cur.agent_code"
            FROM (
              SELECT "agent_id" AS "cur.agent_id", "site_name" AS "cur.site_name", "__g", max("member_count") AS "cur.member_count", max("reg_dau") AS "cur.reg_dau", max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("dpst_dau") AS "cur.dpst_dau", max("dpst_amt") AS "cur.dpst_amt"
              FROM (
                SELECT if("____g" = 1, NULL, "__agent_id") AS "agent_id", if("____g" = 1, NULL, "__site_name") AS "site_name", "__member_count" AS "member_count", "__reg_dau" AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", "____g" AS "__g", 0 AS "__p"
                FROM (
                  SELECT f.agent_id AS "__agent_id", site.site_name AS "__site_name", count() AS "__member_count", countIf(f."reg_date" BETWEEN {p1:Date} AND {p2:Date}) AS "__reg_dau", grouping("__agent_id") AS "____g"
                  FROM "dim_member" AS f
                  ALL LEFT JOIN (
                    SELECT "site_id", "site_name"
                    FROM "dim_site"
                  ) AS "site" ON "site"."site_id" = "site_id"
                  WHERE f.site_id IN ({p4:Int64}, {p5:Int64}, {p6:Int64}) AND CAST(f.agent_id IS NOT NULL AS INTEGER) IN ({p3:Int64})
                  GROUP BY GROUPING SETS (("__agent_id", "__site_name"), ())
                )
                UNION ALL
                SELECT if("____g" = 1, NULL, "__agent_id") AS "agent_id", if("____g" = 1, NULL, "__site_name") AS "site_name", NULL AS "member_count", NULL AS "reg_dau", "__gm_dau" AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", "____g" AS "__g", 0 AS "__p"
                FROM (
                  SELECT f."agent_id" AS "__agent_id", f."site_name" AS "__site_name", uniqExact(f."member_id") AS "__gm_dau", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win", grouping("__agent_id") AS "____g"
                  FROM "rollup_gaming_member_day" AS f
                  WHERE f."site_id" IN ({p8:Int64}, {p9:Int64}, {p10:Int64}) AND f.stat_date BETWEEN {p11:Date} AND {p12:Date} AND f."agent_linked" IN ({p7:Int64})
                  GROUP BY GROUPING SETS (("__agent_id", "__site_name"), ())
                )
                UNION ALL
                SELECT if("____g" = 1, NULL, "__agent_id") AS "agent_id", if("____g" = 1, NULL, "__site_name") AS "site_name", NULL AS "member_count", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "____g" AS "__g", 0 AS "__p"
                FROM (
                  SELECT f."agent_id" AS "__agent_id", f."site_name" AS "__site_name", uniqExact(CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "__dpst_dau", sum(f."dpst_amt") AS "__dpst_amt", grouping("__agent_id") AS "____g"
                  FROM "rollup_transaction_member_day" AS f
                  WHERE f."site_id" IN ({p14:Int64}, {p15:Int64}, {p16:Int64}) AND f.stat_date BETWEEN {p17:Date} AND {p18:Date} AND f."agent_linked" IN ({p13:Int64})
                  GROUP BY GROUPING SETS (("__agent_id", "__site_name"), ())
                )
              )
              GROUP BY "agent_id", "site_name", "__g"
            ) AS s
            LEFT JOIN "dim_agent" AS "ag" ON "ag"."agent_id" = s."cur.agent_id"
          )
        )
      )
    )
  ) AS res
)
WHERE __side = 1 OR __page_row > {p19:Int64} AND __page_row <= {p20:Int64} OR __chart_row <= {p21:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23","2026-11-21",1,1,2,3,1,1,2,3,"2026-10-23","2026-11-21",1,1,2,3,"2026-10-23","2026-11-21",0,50,15]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":15,"fields":["agent_username","dpst_amt","apv_bet","agent_id","agent_code","site_name"]}}}