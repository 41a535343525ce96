-- service_banking: sources rollup_transaction_site_day_provider, fact_transaction
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."pay_3party_name" AS "pay_3party_name", sum(f."order_count") AS "order_count", sum(f."order_amt") AS "order_amt", sum(f."reject_count") AS "reject_count", sum(f."reject_amt") AS "reject_amt", sum(f."submit_count") AS "submit_count", sum(f."submit_amt") AS "submit_amt", sum(f."fail_count") AS "fail_count", sum(f."fail_amt") AS "fail_amt", sum(f."succ_count") AS "succ_count", sum(f."succ_amt") AS "succ_amt", sum(f."finished_count") AS "finished_count"
  FROM "rollup_transaction_site_day_provider" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE AND f."trans_type" IN ($6, $7, $8, $9)
  GROUP BY ALL
),
cur_1 AS (
  SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "duration_p50", "__quantiles_0"[2] AS "duration_p90", "__quantiles_0"[3] AS "duration_p99"
  FROM (
    SELECT f.pay_3party_name AS "pay_3party_name", quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "__quantiles_0"
    FROM "fact_transaction" f
    WHERE f.site_id IN ($10, $11, $12) AND f."stat_date" BETWEEN $13::DATE AND $14::DATE AND f.trans_type IN ($15, $16, $17, $18)
    GROUP BY ALL
  )
),
cur AS (
  SELECT "pay_3party_name", max("order_count") AS "order_count", max("order_amt") AS "order_amt", max("reject_count") AS "reject_count", max("reject_amt") AS "reject_amt", max("submit_count") AS "submit_count", max("submit_amt") AS "submit_amt", max("fail_count") AS "fail_count", max("fail_amt") AS "fail_amt", max("succ_count") AS "succ_count", max("succ_amt") AS "succ_amt", max("finished_count") AS "finished_count", max("duration_p50") AS "duration_p50", max("duration_p90") AS "duration_p90", max("duration_p99") AS "duration_p99"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
  )
  GROUP BY ALL
),
__all AS MATERIALIZED (
  SELECT cur."pay_3party_name", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."submit_amt", 0) AS "submit_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."finished_count", 0) AS "finished_count", coalesce(cur."fail_count", 0) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99"
  FROM cur
),
__all_figures AS (
  SELECT "pay_3party_name", "order_count", "order_amt", "reject_count", "reject_amt", "submit_count", "submit_amt", "fail_count", "fail_amt", "succ_count", "succ_amt", "finished_count", "fail_rate", "duration_p50", "duration_p90", "duration_p99"
  FROM __all
),
__page_rows AS (
  SELECT *
  FROM __all
  ORDER BY "order_count" DESC NULLS LAST, "pay_3party_name" ASC
  LIMIT $19
),
__page_f AS (
  SELECT "pay_3party_name", "order_count", "order_amt", "reject_count", "reject_amt", "submit_count", "submit_amt", "fail_count", "fail_amt", "succ_count", "succ_amt", "finished_count", "fail_rate", "duration_p50", "duration_p90", "duration_p99"
  FROM __page_rows
),
__page_0 AS (
  SELECT cur."pay_3party_name", cur.* EXCLUDE ("pay_3party_name")
  FROM __page_f cur
),
__page_shares AS (
  SELECT "pay_3party_name", "order_count" / nullif(sum("order_count") OVER (), 0) AS "order_count_share"
  FROM (
    SELECT "pay_3party_name", "order_count"
    FROM __all
  )
),
__page_1 AS (
  SELECT r.*, __page_shares."order_count_share"
  FROM __page_0 r
  LEFT JOIN __page_shares ON r."pay_3party_name" IS NOT DISTINCT
  FROM __page_shares."pay_3party_name"
),
__page AS (
  SELECT *
  FROM __page_1
),
__chart_rows AS (
  SELECT *
  FROM __all
  ORDER BY "duration_p50" DESC NULLS LAST, "pay_3party_name" ASC
  LIMIT $20
),
__chart_f AS (
  SELECT "pay_3party_name", "order_count", "order_amt", "reject_count", "reject_amt", "submit_count", "submit_amt", "fail_count", "fail_amt", "succ_count", "succ_amt", "finished_count", "fail_rate", "duration_p50", "duration_p90", "duration_p99"
  FROM __chart_rows
),
__chart AS (
  SELECT cur."pay_3party_name", cur.* EXCLUDE ("pay_3party_name")
  FROM __chart_f cur
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, (
      SELECT count(*)
      FROM __all
    ) AS __total
    FROM __page
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "pay_3party_name", "duration_p50", "duration_p90", "duration_p99"
    FROM __chart
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "order_count" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "pay_3party_name" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "duration_p50" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "pay_3party_name" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21",10,26,28,-10,1,2,3,"2026-10-23","2026-11-21",10,26,28,-10,100000,2000]
-- step totals
WITH cur_0 AS (
  SELECT sum(f."order_count") AS "order_count", sum(f."order_amt") AS "order_amt", sum(f."reject_count") AS "reject_count", sum(f."reject_amt") AS "reject_amt", sum(f."submit_count") AS "submit_count", sum(f."submit_amt") AS "submit_amt", sum(f."fail_count") AS "fail_count", sum(f."fail_amt") AS "fail_amt", sum(f."succ_count") AS "succ_count", sum(f."succ_amt") AS "succ_amt", sum(f."finished_count") AS "finished_count"
  FROM "rollup_transaction_site_day_provider" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE AND f."trans_type" IN ($6, $7, $8, $9)
),
cur_1 AS (
  SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "duration_p50", "__quantiles_0"[2] AS "duration_p90", "__quantiles_0"[3] AS "duration_p99"
  FROM (
    SELECT quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "__quantiles_0"
    FROM "fact_transaction" f
    WHERE f.site_id IN ($10, $11, $12) AND f."stat_date" BETWEEN $13::DATE AND $14::DATE AND f.trans_type IN ($15, $16, $17, $18)
  )
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
),
fig AS (
  SELECT coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."submit_amt", 0) AS "submit_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."finished_count", 0) AS "finished_count", coalesce(cur."fail_count", 0) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99"
  FROM cur
),
res0 AS (
  SELECT "order_count", "order_amt", "reject_count", "reject_amt", "submit_count", "submit_amt", "fail_count", "fail_amt", "succ_count", "succ_amt", "finished_count", "fail_rate", "duration_p50", "duration_p90", "duration_p99"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *
  FROM res1
)
SELECT *
FROM res
-- params: [1,2,3,"2026-10-23","2026-11-21",10,26,28,-10,1,2,3,"2026-10-23","2026-11-21",10,26,28,-10]