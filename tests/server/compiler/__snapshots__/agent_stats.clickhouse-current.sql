-- agent_stats: sources dim_member, dim_member, rollup_gaming_member_day, rollup_transaction_member_day
-- step pageAndChart
SELECT *
FROM (
  SELECT *, count() OVER () AS __total, row_number() OVER (ORDER BY "dpst_amt" DESC NULLS LAST, "agent_id" ASC, "agent_username" ASC, "agent_code" ASC) AS __page_row, row_number() OVER (ORDER BY "dpst_amt" DESC NULLS LAST, "agent_id" ASC, "agent_username" ASC, "agent_code" ASC) AS __chart_row
  FROM (
    SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate"
    FROM (
      SELECT *, "dpst_amt" / nullif(sum("dpst_amt") OVER (), 0) AS "dpst_amt_share"
      FROM (
        SELECT cur."agent_id" AS "agent_id", cur."agent_username" AS "agent_username", cur."agent_code" AS "agent_code", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
        FROM (
          SELECT s.*, ag.agent_username AS "cur.agent_username", ag.agent_code AS "cur.agent_code"
          FROM (
            SELECT "agent_id" AS "cur.agent_id", max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("dpst_dau") AS "cur.dpst_dau", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_amt") AS "cur.wdrl_amt"
            FROM (
              SELECT "__agent_id" AS "agent_id", "__reg_dau" AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
              FROM (
                SELECT f.agent_id AS "__agent_id", countIf(f."reg_date" BETWEEN {p1:Date} AND {p2:Date}) AS "__reg_dau", countIf((f.first_dpst_date IS NOT NULL) AND f."first_dpst_date" BETWEEN {p3:Date} AND {p4:Date}) AS "__first_dpst_dau"
                FROM "dim_member" AS f
                WHERE f.site_id IN ({p6:Int64}) AND ((f."reg_date" BETWEEN {p1:Date} AND {p2:Date}) OR (f."first_dpst_date" BETWEEN {p3:Date} AND {p4:Date})) AND f.site_id = {p5:Int64}
                GROUP BY "__agent_id"
              )
              UNION ALL
              SELECT "__agent_id" AS "agent_id", NULL AS "reg_dau", NULL AS "first_dpst_dau", "__gm_dau" AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
              FROM (
                SELECT f."agent_id" AS "__agent_id", uniqExact(f."member_id") AS "__gm_dau", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
                FROM "rollup_gaming_member_day" AS f
                WHERE f."site_id" IN ({p8:Int64}) AND f.stat_date BETWEEN {p9:Date} AND {p10:Date} AND f."site_id" = {p7:Int64}
                GROUP BY "__agent_id"
              )
              UNION ALL
              SELECT "__agent_id" AS "agent_id", NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", 0 AS "__p"
              FROM (
                SELECT f."agent_id" AS "__agent_id", uniqExact(CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "__dpst_dau", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt"
                FROM "rollup_transaction_member_day" AS f
                WHERE f."site_id" IN ({p12:Int64}) AND f.stat_date BETWEEN {p13:Date} AND {p14:Date} AND f."site_id" = {p11:Int64}
                GROUP BY "__agent_id"
              )
            )
            GROUP BY "agent_id"
          ) AS s
          LEFT JOIN "dim_agent" AS "ag" ON "ag"."agent_id" = s."cur.agent_id"
        )
      )
    )
  ) AS res
)
WHERE __page_row > {p15:Int64} AND __page_row <= {p16:Int64} OR __chart_row <= {p17:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23","2026-11-21","2026-10-23","2026-11-21",1,1,1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",0,50,15]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":15,"fields":["agent_username","dpst_amt","house_net_win","agent_id","agent_code"]}}}
-- step totals
SELECT *
FROM (
  SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate"
  FROM (
    SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
    FROM (
      SELECT max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("dpst_dau") AS "cur.dpst_dau", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_amt") AS "cur.wdrl_amt"
      FROM (
        SELECT "__reg_dau" AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."reg_dau") AS "__reg_dau"
          FROM "rollup_registration_site_day" AS f
          WHERE f."site_id" IN ({p2:Int64}) AND f.stat_date BETWEEN {p3:Date} AND {p4:Date} AND f."site_id" = {p1:Int64}
        )
        UNION ALL
        SELECT NULL AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."first_dpst_dau") AS "__first_dpst_dau"
          FROM "rollup_first_deposit_site_day" AS f
          WHERE f."site_id" IN ({p6:Int64}) AND f.stat_date BETWEEN {p7:Date} AND {p8:Date} AND f."site_id" = {p5:Int64}
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p9:Date} THEN bitAnd(f."gm_dau", {p10:Int64}) != 0 WHEN f.month = {p11:Date} THEN bitAnd(f."gm_dau", {p12:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
          FROM "rollup_gaming_activity" AS f
          WHERE f.site_id IN ({p13:Int64}) AND f.month BETWEEN {p14:Date} AND {p15:Date} AND f."site_id" = {p16:Int64}
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN ({p18:Int64}) AND f.stat_date BETWEEN {p19:Date} AND {p20:Date} AND f."site_id" = {p17:Int64}
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p21:Date} THEN bitAnd(f."dpst_dau", {p22:Int64}) != 0 WHEN f.month = {p23:Date} THEN bitAnd(f."dpst_dau", {p24:Int64}) != 0 ELSE f."dpst_dau" != 0 END) AS "__dpst_dau"
          FROM "rollup_transaction_activity" AS f
          WHERE f.site_id IN ({p25:Int64}) AND f.month BETWEEN {p26:Date} AND {p27:Date} AND f."site_id" = {p28:Int64}
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN ({p30:Int64}) AND f.stat_date BETWEEN {p31:Date} AND {p32:Date} AND f."site_id" = {p29:Int64}
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: [1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,1,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,1,"2026-10-23","2026-11-21"]
-- finish: {"cap":1000000}