-- member_level: sources dim_member, fact_level_change
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "member_count", "depositor_count", "levelup_count", "levelup_dau", "levelup_using_days"), NULL) AS __totals_json
  FROM (
    SELECT *, "member_count" / nullif(sum("member_count") OVER (PARTITION BY "__g"), 0) AS "member_count_share"
    FROM (
      SELECT cur."member_lv_id" AS "member_lv_id", cur."member_lv_name" AS "member_lv_name", cur."lv_order" AS "lv_order", cur."threshold_apv_bet" AS "threshold_apv_bet", cur."threshold_dpst_amt" AS "threshold_dpst_amt", cur."threshold_dpst_count" AS "threshold_dpst_count", cur."threshold_gap_apv_bet" AS "threshold_gap_apv_bet", cur."threshold_gap_dpst_amt" AS "threshold_gap_dpst_amt", cur."threshold_gap_dpst_count" AS "threshold_gap_dpst_count", coalesce(cur."member_count", 0) AS "member_count", coalesce(cur."depositor_count", 0) AS "depositor_count", coalesce(cur."levelup_count", 0) AS "levelup_count", coalesce(cur."levelup_dau", 0) AS "levelup_dau", coalesce(cur."levelup_days_sum", 0) / nullif(coalesce(cur."levelup_count", 0), 0) AS "levelup_using_days", "__g"
      FROM (
        SELECT s.*, lv.member_lv_name AS "cur.member_lv_name", lv.lv_order AS "cur.lv_order", lv.threshold_apv_bet AS "cur.threshold_apv_bet", lv.threshold_dpst_amt AS "cur.threshold_dpst_amt", lv.threshold_dpst_count AS "cur.threshold_dpst_count", lv.threshold_gap_apv_bet AS "cur.threshold_gap_apv_bet", lv.threshold_gap_dpst_amt AS "cur.threshold_gap_dpst_amt", lv.threshold_gap_dpst_count AS "cur.threshold_gap_dpst_count"
        FROM (
          SELECT "member_lv_id" AS "cur.member_lv_id", "__g", max("member_count") AS "cur.member_count", max("depositor_count") AS "cur.depositor_count", max("levelup_count") AS "cur.levelup_count", max("levelup_dau") AS "cur.levelup_dau", max("levelup_days_sum") AS "cur.levelup_days_sum"
          FROM (
            SELECT if("____g" = 1, NULL, "__member_lv_id") AS "member_lv_id", "__member_count" AS "member_count", "__depositor_count" AS "depositor_count", NULL AS "levelup_count", NULL AS "levelup_dau", NULL AS "levelup_days_sum", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f.member_lv_id AS "__member_lv_id", count() AS "__member_count", countIf(f.first_dpst_date IS NOT NULL) AS "__depositor_count", grouping("__member_lv_id") AS "____g"
              FROM "dim_member" AS f
              WHERE f.site_id IN ({p2:Int64}) AND f.site_id = {p1:Int64}
              GROUP BY GROUPING SETS (("__member_lv_id"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__member_lv_id") AS "member_lv_id", NULL AS "member_count", NULL AS "depositor_count", "__levelup_count" AS "levelup_count", "__levelup_dau" AS "levelup_dau", "__levelup_days_sum" AS "levelup_days_sum", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f.to_lv_id AS "__member_lv_id", countIf(f.to_lv_id <> f.from_lv_id) AS "__levelup_count", uniqExact(f.member_id) AS "__levelup_dau", sumIf(datediff('day', m.reg_date, f.change_date), f.to_lv_id <> f.from_lv_id) AS "__levelup_days_sum", grouping("__member_lv_id") AS "____g"
              FROM "fact_level_change" AS f
              ALL LEFT JOIN (
                SELECT "member_id", "reg_date"
                FROM "dim_member"
              ) AS "m" ON "m"."member_id" = "member_id"
              WHERE f.site_id IN ({p4:Int64}) AND f."change_date" BETWEEN {p5:Date} AND {p6:Date} AND f.site_id = {p3:Int64}
              GROUP BY GROUPING SETS (("__member_lv_id"), ())
            )
          )
          GROUP BY "member_lv_id", "__g"
        ) AS s
        LEFT JOIN "dim_member_level" AS "lv" ON "lv"."member_lv_id" = s."cur.member_lv_id"
      )
    )
  )
) AS res
LIMIT {p7:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,1,1,1,"2026-10-23","2026-11-21",100002]
-- finish: {"parts":{"page":[{"field":"lv_order","dir":"asc"},{"field":"member_lv_id","dir":"asc"},{"field":"member_lv_name","dir":"asc"},{"field":"threshold_apv_bet","dir":"asc"},{"field":"threshold_dpst_amt","dir":"asc"},{"field":"threshold_dpst_count","dir":"asc"},{"field":"threshold_gap_apv_bet","dir":"asc"},{"field":"threshold_gap_dpst_amt","dir":"asc"},{"field":"threshold_gap_dpst_count","dir":"asc"}],"chart":{"order":[{"field":"member_count","dir":"desc"},{"field":"member_lv_id","dir":"asc"},{"field":"member_lv_name","dir":"asc"},{"field":"lv_order","dir":"asc"},{"field":"threshold_apv_bet","dir":"asc"},{"field":"threshold_dpst_amt","dir":"asc"},{"field":"threshold_dpst_count","dir":"asc"},{"field":"threshold_gap_apv_bet","dir":"asc"},{"field":"threshold_gap_dpst_amt","dir":"asc"},{"field":"threshold_gap_dpst_count","dir":"asc"}],"limit":2000,"fields":["member_lv_name","member_count","levelup_count","member_lv_id","lv_order","threshold_apv_bet","threshold_dpst_amt","threshold_dpst_count","threshold_gap_apv_bet","threshold_gap_dpst_amt","threshold_gap_dpst_count"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart