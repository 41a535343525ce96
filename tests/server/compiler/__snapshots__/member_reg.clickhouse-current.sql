-- member_reg: sources rollup_registration_site_day, rollup_first_deposit_site_day, rollup_gaming_site_day, rollup_transaction_site_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT *, "apv_bet" - "apv_bet_new" AS "apv_bet_old", "dpst_amt" - "dpst_amt_new" AS "dpst_amt_old", "gm_dau_new" / nullif("gm_dau", 0) AS "gm_new_ratio"
  FROM (
    SELECT cur."stat_date" AS "stat_date", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_dau_new", 0) AS "gm_dau_new", coalesce(cur."gm_dau_old", 0) AS "gm_dau_old", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."apv_bet_new", 0) AS "apv_bet_new", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_dau_new", 0) AS "dpst_dau_new", coalesce(cur."dpst_dau_old", 0) AS "dpst_dau_old", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_amt_new", 0) AS "dpst_amt_new"
    FROM (
      SELECT "stat_date" AS "cur.stat_date", max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("gm_dau") AS "cur.gm_dau", max("gm_dau_new") AS "cur.gm_dau_new", max("gm_dau_old") AS "cur.gm_dau_old", max("apv_bet") AS "cur.apv_bet", max("apv_bet_new") AS "cur.apv_bet_new", max("dpst_dau") AS "cur.dpst_dau", max("dpst_dau_new") AS "cur.dpst_dau_new", max("dpst_dau_old") AS "cur.dpst_dau_old", max("dpst_amt") AS "cur.dpst_amt", max("dpst_amt_new") AS "cur.dpst_amt_new"
      FROM (
        SELECT "__stat_date" AS "stat_date", "__reg_dau" AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."reg_dau") AS "__reg_dau"
          FROM "rollup_registration_site_day" AS f
          WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
          GROUP BY "__stat_date"
        )
        UNION ALL
        SELECT "__stat_date" AS "stat_date", NULL AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."first_dpst_dau") AS "__first_dpst_dau"
          FROM "rollup_first_deposit_site_day" AS f
          WHERE f."site_id" IN ({p6:Int64}, {p7:Int64}, {p8:Int64}) AND f.stat_date BETWEEN {p9:Date} AND {p10:Date}
          GROUP BY "__stat_date"
        )
        UNION ALL
        SELECT "__stat_date" AS "stat_date", NULL AS "reg_dau", NULL AS "first_dpst_dau", "__gm_dau" AS "gm_dau", "__gm_dau_new" AS "gm_dau_new", "__gm_dau_old" AS "gm_dau_old", "__apv_bet" AS "apv_bet", "__apv_bet_new" AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."gm_dau") AS "__gm_dau", sum(f."gm_dau_new") AS "__gm_dau_new", sum(f."gm_dau_old") AS "__gm_dau_old", sum(f."apv_bet") AS "__apv_bet", sum(f."apv_bet_new") AS "__apv_bet_new"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN ({p11:Int64}, {p12:Int64}, {p13:Int64}) AND f.stat_date BETWEEN {p14:Date} AND {p15:Date}
          GROUP BY "__stat_date"
        )
        UNION ALL
        SELECT "__stat_date" AS "stat_date", NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", "__dpst_dau" AS "dpst_dau", "__dpst_dau_new" AS "dpst_dau_new", "__dpst_dau_old" AS "dpst_dau_old", "__dpst_amt" AS "dpst_amt", "__dpst_amt_new" AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."dpst_dau") AS "__dpst_dau", sum(f."dpst_dau_new") AS "__dpst_dau_new", sum(f."dpst_dau_old") AS "__dpst_dau_old", sum(f."dpst_amt") AS "__dpst_amt", sum(f."dpst_amt_new") AS "__dpst_amt_new"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN ({p16:Int64}, {p17:Int64}, {p18:Int64}) AND f.stat_date BETWEEN {p19:Date} AND {p20:Date}
          GROUP BY "__stat_date"
        )
      )
      GROUP BY "stat_date"
    )
  )
) AS res
LIMIT {p21:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",100001]
-- finish: {"parts":{"page":[{"field":"stat_date","dir":"desc"}],"chart":{"order":[{"field":"stat_date","dir":"asc"}],"limit":2000,"fields":["stat_date","gm_dau_new","gm_dau_old"]}}}
-- instead above 100000 rows: the page and chart statements apart
-- step totals
SELECT *
FROM (
  SELECT *, "apv_bet" - "apv_bet_new" AS "apv_bet_old", "dpst_amt" - "dpst_amt_new" AS "dpst_amt_old", "gm_dau_new" / nullif("gm_dau", 0) AS "gm_new_ratio"
  FROM (
    SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_dau_new", 0) AS "gm_dau_new", coalesce(cur."gm_dau_old", 0) AS "gm_dau_old", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."apv_bet_new", 0) AS "apv_bet_new", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_dau_new", 0) AS "dpst_dau_new", coalesce(cur."dpst_dau_old", 0) AS "dpst_dau_old", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_amt_new", 0) AS "dpst_amt_new"
    FROM (
      SELECT max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("gm_dau") AS "cur.gm_dau", max("gm_dau_new") AS "cur.gm_dau_new", max("gm_dau_old") AS "cur.gm_dau_old", max("apv_bet") AS "cur.apv_bet", max("apv_bet_new") AS "cur.apv_bet_new", max("dpst_dau") AS "cur.dpst_dau", max("dpst_dau_new") AS "cur.dpst_dau_new", max("dpst_dau_old") AS "cur.dpst_dau_old", max("dpst_amt") AS "cur.dpst_amt", max("dpst_amt_new") AS "cur.dpst_amt_new"
      FROM (
        SELECT "__reg_dau" AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT sum(f."reg_dau") AS "__reg_dau"
          FROM "rollup_registration_site_day" AS f
          WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
        )
        UNION ALL
        SELECT NULL AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT sum(f."first_dpst_dau") AS "__first_dpst_dau"
          FROM "rollup_first_deposit_site_day" AS f
          WHERE f."site_id" IN ({p6:Int64}, {p7:Int64}, {p8:Int64}) AND f.stat_date BETWEEN {p9:Date} AND {p10:Date}
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", "__gm_dau" AS "gm_dau", "__gm_dau_new" AS "gm_dau_new", "__gm_dau_old" AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p11:Date} THEN bitAnd(f."gm_dau", {p12:Int64}) != 0 WHEN f.month = {p13:Date} THEN bitAnd(f."gm_dau", {p14:Int64}) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau", uniqExactIf(f.member_id, CASE WHEN f.month = {p15:Date} THEN bitAnd(f."gm_dau_new", {p16:Int64}) != 0 WHEN f.month = {p17:Date} THEN bitAnd(f."gm_dau_new", {p18:Int64}) != 0 ELSE f."gm_dau_new" != 0 END) AS "__gm_dau_new", uniqExactIf(f.member_id, CASE WHEN f.month = {p19:Date} THEN bitAnd(f."gm_dau_old", {p20:Int64}) != 0 WHEN f.month = {p21:Date} THEN bitAnd(f."gm_dau_old", {p22:Int64}) != 0 ELSE f."gm_dau_old" != 0 END) AS "__gm_dau_old"
          FROM "rollup_gaming_activity" AS f
          WHERE f.site_id IN ({p23:Int64}, {p24:Int64}, {p25:Int64}) AND f.month BETWEEN {p26:Date} AND {p27:Date}
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", "__apv_bet" AS "apv_bet", "__apv_bet_new" AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."apv_bet_new") AS "__apv_bet_new"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN ({p28:Int64}, {p29:Int64}, {p30:Int64}) AND f.stat_date BETWEEN {p31:Date} AND {p32:Date}
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", "__dpst_dau" AS "dpst_dau", "__dpst_dau_new" AS "dpst_dau_new", "__dpst_dau_old" AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p33:Date} THEN bitAnd(f."dpst_dau", {p34:Int64}) != 0 WHEN f.month = {p35:Date} THEN bitAnd(f."dpst_dau", {p36:Int64}) != 0 ELSE f."dpst_dau" != 0 END) AS "__dpst_dau", uniqExactIf(f.member_id, CASE WHEN f.month = {p37:Date} THEN bitAnd(f."dpst_dau_new", {p38:Int64}) != 0 WHEN f.month = {p39:Date} THEN bitAnd(f."dpst_dau_new", {p40:Int64}) != 0 ELSE f."dpst_dau_new" != 0 END) AS "__dpst_dau_new", uniqExactIf(f.member_id, CASE WHEN f.month = {p41:Date} THEN bitAnd(f."dpst_dau_old", {p42:Int64}) != 0 WHEN f.month = {p43:Date} THEN bitAnd(f."dpst_dau_old", {p44:Int64}) != 0 ELSE f."dpst_dau_old" != 0 END) AS "__dpst_dau_old"
          FROM "rollup_transaction_activity" AS f
          WHERE f.site_id IN ({p45:Int64}, {p46:Int64}, {p47:Int64}) AND f.month BETWEEN {p48:Date} AND {p49:Date}
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", "__dpst_amt" AS "dpst_amt", "__dpst_amt_new" AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT sum(f."dpst_amt") AS "__dpst_amt", sum(f."dpst_amt_new") AS "__dpst_amt_new"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN ({p50:Int64}, {p51:Int64}, {p52:Int64}) AND f.stat_date BETWEEN {p53:Date} AND {p54:Date}
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,"2026-10-01",2143289344,"2026-11-01",2097151,"2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,"2026-10-01",2143289344,"2026-11-01",2097151,"2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21"]
-- finish: {"cap":1000000}