-- deposit_cohorts: sources dim_member, rollup_gaming_member_day
-- step pageAndChart
WITH starts AS (
  SELECT member_id, "__first_day" AS first_date
  FROM (
    SELECT f.member_id AS "member_id", min(f."first_dpst_date") FILTER (WHERE (f.first_dpst_date IS NOT NULL)) AS "__first_day"
    FROM "dim_member" f
    WHERE f.site_id IN ($4, $5, $6) AND f."first_dpst_date" BETWEEN $7::DATE AND $8::DATE
    GROUP BY ALL
  ) s
  WHERE "__first_day" BETWEEN $1::DATE AND $2::DATE
),
acts AS (
  SELECT DISTINCT member_id, day
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f."member_id" AS "member_id", f.stat_date AS stat_date, CAST(count(f."member_id") > 0 AS BIGINT) AS "gm_dau"
      FROM "rollup_gaming_member_day" f
      WHERE f."site_id" IN ($9, $10, $11) AND f.stat_date BETWEEN $12::DATE AND $13::DATE
      GROUP BY ALL
    ) e
    WHERE "gm_dau" > 0
  ) a
  WHERE member_id IN (
    SELECT member_id
    FROM starts
  )
),
marks AS (
  SELECT s.member_id, s.first_date, bool_or(a.day >= s.first_date + INTERVAL 1 MONTH AND a.day < s.first_date + INTERVAL 2 MONTH) AS back_1, bool_or(a.day >= s.first_date + INTERVAL 2 MONTH AND a.day < s.first_date + INTERVAL 3 MONTH) AS back_2, bool_or(a.day >= s.first_date + INTERVAL 3 MONTH AND a.day < s.first_date + INTERVAL 4 MONTH) AS back_3, bool_or(a.day >= s.first_date + INTERVAL 4 MONTH AND a.day < s.first_date + INTERVAL 5 MONTH) AS back_4, bool_or(a.day >= s.first_date + INTERVAL 5 MONTH AND a.day < s.first_date + INTERVAL 6 MONTH) AS back_5, bool_or(a.day >= s.first_date + INTERVAL 6 MONTH AND a.day < s.first_date + INTERVAL 7 MONTH) AS back_6, bool_or(a.day >= s.first_date + INTERVAL 7 MONTH AND a.day < s.first_date + INTERVAL 8 MONTH) AS back_7, bool_or(a.day >= s.first_date + INTERVAL 8 MONTH AND a.day < s.first_date + INTERVAL 9 MONTH) AS back_8, bool_or(a.day >= s.first_date + INTERVAL 9 MONTH AND a.day < s.first_date + INTERVAL 10 MONTH) AS back_9, bool_or(a.day >= s.first_date + INTERVAL 10 MONTH AND a.day < s.first_date + INTERVAL 11 MONTH) AS back_10, bool_or(a.day >= s.first_date + INTERVAL 11 MONTH AND a.day < s.first_date + INTERVAL 12 MONTH) AS back_11, bool_or(a.day >= s.first_date + INTERVAL 12 MONTH AND a.day < s.first_date + INTERVAL 13 MONTH) AS back_12
  FROM starts s
  LEFT JOIN acts a ON a.member_id = s.member_id
  GROUP BY s.member_id, s.first_date
),
by_day AS (
  SELECT first_date, count(*) AS members, count(*) FILTER (WHERE back_1) AS back_1, count(*) FILTER (WHERE back_2) AS back_2, count(*) FILTER (WHERE back_3) AS back_3, count(*) FILTER (WHERE back_4) AS back_4, count(*) FILTER (WHERE back_5) AS back_5, count(*) FILTER (WHERE back_6) AS back_6, count(*) FILTER (WHERE back_7) AS back_7, count(*) FILTER (WHERE back_8) AS back_8, count(*) FILTER (WHERE back_9) AS back_9, count(*) FILTER (WHERE back_10) AS back_10, count(*) FILTER (WHERE back_11) AS back_11, count(*) FILTER (WHERE back_12) AS back_12
  FROM marks
  GROUP BY first_date
),
res0 AS MATERIALIZED (
  SELECT CAST(date_trunc('month', first_date) AS DATE) AS cohort_period, CAST(coalesce(sum(members), 0) AS BIGINT) AS "cohort_count", CAST(coalesce(sum(back_1) FILTER (WHERE first_date + INTERVAL 2 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_1_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 2 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_1_eligible", CAST(coalesce(sum(back_2) FILTER (WHERE first_date + INTERVAL 3 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_2_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 3 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_2_eligible", CAST(coalesce(sum(back_3) FILTER (WHERE first_date + INTERVAL 4 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_3_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 4 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_3_eligible", CAST(coalesce(sum(back_4) FILTER (WHERE first_date + INTERVAL 5 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_4_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 5 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_4_eligible", CAST(coalesce(sum(back_5) FILTER (WHERE first_date + INTERVAL 6 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_5_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 6 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_5_eligible", CAST(coalesce(sum(back_6) FILTER (WHERE first_date + INTERVAL 7 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_6_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 7 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_6_eligible", CAST(coalesce(sum(back_7) FILTER (WHERE first_date + INTERVAL 8 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_7_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 8 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_7_eligible", CAST(coalesce(sum(back_8) FILTER (WHERE first_date + INTERVAL 9 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_8_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 9 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_8_eligible", CAST(coalesce(sum(back_9) FILTER (WHERE first_date + INTERVAL 10 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_9_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 10 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_9_eligible", CAST(coalesce(sum(back_10) FILTER (WHERE first_date + INTERVAL 11 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_10_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 11 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_10_eligible", CAST(coalesce(sum(back_11) FILTER (WHERE first_date + INTERVAL 12 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_11_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 12 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_11_eligible", CAST(coalesce(sum(back_12) FILTER (WHERE first_date + INTERVAL 13 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_12_count", CAST(coalesce(sum(members) FILTER (WHERE first_date + INTERVAL 13 MONTH <= ($3::DATE + 1)), 0) AS BIGINT) AS "retained_12_eligible"
  FROM by_day
  GROUP BY ALL
),
res AS (
  SELECT *, retained_1_count / nullif(retained_1_eligible, 0) AS "retained_1_rate", retained_2_count / nullif(retained_2_eligible, 0) AS "retained_2_rate", retained_3_count / nullif(retained_3_eligible, 0) AS "retained_3_rate", retained_4_count / nullif(retained_4_eligible, 0) AS "retained_4_rate", retained_5_count / nullif(retained_5_eligible, 0) AS "retained_5_rate", retained_6_count / nullif(retained_6_eligible, 0) AS "retained_6_rate", retained_7_count / nullif(retained_7_eligible, 0) AS "retained_7_rate", retained_8_count / nullif(retained_8_eligible, 0) AS "retained_8_rate", retained_9_count / nullif(retained_9_eligible, 0) AS "retained_9_rate", retained_10_count / nullif(retained_10_eligible, 0) AS "retained_10_rate", retained_11_count / nullif(retained_11_eligible, 0) AS "retained_11_rate", retained_12_count / nullif(retained_12_eligible, 0) AS "retained_12_rate"
  FROM res0
),
__res AS MATERIALIZED (
  SELECT *
  FROM res
),
__totals0 AS (
  SELECT CAST(coalesce(sum("cohort_count"), 0) AS BIGINT) AS "cohort_count", CAST(coalesce(sum("retained_1_count"), 0) AS BIGINT) AS "retained_1_count", CAST(coalesce(sum("retained_1_eligible"), 0) AS BIGINT) AS "retained_1_eligible", CAST(coalesce(sum("retained_2_count"), 0) AS BIGINT) AS "retained_2_count", CAST(coalesce(sum("retained_2_eligible"), 0) AS BIGINT) AS "retained_2_eligible", CAST(coalesce(sum("retained_3_count"), 0) AS BIGINT) AS "retained_3_count", CAST(coalesce(sum("retained_3_eligible"), 0) AS BIGINT) AS "retained_3_eligible", CAST(coalesce(sum("retained_4_count"), 0) AS BIGINT) AS "retained_4_count", CAST(coalesce(sum("retained_4_eligible"), 0) AS BIGINT) AS "retained_4_eligible", CAST(coalesce(sum("retained_5_count"), 0) AS BIGINT) AS "retained_5_count", CAST(coalesce(sum("retained_5_eligible"), 0) AS BIGINT) AS "retained_5_eligible", CAST(coalesce(sum("retained_6_count"), 0) AS BIGINT) AS "retained_6_count", CAST(coalesce(sum("retained_6_eligible"), 0) AS BIGINT) AS "retained_6_eligible", CAST(coalesce(sum("retained_7_count"), 0) AS BIGINT) AS "retained_7_count", CAST(coalesce(sum("retained_7_eligible"), 0) AS BIGINT) AS "retained_7_eligible", CAST(coalesce(sum("retained_8_count"), 0) AS BIGINT) AS "retained_8_count", CAST(coalesce(sum("retained_8_eligible"), 0) AS BIGINT) AS "retained_8_eligible", CAST(coalesce(sum("retained_9_count"), 0) AS BIGINT) AS "retained_9_count", CAST(coalesce(sum("retained_9_eligible"), 0) AS BIGINT) AS "retained_9_eligible", CAST(coalesce(sum("retained_10_count"), 0) AS BIGINT) AS "retained_10_count", CAST(coalesce(sum("retained_10_eligible"), 0) AS BIGINT) AS "retained_10_eligible", CAST(coalesce(sum("retained_11_count"), 0) AS BIGINT) AS "retained_11_count", CAST(coalesce(sum("retained_11_eligible"), 0) AS BIGINT) AS "retained_11_eligible", CAST(coalesce(sum("retained_12_count"), 0) AS BIGINT) AS "retained_12_count", CAST(coalesce(sum("retained_12_eligible"), 0) AS BIGINT) AS "retained_12_eligible"
  FROM res0
),
__totals AS (
  SELECT *, retained_1_count / nullif(retained_1_eligible, 0) AS "retained_1_rate", retained_2_count / nullif(retained_2_eligible, 0) AS "retained_2_rate", retained_3_count / nullif(retained_3_eligible, 0) AS "retained_3_rate", retained_4_count / nullif(retained_4_eligible, 0) AS "retained_4_rate", retained_5_count / nullif(retained_5_eligible, 0) AS "retained_5_rate", retained_6_count / nullif(retained_6_eligible, 0) AS "retained_6_rate", retained_7_count / nullif(retained_7_eligible, 0) AS "retained_7_rate", retained_8_count / nullif(retained_8_eligible, 0) AS "retained_8_rate", retained_9_count / nullif(retained_9_eligible, 0) AS "retained_9_rate", retained_10_count / nullif(retained_10_eligible, 0) AS "retained_10_rate", retained_11_count / nullif(retained_11_eligible, 0) AS "retained_11_rate", retained_12_count / nullif(retained_12_eligible, 0) AS "retained_12_rate"
  FROM __totals0
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, count(*) OVER () AS __total
    FROM __res
    ORDER BY "cohort_period" ASC NULLS LAST
    LIMIT $14
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "cohort_period", "retained_1_rate", "retained_2_rate", "retained_3_rate", "retained_4_rate", "retained_5_rate", "retained_6_rate", "retained_7_rate", "retained_8_rate", "retained_9_rate", "retained_10_rate", "retained_11_rate", "retained_12_rate"
    FROM __res
    ORDER BY "cohort_period" ASC
    LIMIT $15
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "cohort_period" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "cohort_period" END) ASC
-- params: ["2025-11-01","2026-10-31","2026-11-22",1,2,3,"1970-01-01","2026-10-31",1,2,3,"2025-11-01","2026-11-22",100000,2000]