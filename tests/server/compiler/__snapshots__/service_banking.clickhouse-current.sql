-- service_banking: sources rollup_transaction_site_day_provider, fact_transaction
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "order_count", "order_amt", "reject_count", "reject_amt", "submit_count", "submit_amt", "fail_count", "fail_amt", "succ_count", "succ_amt", "finished_count", "fail_rate", "duration_p50", "duration_p90", "duration_p99"), NULL) AS __totals_json
  FROM (
    SELECT *, "order_count" / nullif(sum("order_count") OVER (PARTITION BY "__g"), 0) AS "order_count_share"
    FROM (
      SELECT cur."pay_3party_name" AS "pay_3party_name", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."submit_amt", 0) AS "submit_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."finished_count", 0) AS "finished_count", coalesce(cur."fail_count", 0) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99", "__g"
      FROM (
        SELECT "pay_3party_name" AS "cur.pay_3party_name", "__g", max("order_count") AS "cur.order_count", max("order_amt") AS "cur.order_amt", max("reject_count") AS "cur.reject_count", max("reject_amt") AS "cur.reject_amt", max("submit_count") AS "cur.submit_count", max("submit_amt") AS "cur.submit_amt", max("fail_count") AS "cur.fail_count", max("fail_amt") AS "cur.fail_amt", max("succ_count") AS "cur.succ_count", max("succ_amt") AS "cur.succ_amt", max("finished_count") AS "cur.finished_count", max("duration_p50") AS "cur.duration_p50", max("duration_p90") AS "cur.duration_p90", max("duration_p99") AS "cur.duration_p99"
        FROM (
          SELECT if("____g" = 1, NULL, "__pay_3party_name") AS "pay_3party_name", "__order_count" AS "order_count", "__order_amt" AS "order_amt", "__reject_count" AS "reject_count", "__reject_amt" AS "reject_amt", "__submit_count" AS "submit_count", "__submit_amt" AS "submit_amt", "__fail_count" AS "fail_count", "__fail_amt" AS "fail_amt", "__succ_count" AS "succ_count", "__succ_amt" AS "succ_amt", "__finished_count" AS "finished_count", NULL AS "duration_p50", NULL AS "duration_p90", NULL AS "duration_p99", "____g" AS "__g", 0 AS "__p"
          FROM (
            SELECT f."pay_3party_name" AS "__pay_3party_name", sum(f."order_count") AS "__order_count", sum(f."order_amt") AS "__order_amt", sum(f."reject_count") AS "__reject_count", sum(f."reject_amt") AS "__reject_amt", sum(f."submit_count") AS "__submit_count", sum(f."submit_amt") AS "__submit_amt", sum(f."fail_count") AS "__fail_count", sum(f."fail_amt") AS "__fail_amt", sum(f."succ_count") AS "__succ_count", sum(f."succ_amt") AS "__succ_amt", sum(f."finished_count") AS "__finished_count", grouping("__pay_3party_name") AS "____g"
            FROM "rollup_transaction_site_day_provider" AS f
            WHERE f."site_id" IN ({p5:Int64}, {p6:Int64}, {p7:Int64}) AND f.stat_date BETWEEN {p8:Date} AND {p9:Date} AND f."trans_type" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}, {p4:Int64})
            GROUP BY GROUPING SETS (("__pay_3party_name"), ())
          )
          UNION ALL
          SELECT if("____g" = 1, NULL, "__pay_3party_name") AS "pay_3party_name", NULL AS "order_count", NULL AS "order_amt", NULL AS "reject_count", NULL AS "reject_amt", NULL AS "submit_count", NULL AS "submit_amt", NULL AS "fail_count", NULL AS "fail_amt", NULL AS "succ_count", NULL AS "succ_amt", NULL AS "finished_count", "__duration_p50" AS "duration_p50", "__duration_p90" AS "duration_p90", "__duration_p99" AS "duration_p99", "____g" AS "__g", 0 AS "__p"
          FROM (
            SELECT f.pay_3party_name AS "__pay_3party_name", if(isNaN(quantileExactInclusiveIf(0.5)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))), NULL, quantileExactInclusiveIf(0.5)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))) AS "__duration_p50", if(isNaN(quantileExactInclusiveIf(0.9)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))), NULL, quantileExactInclusiveIf(0.9)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))) AS "__duration_p90", if(isNaN(quantileExactInclusiveIf(0.99)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))), NULL, quantileExactInclusiveIf(0.99)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))) AS "__duration_p99", grouping("__pay_3party_name") AS "____g"
            FROM "fact_transaction" AS f
            WHERE f.site_id IN ({p14:Int64}, {p15:Int64}, {p16:Int64}) AND f."stat_date" BETWEEN {p17:Date} AND {p18:Date} AND f.trans_type IN ({p10:Int64}, {p11:Int64}, {p12:Int64}, {p13:Int64})
            GROUP BY GROUPING SETS (("__pay_3party_name"), ())
          )
        )
        GROUP BY "pay_3party_name", "__g"
      )
    )
  )
) AS res
LIMIT {p19:Int64}
SETTINGS join_use_nulls = 1
-- params: [10,26,28,-10,1,2,3,"2026-10-23","2026-11-21",10,26,28,-10,1,2,3,"2026-10-23","2026-11-21",100002]
-- finish: {"parts":{"page":[{"field":"order_count","dir":"desc"},{"field":"pay_3party_name","dir":"asc"}],"chart":{"order":[{"field":"duration_p50","dir":"desc"},{"field":"pay_3party_name","dir":"asc"}],"limit":2000,"fields":["pay_3party_name","duration_p50","duration_p90","duration_p99"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart