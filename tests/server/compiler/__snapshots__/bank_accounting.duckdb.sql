-- bank_accounting: sources rollup_transaction_site_day_provider
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."pay_method" AS "pay_method", f.stat_date AS stat_date, sum(f."dpst_count") AS "dpst_count", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_count") AS "wdrl_count", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day_provider" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT cur."pay_method", cur."stat_date", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_count", 0) AS "wdrl_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt"
  FROM cur
),
res0 AS (
  SELECT "pay_method", "stat_date", "dpst_count", "dpst_amt", "wdrl_count", "wdrl_amt"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res2 AS (
  SELECT *, "dpst_amt" - "wdrl_amt" AS "net_flow"
  FROM res1
),
res AS (
  SELECT *, sum("net_flow") OVER (PARTITION BY "pay_method" ORDER BY "stat_date" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS "net_flow_running"
  FROM res2
),
__res AS MATERIALIZED (
  SELECT *
  FROM res
),
__totals_fig AS (
  SELECT coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_count", 0) AS "wdrl_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt"
  FROM (
    SELECT *
    FROM (
      SELECT sum("dpst_count") AS "dpst_count", sum("dpst_amt") AS "dpst_amt", sum("wdrl_count") AS "wdrl_count", sum("wdrl_amt") AS "wdrl_amt"
      FROM cur
    )
  ) cur
),
__totals0 AS (
  SELECT "dpst_count", "dpst_amt", "wdrl_count", "wdrl_amt"
  FROM __totals_fig
),
__totals1 AS (
  SELECT *
  FROM __totals0
),
__totals2 AS (
  SELECT *, "dpst_amt" - "wdrl_amt" AS "net_flow"
  FROM __totals1
),
__totals AS (
  SELECT *, "net_flow" AS "net_flow_running"
  FROM __totals2
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, count(*) OVER () AS __total
    FROM __res
    ORDER BY "stat_date" DESC NULLS LAST, "dpst_amt" DESC NULLS LAST, "pay_method" ASC
    LIMIT $6 OFFSET $7
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "stat_date", "pay_method", "net_flow_running"
    FROM __res
    ORDER BY "stat_date" ASC, "pay_method" ASC
    LIMIT $8
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "stat_date" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "dpst_amt" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "pay_method" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "stat_date" END) ASC, (CASE WHEN __part = 1 THEN "pay_method" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21",50,0,40000]