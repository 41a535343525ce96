-- member_deposit: sources rollup_transaction_site_day, fact_transaction, rollup_first_deposit_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.stat_date AS stat_date, sum(f."dpst_dau") AS "dpst_dau", sum(f."dpst_count") AS "dpst_count", sum(f."dpst_amt") AS "dpst_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."stat_date" AS stat_date, count(DISTINCT CASE WHEN f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ' THEN f.stat_date END) AS "dpst_days", quantile_cont(f.amount_base, 0.5) FILTER (WHERE f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "dpst_amt_p50", quantile_cont(f.amount_base, 0.9) FILTER (WHERE f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "dpst_amt_p90", quantile_cont(f.amount_base, 0.99) FILTER (WHERE f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "dpst_amt_p99"
  FROM "fact_transaction" f
  WHERE f.site_id IN ($6, $7, $8) AND f."stat_date" BETWEEN $9::DATE AND $10::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f.stat_date AS stat_date, sum(f."first_dpst_dau") AS "first_dpst_dau"
  FROM "rollup_first_deposit_site_day" f
  WHERE f."site_id" IN ($11, $12, $13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "stat_date", max("dpst_dau") AS "dpst_dau", max("dpst_count") AS "dpst_count", max("dpst_amt") AS "dpst_amt", max("dpst_days") AS "dpst_days", max("dpst_amt_p50") AS "dpst_amt_p50", max("dpst_amt_p90") AS "dpst_amt_p90", max("dpst_amt_p99") AS "dpst_amt_p99", max("first_dpst_dau") AS "first_dpst_dau"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
    UNION ALL BY NAME
    SELECT *
    FROM cur_2
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."stat_date", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_dau", 0), 0) AS "dpst_amt_per_user", coalesce(cur."dpst_count", 0) / nullif(coalesce(cur."dpst_dau", 0), 0) AS "dpst_count_per_user", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_count", 0), 0) AS "dpst_amt_per_count", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_days", 0), 0) AS "dpst_amt_per_day", cur."dpst_amt_p50" AS "dpst_amt_p50", cur."dpst_amt_p90" AS "dpst_amt_p90", cur."dpst_amt_p99" AS "dpst_amt_p99"
  FROM cur
),
res0 AS (
  SELECT "stat_date", "dpst_dau", "first_dpst_dau", "dpst_count", "dpst_amt", "dpst_amt_per_user", "dpst_count_per_user", "dpst_amt_per_count", "dpst_amt_per_day", "dpst_amt_p50", "dpst_amt_p90", "dpst_amt_p99"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "dpst_dau" - "first_dpst_dau" AS "repeat_dpst_dau"
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
    ORDER BY "stat_date" DESC NULLS LAST
    LIMIT $16
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "stat_date", "first_dpst_dau", "repeat_dpst_dau"
    FROM __res
    ORDER BY "stat_date" ASC
    LIMIT $17
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "stat_date" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "stat_date" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",100000,2000]
-- step totals
WITH cur_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $1::DATE THEN (f."dpst_dau" & $2) <> 0 WHEN $3::DATE THEN (f."dpst_dau" & $4) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($5, $6, $7) AND f.month BETWEEN $8::DATE AND $9::DATE
),
cur_1 AS (
  SELECT sum(f."dpst_count") AS "dpst_count", sum(f."dpst_amt") AS "dpst_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($10, $11, $12) AND f.stat_date BETWEEN $13::DATE AND $14::DATE
),
cur_2 AS (
  SELECT count(DISTINCT CASE WHEN f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ' THEN f.stat_date END) AS "dpst_days", quantile_cont(f.amount_base, 0.5) FILTER (WHERE f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "dpst_amt_p50", quantile_cont(f.amount_base, 0.9) FILTER (WHERE f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "dpst_amt_p90", quantile_cont(f.amount_base, 0.99) FILTER (WHERE f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ') AS "dpst_amt_p99"
  FROM "fact_transaction" f
  WHERE f.site_id IN ($15, $16, $17) AND f."stat_date" BETWEEN $18::DATE AND $19::DATE
),
cur_3 AS (
  SELECT sum(f."first_dpst_dau") AS "first_dpst_dau"
  FROM "rollup_first_deposit_site_day" f
  WHERE f."site_id" IN ($20, $21, $22) AND f.stat_date BETWEEN $23::DATE AND $24::DATE
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
  CROSS JOIN cur_2
  CROSS JOIN cur_3
),
fig AS (
  SELECT coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_dau", 0), 0) AS "dpst_amt_per_user", coalesce(cur."dpst_count", 0) / nullif(coalesce(cur."dpst_dau", 0), 0) AS "dpst_count_per_user", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_count", 0), 0) AS "dpst_amt_per_count", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_days", 0), 0) AS "dpst_amt_per_day", cur."dpst_amt_p50" AS "dpst_amt_p50", cur."dpst_amt_p90" AS "dpst_amt_p90", cur."dpst_amt_p99" AS "dpst_amt_p99"
  FROM cur
),
res0 AS (
  SELECT "dpst_dau", "first_dpst_dau", "dpst_count", "dpst_amt", "dpst_amt_per_user", "dpst_count_per_user", "dpst_amt_per_count", "dpst_amt_per_day", "dpst_amt_p50", "dpst_amt_p90", "dpst_amt_p99"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "dpst_dau" - "first_dpst_dau" AS "repeat_dpst_dau"
  FROM res1
)
SELECT *
FROM res
-- params: ["2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21"]