-- service_customer: sources fact_transaction
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "order_count", "order_amt", "dpst_count", "dpst_amt", "wdrl_count", "wdrl_amt", "reject_count", "reject_amt", "handle_duration_p50", "handle_duration_p90", "handle_duration_p99", "reject_rate"), NULL) AS __totals_json
  FROM (
    SELECT *, "reject_count" / nullif("order_count", 0) AS "reject_rate"
    FROM (
      SELECT cur."handler_name" AS "handler_name", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_count", 0) AS "wdrl_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", cur."handle_duration_p50" AS "handle_duration_p50", cur."handle_duration_p90" AS "handle_duration_p90", cur."handle_duration_p99" AS "handle_duration_p99", "__g"
      FROM (
        SELECT "handler_name" AS "cur.handler_name", "__g", max("order_count") AS "cur.order_count", max("order_amt") AS "cur.order_amt", max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_count") AS "cur.wdrl_count", max("wdrl_amt") AS "cur.wdrl_amt", max("reject_count") AS "cur.reject_count", max("reject_amt") AS "cur.reject_amt", max("handle_duration_p50") AS "cur.handle_duration_p50", max("handle_duration_p90") AS "cur.handle_duration_p90", max("handle_duration_p99") AS "cur.handle_duration_p99"
        FROM (
          SELECT if("____g" = 1, NULL, "__handler_name") AS "handler_name", "__order_count" AS "order_count", "__order_amt" AS "order_amt", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_count" AS "wdrl_count", "__wdrl_amt" AS "wdrl_amt", "__reject_count" AS "reject_count", "__reject_amt" AS "reject_amt", "__handle_duration_p50" AS "handle_duration_p50", "__handle_duration_p90" AS "handle_duration_p90", "__handle_duration_p99" AS "handle_duration_p99", "____g" AS "__g", 0 AS "__p"
          FROM (
            SELECT f.handler_name AS "__handler_name", count() AS "__order_count", sum(f.amount_base) AS "__order_amt", countIf(f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "__dpst_count", sumIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "__dpst_amt", countIf(f.trans_type IN (4, 28, -10) AND f.trans_status = 'succ') AS "__wdrl_count", sumIf(f.amount_base, f.trans_type IN (4, 28, -10) AND f.trans_status = 'succ') AS "__wdrl_amt", countIf(f.trans_status = 'reject') AS "__reject_count", sumIf(f.amount_base, f.trans_status = 'reject') AS "__reject_amt", if(isNaN(quantileExactInclusiveIf(0.5)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)), NULL, quantileExactInclusiveIf(0.5)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)) AS "__handle_duration_p50", if(isNaN(quantileExactInclusiveIf(0.9)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)), NULL, quantileExactInclusiveIf(0.9)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)) AS "__handle_duration_p90", if(isNaN(quantileExactInclusiveIf(0.99)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)), NULL, quantileExactInclusiveIf(0.99)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)) AS "__handle_duration_p99", grouping("__handler_name") AS "____g"
            FROM "fact_transaction" AS f
            WHERE f.site_id IN ({p3:Int64}, {p4:Int64}, {p5:Int64}) AND f."stat_date" BETWEEN {p6:Date} AND {p7:Date} AND f.trans_type IN ({p1:Int64}, {p2:Int64})
            GROUP BY GROUPING SETS (("__handler_name"), ())
          )
        )
        GROUP BY "handler_name", "__g"
      )
    )
  )
) AS res
LIMIT {p8:Int64}
SETTINGS join_use_nulls = 1
-- params: [3,4,1,2,3,"2026-10-23","2026-11-21",100002]
-- finish: {"parts":{"page":[{"field":"order_count","dir":"desc"},{"field":"handler_name","dir":"asc"}],"chart":{"order":[{"field":"dpst_count","dir":"desc"},{"field":"handler_name","dir":"asc"}],"limit":2000,"fields":["handler_name","dpst_count","wdrl_count","reject_count"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart