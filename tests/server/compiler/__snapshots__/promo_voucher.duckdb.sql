-- promo_voucher: sources fact_voucher
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.promo_id AS "promo_id", count(*) AS "voucher_count", count(DISTINCT f.member_id) AS "voucher_dau", sum(f.amount_base) AS "voucher_amt", count(*) FILTER (WHERE f.redeem_date IS NOT NULL) AS "voucher_redeem_count", sum(f.amount_base) FILTER (WHERE f.redeem_date IS NOT NULL) AS "voucher_redeem_amt", sum(datediff('day', f.issue_date, f.redeem_date)) FILTER (WHERE f.redeem_date IS NOT NULL) AS "voucher_redeem_days_sum"
  FROM "fact_voucher" f
  WHERE f.site_id IN ($1) AND f."issue_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4
  GROUP BY ALL
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT cur."promo_id", promo.promo_name AS "promo_name", promo.promo_sub_type AS "promo_sub_type", promo.promo_date_start AS "promo_date_start", promo.promo_date_end AS "promo_date_end", coalesce(cur."voucher_count", 0) AS "voucher_count", coalesce(cur."voucher_dau", 0) AS "voucher_dau", coalesce(cur."voucher_amt", 0) AS "voucher_amt", coalesce(cur."voucher_redeem_count", 0) AS "voucher_redeem_count", coalesce(cur."voucher_redeem_amt", 0) AS "voucher_redeem_amt", coalesce(cur."voucher_redeem_count", 0) / nullif(coalesce(cur."voucher_count", 0), 0) AS "voucher_redeem_rate", coalesce(cur."voucher_redeem_days_sum", 0) / nullif(coalesce(cur."voucher_redeem_count", 0), 0) AS "voucher_redeem_days"
  FROM cur
  LEFT JOIN "dim_promo" promo ON promo.promo_id = cur."promo_id"
),
res0 AS (
  SELECT "promo_id", "promo_name", "promo_sub_type", "promo_date_start", "promo_date_end", "voucher_count", "voucher_dau", "voucher_amt", "voucher_redeem_count", "voucher_redeem_amt", "voucher_redeem_rate", "voucher_redeem_days"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "voucher_amt" - "voucher_redeem_amt" AS "voucher_open_amt"
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
    ORDER BY "promo_date_start" DESC NULLS LAST, "promo_id" ASC, "promo_name" ASC, "promo_sub_type" ASC, "promo_date_end" ASC
    LIMIT $5
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "promo_name", "voucher_count", "voucher_redeem_count", "promo_id", "promo_sub_type", "promo_date_start", "promo_date_end"
    FROM __res
    ORDER BY "voucher_count" DESC NULLS LAST, "promo_id" ASC, "promo_name" ASC, "promo_sub_type" ASC, "promo_date_start" ASC, "promo_date_end" ASC
    LIMIT $6
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "promo_date_start" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_id" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_name" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_sub_type" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_date_end" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "voucher_count" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "promo_id" END) ASC, (CASE WHEN __part = 1 THEN "promo_name" END) ASC, (CASE WHEN __part = 1 THEN "promo_sub_type" END) ASC, (CASE WHEN __part = 1 THEN "promo_date_start" END) ASC, (CASE WHEN __part = 1 THEN "promo_date_end" END) ASC
-- params: [1,"2025-11-23","2026-11-22",1,100000,20]
-- step totals
WITH cur_0 AS (
  SELECT count(*) AS "voucher_count", count(DISTINCT f.member_id) AS "voucher_dau", sum(f.amount_base) AS "voucher_amt", count(*) FILTER (WHERE f.redeem_date IS NOT NULL) AS "voucher_redeem_count", sum(f.amount_base) FILTER (WHERE f.redeem_date IS NOT NULL) AS "voucher_redeem_amt", sum(datediff('day', f.issue_date, f.redeem_date)) FILTER (WHERE f.redeem_date IS NOT NULL) AS "voucher_redeem_days_sum"
  FROM "fact_voucher" f
  WHERE f.site_id IN ($1) AND f."issue_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT coalesce(cur."voucher_count", 0) AS "voucher_count", coalesce(cur."voucher_dau", 0) AS "voucher_dau", coalesce(cur."voucher_amt", 0) AS "voucher_amt", coalesce(cur."voucher_redeem_count", 0) AS "voucher_redeem_count", coalesce(cur."voucher_redeem_amt", 0) AS "voucher_redeem_amt", coalesce(cur."voucher_redeem_count", 0) / nullif(coalesce(cur."voucher_count", 0), 0) AS "voucher_redeem_rate", coalesce(cur."voucher_redeem_days_sum", 0) / nullif(coalesce(cur."voucher_redeem_count", 0), 0) AS "voucher_redeem_days"
  FROM cur
),
res0 AS (
  SELECT "voucher_count", "voucher_dau", "voucher_amt", "voucher_redeem_count", "voucher_redeem_amt", "voucher_redeem_rate", "voucher_redeem_days"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "voucher_amt" - "voucher_redeem_amt" AS "voucher_open_amt"
  FROM res1
)
SELECT *
FROM res
-- params: [1,"2025-11-23","2026-11-22",1]