-- promo_cost: sources rollup_bonus_site_day_promo, fact_bonus, rollup_gaming_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."promo_type" AS "promo_type", f."promo_sub_type" AS "promo_sub_type", sum(f."bonus_amt") AS "bonus_amt", sum(f."bonus_out_amt") AS "bonus_out_amt", sum(f."bonus_19_amt") AS "bonus_19_amt", sum(f."bonus_20_amt") AS "bonus_20_amt", sum(f."rpoint_add_amt") AS "rpoint_add_amt", sum(f."claim_count") AS "claim_count"
  FROM "rollup_bonus_site_day_promo" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4
  GROUP BY ALL
),
cur_1 AS (
  SELECT promo.promo_type AS "promo_type", promo.promo_sub_type AS "promo_sub_type", count(DISTINCT f.member_id) AS "bonus_dau"
  FROM "fact_bonus" f
  LEFT JOIN "dim_promo" "promo" ON promo.promo_id = f.promo_id
  WHERE f.site_id IN ($5) AND f."stat_date" BETWEEN $6::DATE AND $7::DATE AND f.site_id = $8
  GROUP BY ALL
),
cur AS (
  SELECT "promo_type", "promo_sub_type", max("bonus_amt") AS "bonus_amt", max("bonus_out_amt") AS "bonus_out_amt", max("bonus_19_amt") AS "bonus_19_amt", max("bonus_20_amt") AS "bonus_20_amt", max("rpoint_add_amt") AS "rpoint_add_amt", max("claim_count") AS "claim_count", max("bonus_dau") AS "bonus_dau"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
  )
  GROUP BY ALL
),
period_0 AS (
  SELECT sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($9) AND f.stat_date BETWEEN $10::DATE AND $11::DATE AND f."site_id" = $12
),
period AS (
  SELECT *
  FROM period_0
),
__all AS MATERIALIZED (
  SELECT cur."promo_type", cur."promo_sub_type", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."bonus_out_amt", 0) AS "bonus_out_amt", coalesce(cur."bonus_19_amt", 0) AS "bonus_19_amt", coalesce(cur."bonus_20_amt", 0) AS "bonus_20_amt", coalesce(cur."rpoint_add_amt", 0) AS "rpoint_add_amt", coalesce(cur."claim_count", 0) AS "claim_count", coalesce(cur."bonus_dau", 0) AS "bonus_dau", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."bonus_dau", 0), 0) AS "bonus_per_user", coalesce(period."house_net_win", 0) AS "house_net_win_period"
  FROM cur
  CROSS JOIN period
),
__all_figures AS (
  SELECT "promo_type", "promo_sub_type", "bonus_amt", "bonus_out_amt", "bonus_19_amt", "bonus_20_amt", "rpoint_add_amt", "claim_count", "bonus_dau", "bonus_per_user", "house_net_win_period"
  FROM __all
),
__page_rows AS (
  SELECT *
  FROM __all
  ORDER BY "bonus_amt" DESC NULLS LAST, "promo_type" ASC, "promo_sub_type" ASC
  LIMIT $13
),
__page_f AS (
  SELECT "promo_type", "promo_sub_type", "bonus_amt", "bonus_out_amt", "bonus_19_amt", "bonus_20_amt", "rpoint_add_amt", "claim_count", "bonus_dau", "bonus_per_user", "house_net_win_period"
  FROM __page_rows
),
__page_0 AS (
  SELECT cur."promo_type", cur."promo_sub_type", cur.* EXCLUDE ("promo_type", "promo_sub_type")
  FROM __page_f cur
),
__page_shares AS (
  SELECT "promo_type", "promo_sub_type", "bonus_amt" / nullif(sum("bonus_amt") OVER (), 0) AS "bonus_amt_share"
  FROM (
    SELECT "promo_type", "promo_sub_type", "bonus_amt"
    FROM __all
  )
),
__page_1 AS (
  SELECT r.*, __page_shares."bonus_amt_share"
  FROM __page_0 r
  LEFT JOIN __page_shares ON r."promo_type" IS NOT DISTINCT
  FROM __page_shares."promo_type" AND r."promo_sub_type" IS NOT DISTINCT
  FROM __page_shares."promo_sub_type"
),
__page AS (
  SELECT *, "bonus_amt" / nullif("house_net_win_period", 0) AS "bonus_rate"
  FROM __page_1
),
__chart_rows AS (
  SELECT *
  FROM __all
  ORDER BY "bonus_amt" DESC NULLS LAST, "promo_type" ASC, "promo_sub_type" ASC
  LIMIT $14
),
__chart_f AS (
  SELECT "promo_type", "promo_sub_type", "bonus_amt", "bonus_out_amt", "bonus_19_amt", "bonus_20_amt", "rpoint_add_amt", "claim_count", "bonus_dau", "bonus_per_user", "house_net_win_period"
  FROM __chart_rows
),
__chart AS (
  SELECT cur."promo_type", cur."promo_sub_type", cur.* EXCLUDE ("promo_type", "promo_sub_type")
  FROM __chart_f cur
),
__totals_cur_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $15::DATE THEN (f."bonus_dau" & $16) <> 0 WHEN $17::DATE THEN (f."bonus_dau" & $18) <> 0 ELSE f."bonus_dau" <> 0 END) AS "bonus_dau"
  FROM "rollup_bonus_activity" f
  WHERE f.site_id IN ($19) AND f.month BETWEEN $20::DATE AND $21::DATE AND f."site_id" = $22
),
__totals_cur_1 AS (
  SELECT sum(f."bonus_amt") AS "bonus_amt", sum(f."bonus_out_amt") AS "bonus_out_amt", sum(f."bonus_19_amt") AS "bonus_19_amt", sum(f."bonus_20_amt") AS "bonus_20_amt", sum(f."rpoint_add_amt") AS "rpoint_add_amt", sum(f."claim_count") AS "claim_count"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($23) AND f.stat_date BETWEEN $24::DATE AND $25::DATE AND f."site_id" = $26
),
__totals_fig AS (
  SELECT coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."bonus_out_amt", 0) AS "bonus_out_amt", coalesce(cur."bonus_19_amt", 0) AS "bonus_19_amt", coalesce(cur."bonus_20_amt", 0) AS "bonus_20_amt", coalesce(cur."rpoint_add_amt", 0) AS "rpoint_add_amt", coalesce(cur."claim_count", 0) AS "claim_count", coalesce(cur."bonus_dau", 0) AS "bonus_dau", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."bonus_dau", 0), 0) AS "bonus_per_user", coalesce(period."house_net_win", 0) AS "house_net_win_period"
  FROM (
    SELECT *
    FROM __totals_cur_0
    CROSS JOIN __totals_cur_1
  ) cur
  CROSS JOIN period
),
__totals0 AS (
  SELECT "bonus_amt", "bonus_out_amt", "bonus_19_amt", "bonus_20_amt", "rpoint_add_amt", "claim_count", "bonus_dau", "bonus_per_user", "house_net_win_period"
  FROM __totals_fig
),
__totals1 AS (
  SELECT *
  FROM __totals0
),
__totals AS (
  SELECT *, "bonus_amt" / nullif("house_net_win_period", 0) AS "bonus_rate"
  FROM __totals1
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
    SELECT "promo_sub_type", "bonus_amt", "promo_type"
    FROM __chart
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "bonus_amt" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_type" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_sub_type" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "bonus_amt" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "promo_type" END) ASC, (CASE WHEN __part = 1 THEN "promo_sub_type" END) ASC
-- params: [1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,100000,13,"2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,"2026-10-23","2026-11-21",1]