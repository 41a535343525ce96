-- trans_recap: sources fact_transaction
-- page params: [1,"2026-10-23","2026-11-21",1,3,4,10,26,28,-10,100000]
WITH cur_0 AS (
  SELECT f.trans_type AS "trans_type", count(DISTINCT f.member_id) AS "trans_dau", count(*) AS "order_count", sum(f.amount_base) AS "order_amt", count(*) FILTER (WHERE f.trans_status = 'succ') AS "succ_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'succ') AS "succ_amt", count(*) FILTER (WHERE f.trans_status = 'fail') AS "fail_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'fail') AS "fail_amt", count(*) FILTER (WHERE f.trans_status = 'reject') AS "reject_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'reject') AS "reject_amt", count(*) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "finished_count"
  FROM "fact_transaction" f
  WHERE f.site_id IN ($1) AND f."stat_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4 AND f.trans_type IN ($5, $6, $7, $8, $9, $10)
  GROUP BY ALL
),
cur AS (
  SELECT *
  FROM cur_0
),
__all AS MATERIALIZED (
  SELECT cur."trans_type", coalesce(cur."trans_dau", 0) AS "trans_dau", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."finished_count", 0) AS "finished_count", (coalesce(cur."fail_count", 0)) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate"
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
  LIMIT $11
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
  SELECT *, ("succ_count") / nullif("order_count", 0) AS "succ_rate"
  FROM __page_1
)
SELECT *, (
  SELECT count(*)
  FROM __all
) AS __total
FROM __page
ORDER BY "order_amt" DESC NULLS LAST, "trans_type" ASC
-- totals
WITH cur_0 AS (
  SELECT count(DISTINCT f.member_id) AS "trans_dau", count(*) AS "order_count", sum(f.amount_base) AS "order_amt", count(*) FILTER (WHERE f.trans_status = 'succ') AS "succ_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'succ') AS "succ_amt", count(*) FILTER (WHERE f.trans_status = 'fail') AS "fail_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'fail') AS "fail_amt", count(*) FILTER (WHERE f.trans_status = 'reject') AS "reject_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'reject') AS "reject_amt", count(*) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "finished_count"
  FROM "fact_transaction" f
  WHERE f.site_id IN ($1) AND f."stat_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4 AND f.trans_type IN ($5, $6, $7, $8, $9, $10)
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT coalesce(cur."trans_dau", 0) AS "trans_dau", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."finished_count", 0) AS "finished_count", (coalesce(cur."fail_count", 0)) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate"
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
  SELECT *, ("succ_count") / nullif("order_count", 0) AS "succ_rate"
  FROM res1
)
SELECT *
FROM res
-- chart
WITH cur_0 AS (
  SELECT f.trans_type AS "trans_type", count(DISTINCT f.member_id) AS "trans_dau", count(*) AS "order_count", sum(f.amount_base) AS "order_amt", count(*) FILTER (WHERE f.trans_status = 'succ') AS "succ_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'succ') AS "succ_amt", count(*) FILTER (WHERE f.trans_status = 'fail') AS "fail_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'fail') AS "fail_amt", count(*) FILTER (WHERE f.trans_status = 'reject') AS "reject_count", sum(f.amount_base) FILTER (WHERE f.trans_status = 'reject') AS "reject_amt", count(*) FILTER (WHERE f.trans_status IN ('succ', 'fail')) AS "finished_count"
  FROM "fact_transaction" f
  WHERE f.site_id IN ($1) AND f."stat_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4 AND f.trans_type IN ($5, $6, $7, $8, $9, $10)
  GROUP BY ALL
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT cur."trans_type", coalesce(cur."trans_dau", 0) AS "trans_dau", coalesce(cur."order_count", 0) AS "order_count", coalesce(cur."order_amt", 0) AS "order_amt", coalesce(cur."succ_count", 0) AS "succ_count", coalesce(cur."succ_amt", 0) AS "succ_amt", coalesce(cur."fail_count", 0) AS "fail_count", coalesce(cur."fail_amt", 0) AS "fail_amt", coalesce(cur."reject_count", 0) AS "reject_count", coalesce(cur."reject_amt", 0) AS "reject_amt", coalesce(cur."finished_count", 0) AS "finished_count", (coalesce(cur."fail_count", 0)) / nullif(coalesce(cur."finished_count", 0), 0) AS "fail_rate"
  FROM cur
),
res0 AS (
  SELECT "trans_type", "trans_dau", "order_count", "order_amt", "succ_count", "succ_amt", "fail_count", "fail_amt", "reject_count", "reject_amt", "finished_count", "fail_rate"
  FROM fig
),
res1 AS (
  SELECT *, "succ_amt" / nullif(sum("succ_amt") OVER (), 0) AS "succ_amt_share"
  FROM res0
),
res AS (
  SELECT *, ("succ_count") / nullif("order_count", 0) AS "succ_rate"
  FROM res1
)
SELECT "trans_type", "succ_amt", "fail_amt", "reject_amt"
FROM res
ORDER BY "succ_amt" DESC NULLS LAST, "trans_type" ASC
LIMIT $11