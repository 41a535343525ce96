-- promo_binded: sources fact_promo_bind
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.promo_id AS "promo_id", count(*) AS "bind_count", count(DISTINCT f.member_id) AS "bind_dau", count(*) FILTER (WHERE f.completed_date IS NOT NULL) AS "bind_done_count", count(*) FILTER (WHERE f.completed_date IS NULL) AS "bind_open_count", sum(f.threshold_apv_bet_base) AS "bind_threshold_sum", sum(f.achieved_apv_bet_base) AS "bind_achieved_sum", sum(greatest(f.threshold_apv_bet_base - f.achieved_apv_bet_base, 0)) FILTER (WHERE f.completed_date IS NULL) AS "bind_gap_sum", sum(datediff('day', f.bind_date, f.completed_date)) FILTER (WHERE f.completed_date IS NOT NULL) AS "bind_done_days_sum"
  FROM "fact_promo_bind" f
  LEFT JOIN "dim_promo" "promo" ON promo.promo_id = f.promo_id
  WHERE f.site_id IN ($1) AND f."bind_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4 AND promo.promo_type IN ($5)
  GROUP BY ALL
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT cur."promo_id", promo.promo_name AS "promo_name", promo.promo_sub_type AS "promo_sub_type", promo.promo_date_start AS "promo_date_start", promo.promo_date_end AS "promo_date_end", coalesce(cur."bind_count", 0) AS "bind_count", coalesce(cur."bind_dau", 0) AS "bind_dau", coalesce(cur."bind_done_count", 0) AS "bind_done_count", coalesce(cur."bind_open_count", 0) AS "bind_open_count", coalesce(cur."bind_done_count", 0) / nullif(coalesce(cur."bind_count", 0), 0) AS "bind_completion_rate", coalesce(cur."bind_threshold_sum", 0) / nullif(coalesce(cur."bind_count", 0), 0) AS "bind_threshold_apv_bet", coalesce(cur."bind_achieved_sum", 0) / nullif(coalesce(cur."bind_count", 0), 0) AS "bind_achieved_apv_bet", coalesce(cur."bind_gap_sum", 0) / nullif(coalesce(cur."bind_open_count", 0), 0) AS "bind_gap_apv_bet", coalesce(cur."bind_done_days_sum", 0) / nullif(coalesce(cur."bind_done_count", 0), 0) AS "bind_done_days", coalesce(cur."bind_threshold_sum", 0) AS "bind_threshold_sum", coalesce(cur."bind_achieved_sum", 0) AS "bind_achieved_sum"
  FROM cur
  LEFT JOIN "dim_promo" promo ON promo.promo_id = cur."promo_id"
),
res0 AS (
  SELECT "promo_id", "promo_name", "promo_sub_type", "promo_date_start", "promo_date_end", "bind_count", "bind_dau", "bind_done_count", "bind_open_count", "bind_completion_rate", "bind_threshold_apv_bet", "bind_achieved_apv_bet", "bind_gap_apv_bet", "bind_done_days", "bind_threshold_sum", "bind_achieved_sum"
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
    ORDER BY "promo_date_start" DESC NULLS LAST, "promo_id" ASC, "promo_name" ASC, "promo_sub_type" ASC, "promo_date_end" ASC
    LIMIT $6
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "promo_name", "bind_done_count", "bind_open_count", "promo_id", "promo_sub_type", "promo_date_start", "promo_date_end"
    FROM __res
    ORDER BY "bind_done_count" DESC NULLS LAST, "promo_id" ASC, "promo_name" ASC, "promo_sub_type" ASC, "promo_date_start" ASC, "promo_date_end" ASC
    LIMIT $7
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "promo_date_start" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_id" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_name" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_sub_type" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_date_end" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "bind_done_count" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "promo_id" END) ASC, (CASE WHEN __part = 1 THEN "promo_name" END) ASC, (CASE WHEN __part = 1 THEN "promo_sub_type" END) ASC, (CASE WHEN __part = 1 THEN "promo_date_start" END) ASC, (CASE WHEN __part = 1 THEN "promo_date_end" END) ASC
-- params: [1,"2025-11-23","2026-11-22",1,1,100000,20]
-- step totals
WITH cur_0 AS (
  SELECT count(*) AS "bind_count", count(DISTINCT f.member_id) AS "bind_dau", count(*) FILTER (WHERE f.completed_date IS NOT NULL) AS "bind_done_count", count(*) FILTER (WHERE f.completed_date IS NULL) AS "bind_open_count", sum(f.threshold_apv_bet_base) AS "bind_threshold_sum", sum(f.achieved_apv_bet_base) AS "bind_achieved_sum", sum(greatest(f.threshold_apv_bet_base - f.achieved_apv_bet_base, 0)) FILTER (WHERE f.completed_date IS NULL) AS "bind_gap_sum", sum(datediff('day', f.bind_date, f.completed_date)) FILTER (WHERE f.completed_date IS NOT NULL) AS "bind_done_days_sum"
  FROM "fact_promo_bind" f
  LEFT JOIN "dim_promo" "promo" ON promo.promo_id = f.promo_id
  WHERE f.site_id IN ($1) AND f."bind_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4 AND promo.promo_type IN ($5)
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT coalesce(cur."bind_count", 0) AS "bind_count", coalesce(cur."bind_dau", 0) AS "bind_dau", coalesce(cur."bind_done_count", 0) AS "bind_done_count", coalesce(cur."bind_open_count", 0) AS "bind_open_count", coalesce(cur."bind_done_count", 0) / nullif(coalesce(cur."bind_count", 0), 0) AS "bind_completion_rate", coalesce(cur."bind_threshold_sum", 0) / nullif(coalesce(cur."bind_count", 0), 0) AS "bind_threshold_apv_bet", coalesce(cur."bind_achieved_sum", 0) / nullif(coalesce(cur."bind_count", 0), 0) AS "bind_achieved_apv_bet", coalesce(cur."bind_gap_sum", 0) / nullif(coalesce(cur."bind_open_count", 0), 0) AS "bind_gap_apv_bet", coalesce(cur."bind_done_days_sum", 0) / nullif(coalesce(cur."bind_done_count", 0), 0) AS "bind_done_days", coalesce(cur."bind_threshold_sum", 0) AS "bind_threshold_sum", coalesce(cur."bind_achieved_sum", 0) AS "bind_achieved_sum"
  FROM cur
),
res0 AS (
  SELECT "bind_count", "bind_dau", "bind_done_count", "bind_open_count", "bind_completion_rate", "bind_threshold_apv_bet", "bind_achieved_apv_bet", "bind_gap_apv_bet", "bind_done_days", "bind_threshold_sum", "bind_achieved_sum"
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
-- params: [1,"2025-11-23","2026-11-22",1,1]