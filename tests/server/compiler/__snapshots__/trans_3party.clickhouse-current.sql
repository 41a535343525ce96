-- trans_3party: sources rollup_transaction_site_day_provider, fact_transaction
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "order_count", "order_amt", "submit_count", "reject_count", "reject_amt", "succ_count", "succ_amt", "fail_count", "fail_amt", "fail_rate", "duration_p50", "duration_p90", "duration_p99"), NULL) AS __totals_json
  FROM (
    SELECT cur."pay_3party_name" AS "pay_3party_name", cur."pay_method_code" AS "pay_method_code", cur."provider_method" AS "provider_method", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."fail_count", 0) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99", "__g"
    FROM (
      SELECT "pay_3party_name" AS "cur.pay_3party_name", "pay_method_code" AS "cur.pay_method_code", "provider_method" AS "cur.provider_method", "__g", max("order_count") AS "cur.order_count", max("order_amt") AS "cur.order_amt", max("submit_count") AS "cur.submit_count", max("reject_count") AS "cur.reject_count", max("reject_amt") AS "cur.reject_amt", max("succ_count") AS "cur.succ_count", max("succ_amt") AS "cur.succ_amt", max("fail_count") AS "cur.fail_count", max("fail_amt") AS "cur.fail_amt", max("finished_count") AS "cur.finished_count", max("duration_p50") AS "cur.duration_p50", max("duration_p90") AS "cur.duration_p90", max("duration_p99") AS "cur.duration_p99"
      FROM (
        SELECT if("____g" = 1, NULL, "__pay_3party_name") AS "pay_3party_name", if("____g" = 1, NULL, "__pay_method_code") AS "pay_method_code", if("____g" = 1, NULL, "__provider_method") AS "provider_method", "__order_count" AS "order_count", "__order_amt" AS "order_amt", "__submit_count" AS "submit_count", "__reject_count" AS "reject_count", "__reject_amt" AS "reject_amt", "__succ_count" AS "succ_count", "__succ_amt" AS "succ_amt", "__fail_count" AS "fail_count", "__fail_amt" AS "fail_amt", "__finished_count" AS "finished_count", NULL AS "duration_p50", NULL AS "duration_p90", NULL AS "duration_p99", "____g" AS "__g", 0 AS "__p"
        FROM (
          SELECT f."pay_3party_name" AS "__pay_3party_name", f."pay_method_code" AS "__pay_method_code", f."provider_method" AS "__provider_method", sum(f."order_count") AS "__order_count", sum(f."order_amt") AS "__order_amt", sum(f."submit_count") AS "__submit_count", sum(f."reject_count") AS "__reject_count", sum(f."reject_amt") AS "__reject_amt", sum(f."succ_count") AS "__succ_count", sum(f."succ_amt") AS "__succ_amt", sum(f."fail_count") AS "__fail_count", sum(f."fail_amt") AS "__fail_amt", sum(f."finished_count") AS "__finished_count", grouping("__pay_3party_name") AS "____g"
          FROM "rollup_transaction_site_day_provider" AS f
          WHERE f."site_id" IN ({p4:Int64}) AND f.stat_date BETWEEN {p5:Date} AND {p6:Date} AND f."site_id" = {p1:Int64} AND f."trans_type" IN ({p2:Int64}, {p3:Int64})
          GROUP BY GROUPING SETS (("__pay_3party_name", "__pay_method_code", "__provider_method"), ())
        )
        UNION ALL
        SELECT if("____g" = 1, NULL, "__pay_3party_name") AS "pay_3party_name", if("____g" = 1, NULL, "__pay_method_code") AS "pay_method_code", if("____g" = 1, NULL, "__provider_method") AS "provider_method", NULL AS "order_count", NULL AS "order_amt", NULL AS "submit_count", NULL AS "reject_count", NULL AS "reject_amt", NULL AS "succ_count", NULL AS "succ_amt", NULL AS "fail_count", NULL AS "fail_amt", NULL AS "finished_count", "__duration_p50" AS "duration_p50", "__duration_p90" AS "duration_p90", "__duration_p99" AS "duration_p99", "____g" AS "__g", 0 AS "__p"
        FROM (
          SELECT f.pay_3party_name AS "__pay_3party_name", f.pay_method_code AS "__pay_method_code", f.pay_3party_name || ' · ' || f.pay_method_code AS "__provider_method", if(isNaN(quantileExactInclusiveIf(0.5)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))), NULL, quantileExactInclusiveIf(0.5)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))) AS "__duration_p50", if(isNaN(quantileExactInclusiveIf(0.9)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))), NULL, quantileExactInclusiveIf(0.9)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))) AS "__duration_p90", if(isNaN(quantileExactInclusiveIf(0.99)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))), NULL, quantileExactInclusiveIf(0.99)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.trans_status IN ('succ', 'fail'))) AS "__duration_p99", grouping("__pay_3party_name") AS "____g"
          FROM "fact_transaction" AS f
          WHERE f.site_id IN ({p10:Int64}) AND f."stat_date" BETWEEN {p11:Date} AND {p12:Date} AND f.site_id = {p7:Int64} AND f.trans_type IN ({p8:Int64}, {p9:Int64})
          GROUP BY GROUPING SETS (("__pay_3party_name", "__pay_method_code", "__provider_method"), ())
        )
      )
      GROUP BY "pay_3party_name", "pay_method_code", "provider_method", "__g"
    )
  )
) AS res
LIMIT {p13:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,10,-10,1,"2026-10-23","2026-11-21",1,10,-10,1,"2026-10-23","2026-11-21",100002]
-- finish: {"parts":{"page":[{"field":"order_count","dir":"desc"},{"field":"pay_3party_name","dir":"asc"},{"field":"pay_method_code","dir":"asc"},{"field":"provider_method","dir":"asc"}],"chart":{"order":[{"field":"fail_rate","dir":"desc"},{"field":"pay_3party_name","dir":"asc"},{"field":"pay_method_code","dir":"asc"},{"field":"provider_method","dir":"asc"}],"limit":20,"fields":["provider_method","fail_rate","pay_3party_name","pay_method_code"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart