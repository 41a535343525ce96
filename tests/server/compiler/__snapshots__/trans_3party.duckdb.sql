-- trans_3party: sources fact_transaction
-- page params: [1,"2026-10-23","2026-11-21",1,10,-10,100000]
WITH cur_0 AS (
  SELECT p."pay_3party_name", p."pay_method_code", p."pay_3party_name" || ' · ' || p."pay_method_code" AS "provider_method", p."order_count", p."order_amt", p."submit_count", p."reject_count", p."reject_amt", p."succ_count", p."succ_amt", p."fail_count", p."fail_amt", p."finished_count", p."duration_p50", p."duration_p90", p."duration_p99"
  FROM (
    SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "duration_p50", "__quantiles_0"[2] AS "duration_p90", "__quantiles_0"[3] AS "duration_p99"
    FROM (
      SELECT f.pay_3party_name AS "pay_3party_name", f.pay_method_code AS "pay_method_code", count(*) AS "order_count", sum(f.amount_base) AS "order_amt", count(*) FILTER (WHERE f.trans_status IN ('submit', 'succ', 'fail')) AS "submit_count", count(*) FILTER (WHERE f.trans_status = 'reject') AS "reject_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'reject') AS "reject_amt", count(*) FILTER (WHERE f.trans_status = 'succ') AS "succ_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'succ') AS "succ_amt", count(*) FILTER (WHERE f.trans_status = 'fail') AS "fail_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'fail') AS "fail_amt", count(*) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "finished_count", quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "__quantiles_0"
      FROM "fact_transaction" f
      WHERE f.site_id IN ($1) AND f."stat_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4 AND f.trans_type IN ($5, $6)
      GROUP BY ALL
    )
  ) p
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT cur."pay_3party_name", cur."pay_method_code", cur."provider_method", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", (coalesce(cur."fail_count", 0)) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99"
  FROM cur
),
res0 AS (
  SELECT "pay_3party_name", "pay_method_code", "provider_method", "order_count", "order_amt", "submit_count", "reject_count", "reject_amt", "succ_count", "succ_amt", "fail_count", "fail_amt", "fail_rate", "duration_p50", "duration_p90", "duration_p99"
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
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "order_count" DESC NULLS LAST, "pay_3party_name" ASC, "pay_method_code" ASC, "provider_method" ASC
LIMIT $7
-- totals
WITH cur_0 AS (
  SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "duration_p50", "__quantiles_0"[2] AS "duration_p90", "__quantiles_0"[3] AS "duration_p99"
  FROM (
    SELECT count(*) AS "order_count", sum(f.amount_base) AS "order_amt", count(*) FILTER (WHERE f.trans_status IN ('submit', 'succ', 'fail')) AS "submit_count", count(*) FILTER (WHERE f.trans_status = 'reject') AS "reject_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'reject') AS "reject_amt", count(*) FILTER (WHERE f.trans_status = 'succ') AS "succ_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'succ') AS "succ_amt", count(*) FILTER (WHERE f.trans_status = 'fail') AS "fail_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'fail') AS "fail_amt", count(*) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "finished_count", quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "__quantiles_0"
    FROM "fact_transaction" f
    WHERE f.site_id IN ($1) AND f."stat_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4 AND f.trans_type IN ($5, $6)
  )
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", (coalesce(cur."fail_count", 0)) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99"
  FROM cur
),
res0 AS (
  SELECT "order_count", "order_amt", "submit_count", "reject_count", "reject_amt", "succ_count", "succ_amt", "fail_count", "fail_amt", "fail_rate", "duration_p50", "duration_p90", "duration_p99"
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
  SELECT p."pay_3party_name", p."pay_method_code", p."pay_3party_name" || ' · ' || p."pay_method_code" AS "provider_method", p."order_count", p."order_amt", p."submit_count", p."reject_count", p."reject_amt", p."succ_count", p."succ_amt", p."fail_count", p."fail_amt", p."finished_count", p."duration_p50", p."duration_p90", p."duration_p99"
  FROM (
    SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "duration_p50", "__quantiles_0"[2] AS "duration_p90", "__quantiles_0"[3] AS "duration_p99"
    FROM (
      SELECT f.pay_3party_name AS "pay_3party_name", f.pay_method_code AS "pay_method_code", count(*) AS "order_count", sum(f.amount_base) AS "order_amt", count(*) FILTER (WHERE f.trans_status IN ('submit', 'succ', 'fail')) AS "submit_count", count(*) FILTER (WHERE f.trans_status = 'reject') AS "reject_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'reject') AS "reject_amt", count(*) FILTER (WHERE f.trans_status = 'succ') AS "succ_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'succ') AS "succ_amt", count(*) FILTER (WHERE f.trans_status = 'fail') AS "fail_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'fail') AS "fail_amt", count(*) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "finished_count", quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "__quantiles_0"
      FROM "fact_transaction" f
      WHERE f.site_id IN ($1) AND f."stat_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4 AND f.trans_type IN ($5, $6)
      GROUP BY ALL
    )
  ) p
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT cur."pay_3party_name", cur."pay_method_code", cur."provider_method", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", (coalesce(cur."fail_count", 0)) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99"
  FROM cur
),
res0 AS (
  SELECT "pay_3party_name", "pay_method_code", "provider_method", "order_count", "order_amt", "submit_count", "reject_count", "reject_amt", "succ_count", "succ_amt", "fail_count", "fail_amt", "fail_rate", "duration_p50", "duration_p90", "duration_p99"
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
SELECT "provider_method", "fail_rate"
FROM res
ORDER BY "fail_rate" DESC NULLS LAST, "pay_3party_name" ASC, "pay_method_code" ASC, "provider_method" ASC
LIMIT $7