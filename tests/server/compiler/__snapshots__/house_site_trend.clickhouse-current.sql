-- house_site_trend: sources rollup_registration_site_day, rollup_gaming_site_day, rollup_transaction_site_day, rollup_bonus_site_day
-- step pageAndChart
SELECT *
FROM (
  SELECT *, count() OVER () AS __total, row_number() OVER (ORDER BY "stat_date" DESC NULLS LAST, "site_id" ASC, "site_name" ASC, "site_currency" ASC) AS __page_row, row_number() OVER (ORDER BY "stat_date" ASC, "site_id" ASC, "site_name" ASC, "site_currency" ASC) AS __chart_row
  FROM (
    SELECT cur."site_id" AS "site_id", cur."site_name" AS "site_name", cur."site_currency" AS "site_currency", cur."stat_date" AS "stat_date", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt"
    FROM (
      SELECT s.*, site.site_name AS "cur.site_name", site.site_currency AS "cur.site_currency"
      FROM (
        SELECT "site_id" AS "cur.site_id", "stat_date" AS "cur.stat_date", max("reg_dau") AS "cur.reg_dau", max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("dpst_dau") AS "cur.dpst_dau", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_amt") AS "cur.wdrl_amt", max("bonus_amt") AS "cur.bonus_amt"
        FROM (
          SELECT "__site_id" AS "site_id", "__stat_date" AS "stat_date", "__reg_dau" AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
          FROM (
            SELECT f."site_id" AS "__site_id", f.stat_date AS "__stat_date", sum(f."reg_dau") AS "__reg_dau"
            FROM "rollup_registration_site_day" AS f
            WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
            GROUP BY "__site_id", "__stat_date"
          )
          UNION ALL
          SELECT "__site_id" AS "site_id", "__stat_date" AS "stat_date", NULL AS "reg_dau", "__gm_dau" AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
          FROM (
            SELECT f."site_id" AS "__site_id", f.stat_date AS "__stat_date", sum(f."gm_dau") AS "__gm_dau", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
            FROM "rollup_gaming_site_day" AS f
            WHERE f."site_id" IN ({p6:Int64}, {p7:Int64}, {p8:Int64}) AND f.stat_date BETWEEN {p9:Date} AND {p10:Date}
            GROUP BY "__site_id", "__stat_date"
          )
          UNION ALL
          SELECT "__site_id" AS "site_id", "__stat_date" AS "stat_date", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
          FROM (
            SELECT f."site_id" AS "__site_id", f.stat_date AS "__stat_date", sum(f."dpst_dau") AS "__dpst_dau", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt"
            FROM "rollup_transaction_site_day" AS f
            WHERE f."site_id" IN ({p11:Int64}, {p12:Int64}, {p13:Int64}) AND f.stat_date BETWEEN {p14:Date} AND {p15:Date}
            GROUP BY "__site_id", "__stat_date"
          )
          UNION ALL
          SELECT "__site_id" AS "site_id", "__stat_date" AS "stat_date", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", "__bonus_amt" AS "bonus_amt", 0 AS "__p"
          FROM (
            SELECT f."site_id" AS "__site_id", f.stat_date AS "__stat_date", sum(f."bonus_amt") AS "__bonus_amt"
            FROM "rollup_bonus_site_day" AS f
            WHERE f."site_id" IN ({p16:Int64}, {p17:Int64}, {p18:Int64}) AND f.stat_date BETWEEN {p19:Date} AND {p20:Date}
            GROUP BY "__site_id", "__stat_date"
          )
        )
        GROUP BY "site_id", "stat_date"
      ) AS s
      LEFT JOIN "dim_site" AS "site" ON "site"."site_id" = s."cur.site_id"
    )
  ) AS res
)
WHERE __page_row > {p21:Int64} AND __page_row <= {p22:Int64} OR __chart_row <= {p23:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",0,50,40000]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":40000,"fields":["stat_date","site_name","apv_bet","site_id","site_currency"]}}}
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt"
  FROM (
    SELECT max("reg_dau") AS "cur.reg_dau", max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("dpst_dau") AS "cur.dpst_dau", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_amt") AS "cur.wdrl_amt", max("bonus_amt") AS "cur.bonus_amt"
    FROM (
      SELECT "__reg_dau" AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
      FROM (
        SELECT sum(f."reg_dau") AS "__reg_dau"
        FROM "rollup_registration_site_day" AS f
        WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
      )
      UNION ALL
      SELECT NULL AS "reg_dau", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p6:Date} THEN bitAnd(f."gm_dau", {p7:Int64}) != 0 WHEN f.month = {p8:Date} THEN bitAnd(f."gm_dau", {p9:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
        FROM "rollup_gaming_activity" AS f
        WHERE f.site_id IN ({p10:Int64}, {p11:Int64}, {p12:Int64}) AND f.month BETWEEN {p13:Date} AND {p14:Date}
      )
      UNION ALL
      SELECT NULL AS "reg_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
      FROM (
        SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
        FROM "rollup_gaming_site_day" AS f
        WHERE f."site_id" IN ({p15:Int64}, {p16:Int64}, {p17:Int64}) AND f.stat_date BETWEEN {p18:Date} AND {p19:Date}
      )
      UNION ALL
      SELECT NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
      FROM (
        SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p20:Date} THEN bitAnd(f."dpst_dau", {p21:Int64}) != 0 WHEN f.month = {p22:Date} THEN bitAnd(f."dpst_dau", {p23:Int64}) != 0 ELSE f."dpst_dau" != 0 END) AS "__dpst_dau"
        FROM "rollup_transaction_activity" AS f
        WHERE f.site_id IN ({p24:Int64}, {p25:Int64}, {p26:Int64}) AND f.month BETWEEN {p27:Date} AND {p28:Date}
      )
      UNION ALL
      SELECT NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
      FROM (
        SELECT sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt"
        FROM "rollup_transaction_site_day" AS f
        WHERE f."site_id" IN ({p29:Int64}, {p30:Int64}, {p31:Int64}) AND f.stat_date BETWEEN {p32:Date} AND {p33:Date}
      )
      UNION ALL
      SELECT NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", "__bonus_amt" AS "bonus_amt", 0 AS "__p"
      FROM (
        SELECT sum(f."bonus_amt") AS "__bonus_amt"
        FROM "rollup_bonus_site_day" AS f
        WHERE f."site_id" IN ({p34:Int64}, {p35:Int64}, {p36:Int64}) AND f.stat_date BETWEEN {p37:Date} AND {p38:Date}
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21"]
-- finish: {"cap":1000000}