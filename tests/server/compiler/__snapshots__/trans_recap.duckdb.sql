-- trans_recap: sources rollup_transaction_site_day_provider, fact_transaction
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."trans_type" AS "trans_type", sum(f."order_count") AS "order_count", sum(f."order_amt") AS "order_amt", sum(f."succ_count") AS "succ_count", sum(f."succ_amt") AS "succ_amt", sum(f."fail_count") AS "fail_count", sum(f."fail_amt") AS "fail_amt", sum(f."reject_count") AS "reject_count", sum(f."reject_amt") AS "reject_amt", sum(f."finished_count") AS "finished_count"
  FROM "rollup_transaction_site_day_provider" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4 AND f."trans_type" IN ($5, $6, $7, $8, $9, $10)
  GROUP BY ALL
),
cur_1 AS (
  SELECT f.trans_type AS "trans_type", count(DISTINCT f.member_id) AS "trans_dau"
  FROM "fact_transaction" f
  WHERE f.site_id IN ($11) AND f."stat_date" BETWEEN $12::DATE AND $13::DATE AND f.site_id = $14 AND f.trans_type IN ($15, $16, $17, $18, $19, $20)
  GROUP BY ALL
),
cur AS (
  SELECT "trans_type", max("order_count") AS "order_count", max("order_amt") AS "order_amt", max("succ_count") AS "succ_count", max("succ_amt") AS "succ_amt", max("fail_count") AS "fail_count", max("fail_amt") AS "fail_amt", max("reject_count") AS "reject_count", max("reject_amt") AS "reject_amt", max("finished_count") AS "finished_count", max("trans_dau") AS "trans_dau"
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
  SELECT cur."trans_type", coalesce(cur."trans_dau", 0) AS "trans_dau", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."finished_count", 0) AS "finished_count", coalesce(cur."fail_count", 0) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate"
  FROM cur
),
__all_figures AS (
  SELECT "trans_type", "trans_dau", "order_count", "order_amt", "succ_count", "succ_amt", "fail_count", "fail_amt", "reject_count", "reject_amt", "finished_count", "fail_rate"
  FROM __all
),
__page_rows AS (
  SELECT *
  FROM __all
  ORDER BY "order_amt" DESC NULLS LAST, "trans_type" ASC
  LIMIT $21
),
__page_f AS (
  SELECT "trans_type", "trans_dau", "order_count", "order_amt", "succ_count", "succ_amt", "fail_count", "fail_amt", "reject_count", "reject_amt", "finished_count", "fail_rate"
  FROM __page_rows
),
__page_0 AS (
  SELECT cur."trans_type", cur.* EXCLUDE ("trans_type")
  FROM __page_f cur
),
__page_shares AS (
  SELECT "trans_type", "succ_amt" / nullif(sum("succ_amt") OVER (), 0) AS "succ_amt_share"
  FROM (
    SELECT "trans_type", "succ_amt"
    FROM __all
  )
),
__page_1 AS (
  SELECT r.*, __page_shares."succ_amt_share"
  FROM __page_0 r
  LEFT JOIN __page_shares ON r."trans_type" IS NOT DISTINCT
  FROM __page_shares."trans_type"
),
__page AS (
  SELECT *, "succ_count" / nullif("order_count", 0) AS "succ_rate"
  FROM __page_1
),
__chart_rows AS (
  SELECT *
  FROM __all
  ORDER BY "succ_amt" DESC NULLS LAST, "trans_type" ASC
  LIMIT $22
),
__chart_f AS (
  SELECT "trans_type", "trans_dau", "order_count", "order_amt", "succ_count", "succ_amt", "fail_count", "fail_amt", "reject_count", "reject_amt", "finished_count", "fail_rate"
  FROM __chart_rows
),
__chart AS (
  SELECT cur."trans_type", cur.* EXCLUDE ("trans_type")
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
    SELECT "trans_type", "succ_amt", "fail_amt", "reject_amt"
    FROM __chart
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "order_amt" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "trans_type" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "succ_amt" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "trans_type" END) ASC
-- params: [1,"2026-10-23","2026-11-21",1,3,4,10,26,28,-10,1,"2026-10-23","2026-11-21",1,3,4,10,26,28,-10,100000,2000]
-- step totals
WITH cur_0 AS (
  SELECT sum(f."order_count") AS "order_count", sum(f."order_amt") AS "order_amt", sum(f."succ_count") AS "succ_count", sum(f."succ_amt") AS "succ_amt", sum(f."fail_count") AS "fail_count", sum(f."fail_amt") AS "fail_amt", sum(f."reject_count") AS "reject_count", sum(f."reject_amt") AS "reject_amt", sum(f."finished_count") AS "finished_count"
  FROM "rollup_transaction_site_day_provider" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4 AND f."trans_type" IN ($5, $6, $7, $8, $9, $10)
),
cur_1 AS (
  SELECT count(DISTINCT f.member_id) AS "trans_dau"
  FROM "fact_transaction" f
  WHERE f.site_id IN ($11) AND f."stat_date" BETWEEN $12::DATE AND $13::DATE AND f.site_id = $14 AND f.trans_type IN ($15, $16, $17, $18, $19, $20)
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
),
fig AS (
  SELECT coalesce(cur."trans_dau", 0) AS "trans_dau", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."finished_count", 0) AS "finished_count", coalesce(cur."fail_count", 0) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate"
  FROM cur
),
res0 AS (
  SELECT "trans_dau", "order_count", "order_amt", "succ_count", "succ_amt", "fail_count", "fail_amt", "reject_count", "reject_amt", "finished_count", "fail_rate"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "succ_count" / nullif("order_count", 0) AS "succ_rate"
  FROM res1
)
SELECT *
FROM res
-- params: [1,"2026-10-23","2026-11-21",1,3,4,10,26,28,-10,1,"2026-10-23","2026-11-21",1,3,4,10,26,28,-10]