-- service_customer: sources fact_transaction
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT *, "reject_count" / nullif("order_count", 0) AS "reject_rate"
  FROM (
    SELECT cur."handler_name" AS "handler_name", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_count", 0) AS "wdrl_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", cur."handle_duration_p50" AS "handle_duration_p50", cur."handle_duration_p90" AS "handle_duration_p90", cur."handle_duration_p99" AS "handle_duration_p99"
    FROM (
      SELECT "handler_name" AS "cur.handler_name", max("order_count") AS "cur.order_count", max("order_amt") AS "cur.order_amt", max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_count") AS "cur.wdrl_count", max("wdrl_amt") AS "cur.wdrl_amt", max("reject_count") AS "cur.reject_count", max("reject_amt") AS "cur.reject_amt", max("handle_duration_p50") AS "cur.handle_duration_p50", max("handle_duration_p90") AS "cur.handle_duration_p90", max("handle_duration_p99") AS "cur.handle_duration_p99"
      FROM (
        SELECT "__handler_name" AS "handler_name", "__order_count" AS "order_count", "__order_amt" AS "order_amt", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_count" AS "wdrl_count", "__wdrl_amt" AS "wdrl_amt", "__reject_count" AS "reject_count", "__reject_amt" AS "reject_amt", "__handle_duration_p50" AS "handle_duration_p50", "__handle_duration_p90" AS "handle_duration_p90", "__handle_duration_p99" AS "handle_duration_p99", 0 AS "__p"
        FROM (
          SELECT f.handler_name AS "__handler_name", count() AS "__order_count", sum(f.amount_base) AS "__order_amt", countIf(f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "__dpst_count", sumIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "__dpst_amt", countIf(f.trans_type IN (4, 28, -10) AND f.trans_status = 'succ') AS "__wdrl_count", sumIf(f.amount_base, f.trans_type IN (4, 28, -10) AND f.trans_status = 'succ') AS "__wdrl_amt", countIf(f.trans_status = 'reject') AS "__reject_count", sumIf(f.amount_base, f.trans_status = 'reject') AS "__reject_amt", if(isNaN(quantileExactInclusiveIf(0.5)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)), NULL, quantileExactInclusiveIf(0.5)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)) AS "__handle_duration_p50", if(isNaN(quantileExactInclusiveIf(0.9)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)), NULL, quantileExactInclusiveIf(0.9)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)) AS "__handle_duration_p90", if(isNaN(quantileExactInclusiveIf(0.99)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)), NULL, quantileExactInclusiveIf(0.99)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)) AS "__handle_duration_p99"
          FROM "fact_transaction" AS f
          WHERE f.site_id IN ({p3:Int64}, {p4:Int64}, {p5:Int64}) AND f."stat_date" BETWEEN {p6:Date} AND {p7:Date} AND f.trans_type IN ({p1:Int64}, {p2:Int64})
          GROUP BY "__handler_name"
        )
      )
      GROUP BY "handler_name"
    )
  )
) AS res
LIMIT {p8:Int64}
SETTINGS join_use_nulls = 1
-- params: [3,4,1,2,3,"2026-10-23","2026-11-21",100001]
-- finish: {"parts":{"page":[{"field":"order_count","dir":"desc"},{"field":"handler_name","dir":"asc"}],"chart":{"order":[{"field":"dpst_count","dir":"desc"},{"field":"handler_name","dir":"asc"}],"limit":2000,"fields":["handler_name","dpst_count","wdrl_count","reject_count"]}}}
-- instead above 100000 rows: the page and chart statements apart
-- step totals
SELECT *
FROM (
  SELECT *, "reject_count" / nullif("order_count", 0) AS "reject_rate"
  FROM (
    SELECT coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_count", 0) AS "wdrl_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", cur."handle_duration_p50" AS "handle_duration_p50", cur."handle_duration_p90" AS "handle_duration_p90", cur."handle_duration_p99" AS "handle_duration_p99"
    FROM (
      SELECT max("order_count") AS "cur.order_count", max("order_amt") AS "cur.order_amt", max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_count") AS "cur.wdrl_count", max("wdrl_amt") AS "cur.wdrl_amt", max("reject_count") AS "cur.reject_count", max("reject_amt") AS "cur.reject_amt", max("handle_duration_p50") AS "cur.handle_duration_p50", max("handle_duration_p90") AS "cur.handle_duration_p90", max("handle_duration_p99") AS "cur.handle_duration_p99"
      FROM (
        SELECT "__order_count" AS "order_count", "__order_amt" AS "order_amt", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_count" AS "wdrl_count", "__wdrl_amt" AS "wdrl_amt", "__reject_count" AS "reject_count", "__reject_amt" AS "reject_amt", NULL AS "handle_duration_p50", NULL AS "handle_duration_p90", NULL AS "handle_duration_p99", 0 AS "__p"
        FROM (
          SELECT sum(f."order_count") AS "__order_count", sum(f."order_amt") AS "__order_amt", sum(f."dpst_count") AS "__dpst_count", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_count") AS "__wdrl_count", sum(f."wdrl_amt") AS "__wdrl_amt", sum(f."reject_count") AS "__reject_count", sum(f."reject_amt") AS "__reject_amt"
          FROM "rollup_transaction_site_day_provider" AS f
          WHERE f."site_id" IN ({p3:Int64}, {p4:Int64}, {p5:Int64}) AND f.stat_date BETWEEN {p6:Date} AND {p7:Date} AND f."trans_type" IN ({p1:Int64}, {p2:Int64})
        )
        UNION ALL
        SELECT NULL AS "order_count", NULL AS "order_amt", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "wdrl_count", NULL AS "wdrl_amt", NULL AS "reject_count", NULL AS "reject_amt", "__handle_duration_p50" AS "handle_duration_p50", "__handle_duration_p90" AS "handle_duration_p90", "__handle_duration_p99" AS "handle_duration_p99", 0 AS "__p"
        FROM (
          SELECT if(isNaN(quantileExactInclusiveIf(0.5)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)), NULL, quantileExactInclusiveIf(0.5)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)) AS "__handle_duration_p50", if(isNaN(quantileExactInclusiveIf(0.9)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)), NULL, quantileExactInclusiveIf(0.9)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)) AS "__handle_duration_p90", if(isNaN(quantileExactInclusiveIf(0.99)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)), NULL, quantileExactInclusiveIf(0.99)(toFloat64((f.finish_time_epoch_ms - f.order_time_epoch_ms) / 1000), f.finish_time IS NOT NULL)) AS "__handle_duration_p99"
          FROM "fact_transaction" AS f
          WHERE f.site_id IN ({p10:Int64}, {p11:Int64}, {p12:Int64}) AND f."stat_date" BETWEEN {p13:Date} AND {p14:Date} AND f.trans_type IN ({p8:Int64}, {p9:Int64})
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: [3,4,1,2,3,"2026-10-23","2026-11-21",3,4,1,2,3,"2026-10-23","2026-11-21"]
-- finish: {"cap":1000000}