-- service_banking: sources fact_transaction
-- page params: [1,2,3,"2026-10-23","2026-11-21",10,26,28,-10,100000]
WITH cur_0 AS (
  SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "duration_p50", "__quantiles_0"[2] AS "duration_p90", "__quantiles_0"[3] AS "duration_p99"
  FROM (
    SELECT f.pay_3party_name AS "pay_3party_name", count(*) AS "order_count", sum(f.amount_base) AS "order_amt", count(*) FILTER (WHERE f.trans_status = 'reject') AS "reject_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'reject') AS "reject_amt", count(*) FILTER (WHERE f.trans_status IN ('submit', 'succ', 'fail')) AS "submit_count", sum(f.amount_base) FILTER (WHERE f.trans_status IN ('submit', 'succ', 'fail')) AS "submit_amt", count(*) FILTER (WHERE f.trans_status = 'fail') AS "fail_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'fail') AS "fail_amt", count(*) FILTER (WHERE f.trans_status = 'succ') AS "succ_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'succ') AS "succ_amt", count(*) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "finished_count", quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "__quantiles_0"
    FROM "fact_transaction" f
    WHERE f.site_id IN ($1, $2, $3) AND f."stat_date" BETWEEN $4::DATE AND $5::DATE AND f.trans_type IN ($6, $7, $8, $9)
    GROUP BY ALL
  )
),
cur AS (
  SELECT *
  FROM cur_0
),
__all AS MATERIALIZED (
  SELECT cur."pay_3party_name", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."submit_amt", 0) AS "submit_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."finished_count", 0) AS "finished_count", (coalesce(cur."fail_count", 0)) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99"
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
  LIMIT $10
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
)
SELECT *, (
  SELECT count(*)
  FROM __all
) AS __total
FROM __page
ORDER BY "order_count" DESC NULLS LAST, "pay_3party_name" ASC
-- totals
WITH cur_0 AS (
  SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "duration_p50", "__quantiles_0"[2] AS "duration_p90", "__quantiles_0"[3] AS "duration_p99"
  FROM (
    SELECT count(*) AS "order_count", sum(f.amount_base) AS "order_amt", count(*) FILTER (WHERE f.trans_status = 'reject') AS "reject_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'reject') AS "reject_amt", count(*) FILTER (WHERE f.trans_status IN ('submit', 'succ', 'fail')) AS "submit_count", sum(f.amount_base) FILTER (WHERE f.trans_status IN ('submit', 'succ', 'fail')) AS "submit_amt", count(*) FILTER (WHERE f.trans_status = 'fail') AS "fail_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'fail') AS "fail_amt", count(*) FILTER (WHERE f.trans_status = 'succ') AS "succ_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'succ') AS "succ_amt", count(*) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "finished_count", quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "__quantiles_0"
    FROM "fact_transaction" f
    WHERE f.site_id IN ($1, $2, $3) AND f."stat_date" BETWEEN $4::DATE AND $5::DATE AND f.trans_type IN ($6, $7, $8, $9)
  )
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."submit_amt", 0) AS "submit_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."finished_count", 0) AS "finished_count", (coalesce(cur."fail_count", 0)) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99"
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
-- chart
WITH cur_0 AS (
  SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "duration_p50", "__quantiles_0"[2] AS "duration_p90", "__quantiles_0"[3] AS "duration_p99"
  FROM (
    SELECT f.pay_3party_name AS "pay_3party_name", count(*) AS "order_count", sum(f.amount_base) AS "order_amt", count(*) FILTER (WHERE f.trans_status = 'reject') AS "reject_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'reject') AS "reject_amt", count(*) FILTER (WHERE f.trans_status IN ('submit', 'succ', 'fail')) AS "submit_count", sum(f.amount_base) FILTER (WHERE f.trans_status IN ('submit', 'succ', 'fail')) AS "submit_amt", count(*) FILTER (WHERE f.trans_status = 'fail') AS "fail_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'fail') AS "fail_amt", count(*) FILTER (WHERE f.trans_status = 'succ') AS "succ_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'succ') AS "succ_amt", count(*) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "finished_count", quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "__quantiles_0"
    FROM "fact_transaction" f
    WHERE f.site_id IN ($1, $2, $3) AND f."stat_date" BETWEEN $4::DATE AND $5::DATE AND f.trans_type IN ($6, $7, $8, $9)
    GROUP BY ALL
  )
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT cur."pay_3party_name", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."submit_amt", 0) AS "submit_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."finished_count", 0) AS "finished_count", (coalesce(cur."fail_count", 0)) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99"
  FROM cur
),
res0 AS (
  SELECT "pay_3party_name", "order_count", "order_amt", "reject_count", "reject_amt", "submit_count", "submit_amt", "fail_count", "fail_amt", "succ_count", "succ_amt", "finished_count", "fail_rate", "duration_p50", "duration_p90", "duration_p99"
  FROM fig
),
res1 AS (
  SELECT *, "order_count" / nullif(sum("order_count") OVER (), 0) AS "order_count_share"
  FROM res0
),
res AS (
  SELECT *
  FROM res1
)
SELECT "pay_3party_name", "duration_p50", "duration_p90", "duration_p99"
FROM res
ORDER BY "duration_p50" DESC NULLS LAST, "pay_3party_name" ASC
LIMIT $10