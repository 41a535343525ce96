-- service_customer: sources fact_transaction
-- step pageAndChart
WITH cur_0 AS (
  SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "handle_duration_p50", "__quantiles_0"[2] AS "handle_duration_p90", "__quantiles_0"[3] AS "handle_duration_p99"
  FROM (
    SELECT f.handler_name AS "handler_name", count(*) AS "order_count", sum(f.amount_base) AS "order_amt", count(*) FILTER (WHERE f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "dpst_count", sum(f.amount_base) FILTER (WHERE f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "dpst_amt", count(*) FILTER (WHERE f.trans_type IN (4, 28, -10) AND f.trans_status = 'succ') AS "wdrl_count", sum(f.amount_base) FILTER (WHERE f.trans_type IN (4, 28, -10) AND f.trans_status = 'succ') AS "wdrl_amt", count(*) FILTER (WHERE f.trans_status = 'reject') AS "reject_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'reject') AS "reject_amt", quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.finish_time IS NOT NULL) AS "__quantiles_0"
    FROM "fact_transaction" f
    WHERE f.site_id IN ($1, $2, $3) AND f."stat_date" BETWEEN $4::DATE AND $5::DATE AND f.trans_type IN ($6, $7)
    GROUP BY ALL
  )
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT cur."handler_name", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_count", 0) AS "wdrl_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", cur."handle_duration_p50" AS "handle_duration_p50", cur."handle_duration_p90" AS "handle_duration_p90", cur."handle_duration_p99" AS "handle_duration_p99"
  FROM cur
),
res0 AS (
  SELECT "handler_name", "order_count", "order_amt", "dpst_count", "dpst_amt", "wdrl_count", "wdrl_amt", "reject_count", "reject_amt", "handle_duration_p50", "handle_duration_p90", "handle_duration_p99"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "reject_count" / nullif("order_count", 0) AS "reject_rate"
  FROM res1
),
__res AS MATERIALIZED (
  SELECT *
  FROM res
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, count(*) OVER () AS __total
    FROM __res
    ORDER BY "order_count" DESC NULLS LAST, "handler_name" ASC
    LIMIT $8
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "handler_name", "dpst_count", "wdrl_count", "reject_count"
    FROM __res
    ORDER BY "dpst_count" DESC NULLS LAST, "handler_name" ASC
    LIMIT $9
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "order_count" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "handler_name" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "dpst_count" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "handler_name" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21",3,4,100000,2000]
-- step totals
WITH cur_0 AS (
  SELECT sum(f."order_count") AS "order_count", sum(f."order_amt") AS "order_amt", sum(f."dpst_count") AS "dpst_count", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_count") AS "wdrl_count", sum(f."wdrl_amt") AS "wdrl_amt", sum(f."reject_count") AS "reject_count", sum(f."reject_amt") AS "reject_amt"
  FROM "rollup_transaction_site_day_provider" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE AND f."trans_type" IN ($6, $7)
),
cur_1 AS (
  SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "handle_duration_p50", "__quantiles_0"[2] AS "handle_duration_p90", "__quantiles_0"[3] AS "handle_duration_p99"
  FROM (
    SELECT quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.finish_time IS NOT NULL) AS "__quantiles_0"
    FROM "fact_transaction" f
    WHERE f.site_id IN ($8, $9, $10) AND f."stat_date" BETWEEN $11::DATE AND $12::DATE AND f.trans_type IN ($13, $14)
  )
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
),
fig AS (
  SELECT coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_count", 0) AS "wdrl_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", cur."handle_duration_p50" AS "handle_duration_p50", cur."handle_duration_p90" AS "handle_duration_p90", cur."handle_duration_p99" AS "handle_duration_p99"
  FROM cur
),
res0 AS (
  SELECT "order_count", "order_amt", "dpst_count", "dpst_amt", "wdrl_count", "wdrl_amt", "reject_count", "reject_amt", "handle_duration_p50", "handle_duration_p90", "handle_duration_p99"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "reject_count" / nullif("order_count", 0) AS "reject_rate"
  FROM res1
)
SELECT *
FROM res
-- params: [1,2,3,"2026-10-23","2026-11-21",3,4,1,2,3,"2026-10-23","2026-11-21",3,4]