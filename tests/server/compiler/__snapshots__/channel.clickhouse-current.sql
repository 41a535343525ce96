-- channel: sources dim_member, dim_member, rollup_transaction_member_day
-- step pageAndChart
SELECT *
FROM (
  SELECT *, count() OVER (PARTITION BY __side) AS __total, row_number() OVER (PARTITION BY __side ORDER BY "dpst_amt" DESC NULLS LAST, "channel_token" ASC, "agent_username" ASC) AS __page_row, row_number() OVER (PARTITION BY __side ORDER BY "dpst_amt" DESC NULLS LAST, "channel_token" ASC, "agent_username" ASC) AS __chart_row
  FROM (
    SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "reg_dau", "first_dpst_dau", "dpst_dau", "dpst_count", "dpst_amt", "wdrl_amt", "conversion_rate", "revenue"), NULL) AS __totals_json
    FROM (
      SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate", "dpst_amt" - "wdrl_amt" AS "revenue"
      FROM (
        SELECT *, "dpst_amt" / nullif(sum("dpst_amt") OVER (PARTITION BY "__g"), 0) AS "dpst_amt_share"
        FROM (
          SELECT cur."channel_token" AS "channel_token", cur."agent_username" AS "agent_username", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", "__g"
          FROM (
            SELECT "channel_token" AS "cur.channel_token", "agent_username" AS "cur.agent_username", "__g", max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("dpst_dau") AS "cur.dpst_dau", max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_amt") AS "cur.wdrl_amt"
            FROM (
              SELECT if("____g" = 1, NULL, "__channel_token") AS "channel_token", if("____g" = 1, NULL, "__agent_username") AS "agent_username", "__reg_dau" AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "wdrl_amt", "____g" AS "__g", 0 AS "__p"
              FROM (
                SELECT f.channel_token AS "__channel_token", ag.agent_username AS "__agent_username", countIf(f."reg_date" BETWEEN {p1:Date} AND {p2:Date}) AS "__reg_dau", countIf((f.first_dpst_date IS NOT NULL) AND f."first_dpst_date" BETWEEN {p3:Date} AND {p4:Date}) AS "__first_dpst_dau", grouping("__channel_token") AS "____g"
                FROM "dim_member" AS f
                ALL LEFT JOIN (
                  SELECT "agent_id", "agent_username"
                  FROM "dim_agent"
                ) AS "ag" ON "ag"."agent_id" = "agent_id"
                WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64}) AND ((f."reg_date" BETWEEN {p1:Date} AND {p2:Date}) OR (f."first_dpst_date" BETWEEN {p3:Date} AND {p4:Date})) AND CAST(f.channel_token IS NOT NULL AS INTEGER) IN ({p5:Int64})
                GROUP BY GROUPING SETS (("__channel_token", "__agent_username"), ())
              )
              UNION ALL
              SELECT if("____g" = 1, NULL, "__channel_token") AS "channel_token", if("____g" = 1, NULL, "__agent_username") AS "agent_username", NULL AS "reg_dau", NULL AS "first_dpst_dau", "__dpst_dau" AS "dpst_dau", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", "____g" AS "__g", 0 AS "__p"
              FROM (
                SELECT m.channel_token AS "__channel_token", f."agent_username" AS "__agent_username", uniqExact(CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "__dpst_dau", sum(f."dpst_count") AS "__dpst_count", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt", grouping("__channel_token") AS "____g"
                FROM "rollup_transaction_member_day" AS f
                LEFT JOIN "dim_member" "m" ON m.member_id = f.member_id
                WHERE f."site_id" IN ({p10:Int64}, {p11:Int64}, {p12:Int64}) AND f.stat_date BETWEEN {p13:Date} AND {p14:Date} AND CAST(m.channel_token IS NOT NULL AS INTEGER) IN ({p9:Int64})
                GROUP BY GROUPING SETS (("__channel_token", "__agent_username"), ())
              )
            )
            GROUP BY "channel_token", "agent_username", "__g"
          )
        )
      )
    )
  ) AS res
)
WHERE __side = 1 OR __page_row > {p15:Int64} AND __page_row <= {p16:Int64} OR __chart_row <= {p17:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23","2026-11-21","2026-10-23","2026-11-21",1,1,2,3,1,1,2,3,"2026-10-23","2026-11-21",0,50,15]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":15,"fields":["channel_token","dpst_amt","revenue","agent_username"]}}}