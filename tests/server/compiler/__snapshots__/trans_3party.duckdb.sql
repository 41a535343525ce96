-- trans_3party: sources rollup_transaction_site_day_provider, fact_transaction
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."pay_3party_name" AS "pay_3party_name", f."pay_method_code" AS "pay_method_code", f."provider_method" AS "provider_method", sum(f."order_count") AS "order_count", sum(f."order_amt") AS "order_amt", sum(f."submit_count") AS "submit_count", sum(f."reject_count") AS "reject_count", sum(f."reject_amt") AS "reject_amt", sum(f."succ_count") AS "succ_count", sum(f."succ_amt") AS "succ_amt", sum(f."fail_count") AS "fail_count", sum(f."fail_amt") AS "fail_amt", sum(f."finished_count") AS "finished_count"
  FROM "rollup_transaction_site_day_provider" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4 AND f."trans_type" IN ($5, $6)
  GROUP BY ALL
),
cur_1 AS (
  SELECT p."pay_3party_name", p."pay_method_code", p."pay_3party_name" || ' · ' || p."pay_method_code" AS "provider_method", p."duration_p50", p."duration_p90", p."duration_p99"
  FROM (
    SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "duration_p50", "__quantiles_0"[2] AS "duration_p90", "__quantiles_0"[3] AS "duration_p99"
    FROM (
      SELECT f.pay_3party_name AS "pay_3party_name", f.pay_method_code AS "pay_method_code", quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "__quantiles_0"
      FROM "fact_transaction" f
      WHERE f.site_id IN ($7) AND f."stat_date" BETWEEN $8::DATE AND $9::DATE AND f.site_id = $10 AND f.trans_type IN ($11, $12)
      GROUP BY ALL
    )
  ) p
),
cur AS (
  SELECT "pay_3party_name", "pay_method_code", "provider_method", max("order_count") AS "order_count", max("order_amt") AS "order_amt", max("submit_count") AS "submit_count", max("reject_count") AS "reject_count", max("reject_amt") AS "reject_amt", max("succ_count") AS "succ_count", max("succ_amt") AS "succ_amt", max("fail_count") AS "fail_count", max("fail_amt") AS "fail_amt", max("finished_count") AS "finished_count", max("duration_p50") AS "duration_p50", max("duration_p90") AS "duration_p90", max("duration_p99") AS "duration_p99"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."pay_3party_name", cur."pay_method_code", cur."provider_method", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."fail_count", 0) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99"
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
    ORDER BY "order_count" DESC NULLS LAST, "pay_3party_name" ASC, "pay_method_code" ASC, "provider_method" ASC
    LIMIT $13
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "provider_method", "fail_rate", "pay_3party_name", "pay_method_code"
    FROM __res
    ORDER BY "fail_rate" DESC NULLS LAST, "pay_3party_name" ASC, "pay_method_code" ASC, "provider_method" ASC
    LIMIT $14
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "order_count" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "pay_3party_name" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "pay_method_code" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "provider_method" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "fail_rate" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "pay_3party_name" END) ASC, (CASE WHEN __part = 1 THEN "pay_method_code" END) ASC, (CASE WHEN __part = 1 THEN "provider_method" END) ASC
-- params: [1,"2026-10-23","2026-11-21",1,10,-10,1,"2026-10-23","2026-11-21",1,10,-10,100000,20]
-- step totals
WITH cur_0 AS (
  SELECT sum(f."order_count") AS "order_count", sum(f."order_amt") AS "order_amt", sum(f."submit_count") AS "submit_count", sum(f."reject_count") AS "reject_count", sum(f."reject_amt") AS "reject_amt", sum(f."succ_count") AS "succ_count", sum(f."succ_amt") AS "succ_amt", sum(f."fail_count") AS "fail_count", sum(f."fail_amt") AS "fail_amt", sum(f."finished_count") AS "finished_count"
  FROM "rollup_transaction_site_day_provider" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4 AND f."trans_type" IN ($5, $6)
),
cur_1 AS (
  SELECT * EXCLUDE ("__quantiles_0"), "__quantiles_0"[1] AS "duration_p50", "__quantiles_0"[2] AS "duration_p90", "__quantiles_0"[3] AS "duration_p99"
  FROM (
    SELECT quantile_cont(epoch(f.finish_time - f.order_time), [0.5, 0.9, 0.99]) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "__quantiles_0"
    FROM "fact_transaction" f
    WHERE f.site_id IN ($7) AND f."stat_date" BETWEEN $8::DATE AND $9::DATE AND f.site_id = $10 AND f.trans_type IN ($11, $12)
  )
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
),
fig AS (
  SELECT coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."submit_count", 0) AS "submit_count", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."fail_count", 0) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate", cur."duration_p50" AS "duration_p50", cur."duration_p90" AS "duration_p90", cur."duration_p99" AS "duration_p99"
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
-- params: [1,"2026-10-23","2026-11-21",1,10,-10,1,"2026-10-23","2026-11-21",1,10,-10]