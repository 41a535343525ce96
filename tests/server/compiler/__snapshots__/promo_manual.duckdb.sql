-- promo_manual: sources fact_bonus
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.handler_name AS "handler_name", count(*) AS "claim_count", count(DISTINCT f.member_id) AS "bonus_dau", sum(f.bonus_amt_base) AS "bonus_amt", sum(f.bonus_out_amt_base) AS "bonus_out_amt", sum(f.bonus_19_amt_base) AS "bonus_19_amt", sum(f.bonus_20_amt_base) AS "bonus_20_amt"
  FROM "fact_bonus" f
  LEFT JOIN "dim_promo" "promo" ON promo.promo_id = f.promo_id
  WHERE f.site_id IN ($1) AND f."stat_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4 AND promo.promo_type IN ($5)
  GROUP BY ALL
),
cur AS (
  SELECT *
  FROM cur_0
),
__all AS MATERIALIZED (
  SELECT cur."handler_name", coalesce(cur."claim_count", 0) AS "claim_count", coalesce(cur."bonus_dau", 0) AS "bonus_dau", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."claim_count", 0), 0) AS "bonus_per_claim", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."bonus_dau", 0), 0) AS "bonus_per_user", coalesce(cur."bonus_out_amt", 0) AS "bonus_out_amt", coalesce(cur."bonus_19_amt", 0) AS "bonus_19_amt", coalesce(cur."bonus_20_amt", 0) AS "bonus_20_amt"
  FROM cur
),
__all_figures AS (
  SELECT "handler_name", "claim_count", "bonus_dau", "bonus_amt", "bonus_per_claim", "bonus_per_user", "bonus_out_amt", "bonus_19_amt", "bonus_20_amt"
  FROM __all
),
__page_rows AS (
  SELECT *
  FROM __all
  ORDER BY "bonus_amt" DESC NULLS LAST, "handler_name" ASC
  LIMIT $6
),
__page_f AS (
  SELECT "handler_name", "claim_count", "bonus_dau", "bonus_amt", "bonus_per_claim", "bonus_per_user", "bonus_out_amt", "bonus_19_amt", "bonus_20_amt"
  FROM __page_rows
),
__page_0 AS (
  SELECT cur."handler_name", cur.* EXCLUDE ("handler_name")
  FROM __page_f cur
),
__page_shares AS (
  SELECT "handler_name", "bonus_amt" / nullif(sum("bonus_amt") OVER (), 0) AS "bonus_amt_share"
  FROM (
    SELECT "handler_name", "bonus_amt"
    FROM __all
  )
),
__page_1 AS (
  SELECT r.*, __page_shares."bonus_amt_share"
  FROM __page_0 r
  LEFT JOIN __page_shares ON r."handler_name" IS NOT DISTINCT
  FROM __page_shares."handler_name"
),
__page AS (
  SELECT *
  FROM __page_1
),
__chart_rows AS (
  SELECT *
  FROM __all
  ORDER BY "bonus_amt" DESC NULLS LAST, "handler_name" ASC
  LIMIT $7
),
__chart_f AS (
  SELECT "handler_name", "claim_count", "bonus_dau", "bonus_amt", "bonus_per_claim", "bonus_per_user", "bonus_out_amt", "bonus_19_amt", "bonus_20_amt"
  FROM __chart_rows
),
__chart AS (
  SELECT cur."handler_name", cur.* EXCLUDE ("handler_name")
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
    SELECT "handler_name", "bonus_amt"
    FROM __chart
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "bonus_amt" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "handler_name" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "bonus_amt" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "handler_name" END) ASC
-- params: [1,"2026-08-24","2026-11-21",1,0,100000,20]
-- step totals
WITH cur_0 AS (
  SELECT sum(f."claim_count") AS "claim_count", sum(f."bonus_amt") AS "bonus_amt", sum(f."bonus_out_amt") AS "bonus_out_amt", sum(f."bonus_19_amt") AS "bonus_19_amt", sum(f."bonus_20_amt") AS "bonus_20_amt"
  FROM "rollup_bonus_site_day_promo" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4 AND f."promo_type" IN ($5)
),
cur_1 AS (
  SELECT count(DISTINCT f.member_id) AS "bonus_dau"
  FROM "fact_bonus" f
  LEFT JOIN "dim_promo" "promo" ON promo.promo_id = f.promo_id
  WHERE f.site_id IN ($6) AND f."stat_date" BETWEEN $7::DATE AND $8::DATE AND f.site_id = $9 AND promo.promo_type IN ($10)
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
),
fig AS (
  SELECT coalesce(cur."claim_count", 0) AS "claim_count", coalesce(cur."bonus_dau", 0) AS "bonus_dau", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."claim_count", 0), 0) AS "bonus_per_claim", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."bonus_dau", 0), 0) AS "bonus_per_user", coalesce(cur."bonus_out_amt", 0) AS "bonus_out_amt", coalesce(cur."bonus_19_amt", 0) AS "bonus_19_amt", coalesce(cur."bonus_20_amt", 0) AS "bonus_20_amt"
  FROM cur
),
res0 AS (
  SELECT "claim_count", "bonus_dau", "bonus_amt", "bonus_per_claim", "bonus_per_user", "bonus_out_amt", "bonus_19_amt", "bonus_20_amt"
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
-- params: [1,"2026-08-24","2026-11-21",1,0,1,"2026-08-24","2026-11-21",1,0]