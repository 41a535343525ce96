-- trans_recap: sources rollup_transaction_site_day_provider, fact_transaction
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "trans_dau", "order_count", "order_amt", "succ_count", "succ_amt", "fail_count", "fail_amt", "reject_count", "reject_amt", "finished_count", "fail_rate", "succ_rate"), NULL) AS __totals_json
  FROM (
    SELECT *, "succ_count" / nullif("order_count", 0) AS "succ_rate"
    FROM (
      SELECT *, "succ_amt" / nullif(sum("succ_amt") OVER (PARTITION BY "__g"), 0) AS "succ_amt_share"
      FROM (
        SELECT cur."trans_type" AS "trans_type", coalesce(cur."trans_dau", 0) AS "trans_dau", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."finished_count", 0) AS "finished_count", coalesce(cur."fail_count", 0) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", "__g"
        FROM (
          SELECT "trans_type" AS "cur.trans_type", "__g", max("order_count") AS "cur.order_count", max("order_amt") AS "cur.order_amt", max("succ_count") AS "cur.succ_count", max("succ_amt") AS "cur.succ_amt", max("fail_count") AS "cur.fail_count", max("fail_amt") AS "cur.fail_amt", max("reject_count") AS "cur.reject_count", max("reject_amt") AS "cur.reject_amt", max("finished_count") AS "cur.finished_count", max("trans_dau") AS "cur.trans_dau"
          FROM (
            SELECT if("____g" = 1, NULL, "__trans_type") AS "trans_type", "__order_count" AS "order_count", "__order_amt" AS "order_amt", "__succ_count" AS "succ_count", "__succ_amt" AS "succ_amt", "__fail_count" AS "fail_count", "__fail_amt" AS "fail_amt", "__reject_count" AS "reject_count", "__reject_amt" AS "reject_amt", "__finished_count" AS "finished_count", NULL AS "trans_dau", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f."trans_type" AS "__trans_type", sum(f."order_count") AS "__order_count", sum(f."order_amt") AS "__order_amt", sum(f."succ_count") AS "__succ_count", sum(f."succ_amt") AS "__succ_amt", sum(f."fail_count") AS "__fail_count", sum(f."fail_amt") AS "__fail_amt", sum(f."reject_count") AS "__reject_count", sum(f."reject_amt") AS "__reject_amt", sum(f."finished_count") AS "__finished_count", grouping("__trans_type") AS "____g"
              FROM "rollup_transaction_site_day_provider" AS f
              WHERE f."site_id" IN ({p8:Int64}) AND f.stat_date BETWEEN {p9:Date} AND {p10:Date} AND f."site_id" = {p1:Int64} AND f."trans_type" IN ({p2:Int64}, {p3:Int64}, {p4:Int64}, {p5:Int64}, {p6:Int64}, {p7:Int64})
              GROUP BY GROUPING SETS (("__trans_type"), ())
            )
            UNION ALL
            SELECT if("____g" = 1, NULL, "__trans_type") AS "trans_type", NULL AS "order_count", NULL AS "order_amt", NULL AS "succ_count", NULL AS "succ_amt", NULL AS "fail_count", NULL AS "fail_amt", NULL AS "reject_count", NULL AS "reject_amt", NULL AS "finished_count", "__trans_dau" AS "trans_dau", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f.trans_type AS "__trans_type", uniqExact(f.member_id) AS "__trans_dau", grouping("__trans_type") AS "____g"
              FROM "fact_transaction" AS f
              WHERE f.site_id IN ({p18:Int64}) AND f."stat_date" BETWEEN {p19:Date} AND {p20:Date} AND f.site_id = {p11:Int64} AND f.trans_type IN ({p12:Int64}, {p13:Int64}, {p14:Int64}, {p15:Int64}, {p16:Int64}, {p17:Int64})
              GROUP BY GROUPING SETS (("__trans_type"), ())
            )
          )
          GROUP BY "trans_type", "__g"
        )
      )
    )
  )
) AS res
LIMIT {p21:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,3,4,10,26,28,-10,1,"2026-10-23","2026-11-21",1,3,4,10,26,28,-10,1,"2026-10-23","2026-11-21",100002]
-- finish: {"parts":{"page":[{"field":"order_amt","dir":"desc"},{"field":"trans_type","dir":"asc"}],"chart":{"order":[{"field":"succ_amt","dir":"desc"},{"field":"trans_type","dir":"asc"}],"limit":2000,"fields":["trans_type","succ_amt","fail_amt","reject_amt"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart