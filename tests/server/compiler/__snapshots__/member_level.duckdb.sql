-- member_level: sources dim_member, fact_level_change
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.member_lv_id AS "member_lv_id", count(*) AS "member_count", count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "depositor_count"
  FROM "dim_member" f
  WHERE f.site_id IN ($1) AND f.site_id = $2
  GROUP BY ALL
),
cur_1 AS (
  SELECT f.to_lv_id AS "member_lv_id", count(*) FILTER (WHERE f.to_lv_id <> f.from_lv_id) AS "levelup_count", count(DISTINCT f.member_id) AS "levelup_dau", sum(datediff('day', m.reg_date, f.change_date)) FILTER (WHERE f.to_lv_id <> f.from_lv_id) AS "levelup_days_sum"
  FROM "fact_level_change" f
  LEFT JOIN "dim_member" "m" ON m.member_id = f.member_id
  WHERE f.site_id IN ($3) AND f."change_date" BETWEEN $4::DATE AND $5::DATE AND f.site_id = $6
  GROUP BY ALL
),
cur AS (
  SELECT "member_lv_id", max("member_count") AS "member_count", max("depositor_count") AS "depositor_count", max("levelup_count") AS "levelup_count", max("levelup_dau") AS "levelup_dau", max("levelup_days_sum") AS "levelup_days_sum"
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
  SELECT cur."member_lv_id", lv.member_lv_name AS "member_lv_name", lv.lv_order AS "lv_order", lv.threshold_apv_bet AS "threshold_apv_bet", lv.threshold_dpst_amt AS "threshold_dpst_amt", lv.threshold_dpst_count AS "threshold_dpst_count", lv.threshold_gap_apv_bet AS "threshold_gap_apv_bet", lv.threshold_gap_dpst_amt AS "threshold_gap_dpst_amt", lv.threshold_gap_dpst_count AS "threshold_gap_dpst_count", coalesce(cur."member_count", 0) AS "member_count", coalesce(cur."depositor_count", 0) AS "depositor_count", coalesce(cur."levelup_count", 0) AS "levelup_count", coalesce(cur."levelup_dau", 0) AS "levelup_dau", coalesce(cur."levelup_days_sum", 0) / nullif(coalesce(cur."levelup_count", 0), 0) AS "levelup_using_days"
  FROM cur
  LEFT JOIN "dim_member_level" lv ON lv.member_lv_id = cur."member_lv_id"
),
res0 AS (
  SELECT "member_lv_id", "member_lv_name", "lv_order", "threshold_apv_bet", "threshold_dpst_amt", "threshold_dpst_count", "threshold_gap_apv_bet", "threshold_gap_dpst_amt", "threshold_gap_dpst_count", "member_count", "depositor_count", "levelup_count", "levelup_dau", "levelup_using_days"
  FROM fig
),
res1 AS (
  SELECT *, "member_count" / nullif(sum("member_count") OVER (), 0) AS "member_count_share"
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
    ORDER BY "lv_order" ASC NULLS LAST, "member_lv_id" ASC, "member_lv_name" ASC, "threshold_apv_bet" ASC, "threshold_dpst_amt" ASC, "threshold_dpst_count" ASC, "threshold_gap_apv_bet" ASC, "threshold_gap_dpst_amt" ASC, "threshold_gap_dpst_count" ASC
    LIMIT $7
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "member_lv_name", "member_count", "levelup_count", "member_lv_id", "lv_order", "threshold_apv_bet", "threshold_dpst_amt", "threshold_dpst_count", "threshold_gap_apv_bet", "threshold_gap_dpst_amt", "threshold_gap_dpst_count"
    FROM __res
    ORDER BY "member_count" DESC NULLS LAST, "member_lv_id" ASC, "member_lv_name" ASC, "lv_order" ASC, "threshold_apv_bet" ASC, "threshold_dpst_amt" ASC, "threshold_dpst_count" ASC, "threshold_gap_apv_bet" ASC, "threshold_gap_dpst_amt" ASC, "threshold_gap_dpst_count" ASC
    LIMIT $8
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "lv_order" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "member_lv_id" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "member_lv_name" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "threshold_apv_bet" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "threshold_dpst_amt" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "threshold_dpst_count" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "threshold_gap_apv_bet" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "threshold_gap_dpst_amt" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "threshold_gap_dpst_count" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "member_count" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "member_lv_id" END) ASC, (CASE WHEN __part = 1 THEN "member_lv_name" END) ASC, (CASE WHEN __part = 1 THEN "lv_order" END) ASC, (CASE WHEN __part = 1 THEN "threshold_apv_bet" END) ASC, (CASE WHEN __part = 1 THEN "threshold_dpst_amt" END) ASC, (CASE WHEN __part = 1 THEN "threshold_dpst_count" END) ASC, (CASE WHEN __part = 1 THEN "threshold_gap_apv_bet" END) ASC, (CASE WHEN __part = 1 THEN "threshold_gap_dpst_amt" END) ASC, (CASE WHEN __part = 1 THEN "threshold_gap_dpst_count" END) ASC
-- params: [1,1,1,"2026-10-23","2026-11-21",1,100000,2000]
-- step totals
WITH cur_0 AS (
  SELECT count(*) AS "member_count", count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "depositor_count"
  FROM "dim_member" f
  WHERE f.site_id IN ($1) AND f.site_id = $2
),
cur_1 AS (
  SELECT count(*) FILTER (WHERE f.to_lv_id <> f.from_lv_id) AS "levelup_count", count(DISTINCT f.member_id) AS "levelup_dau", sum(datediff('day', m.reg_date, f.change_date)) FILTER (WHERE f.to_lv_id <> f.from_lv_id) AS "levelup_days_sum"
  FROM "fact_level_change" f
  LEFT JOIN "dim_member" "m" ON m.member_id = f.member_id
  WHERE f.site_id IN ($3) AND f."change_date" BETWEEN $4::DATE AND $5::DATE AND f.site_id = $6
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
),
fig AS (
  SELECT coalesce(cur."member_count", 0) AS "member_count", coalesce(cur."depositor_count", 0) AS "depositor_count", coalesce(cur."levelup_count", 0) AS "levelup_count", coalesce(cur."levelup_dau", 0) AS "levelup_dau", coalesce(cur."levelup_days_sum", 0) / nullif(coalesce(cur."levelup_count", 0), 0) AS "levelup_using_days"
  FROM cur
),
res0 AS (
  SELECT "member_count", "depositor_count", "levelup_count", "levelup_dau", "levelup_using_days"
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
-- params: [1,1,1,"2026-10-23","2026-11-21",1]