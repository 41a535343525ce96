-- deposit_cohorts: sources dim_member, rollup_gaming_member_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT *, retained_1_count / nullif(retained_1_eligible, 0) AS "retained_1_rate", retained_2_count / nullif(retained_2_eligible, 0) AS "retained_2_rate", retained_3_count / nullif(retained_3_eligible, 0) AS "retained_3_rate", retained_4_count / nullif(retained_4_eligible, 0) AS "retained_4_rate", retained_5_count / nullif(retained_5_eligible, 0) AS "retained_5_rate", retained_6_count / nullif(retained_6_eligible, 0) AS "retained_6_rate", retained_7_count / nullif(retained_7_eligible, 0) AS "retained_7_rate", retained_8_count / nullif(retained_8_eligible, 0) AS "retained_8_rate", retained_9_count / nullif(retained_9_eligible, 0) AS "retained_9_rate", retained_10_count / nullif(retained_10_eligible, 0) AS "retained_10_rate", retained_11_count / nullif(retained_11_eligible, 0) AS "retained_11_rate", retained_12_count / nullif(retained_12_eligible, 0) AS "retained_12_rate"
  FROM (
    SELECT toStartOfMonth(first_day) AS cohort_period, count() AS cohort_count, coalesce(countIf(addMonths(first_day, 2) <= ({p1:Date} + 1) AND back_1), 0) AS "retained_1_count", coalesce(countIf(addMonths(first_day, 2) <= ({p1:Date} + 1)), 0) AS "retained_1_eligible", coalesce(countIf(addMonths(first_day, 3) <= ({p1:Date} + 1) AND back_2), 0) AS "retained_2_count", coalesce(countIf(addMonths(first_day, 3) <= ({p1:Date} + 1)), 0) AS "retained_2_eligible", coalesce(countIf(addMonths(first_day, 4) <= ({p1:Date} + 1) AND back_3), 0) AS "retained_3_count", coalesce(countIf(addMonths(first_day, 4) <= ({p1:Date} + 1)), 0) AS "retained_3_eligible", coalesce(countIf(addMonths(first_day, 5) <= ({p1:Date} + 1) AND back_4), 0) AS "retained_4_count", coalesce(countIf(addMonths(first_day, 5) <= ({p1:Date} + 1)), 0) AS "retained_4_eligible", coalesce(countIf(addMonths(first_day, 6) <= ({p1:Date} + 1) AND back_5), 0) AS "retained_5_count", coalesce(countIf(addMonths(first_day, 6) <= ({p1:Date} + 1)), 0) AS "retained_5_eligible", coalesce(countIf(addMonths(first_day, 7) <= ({p1:Date} + 1) AND back_6), 0) AS "retained_6_count", coalesce(countIf(addMonths(first_day, 7) <= ({p1:Date} + 1)), 0) AS "retained_6_eligible", coalesce(countIf(addMonths(first_day, 8) <= ({p1:Date} + 1) AND back_7), 0) AS "retained_7_count", coalesce(countIf(addMonths(first_day, 8) <= ({p1:Date} + 1)), 0) AS "retained_7_eligible", coalesce(countIf(addMonths(first_day, 9) <= ({p1:Date} + 1) AND back_8), 0) AS "retained_8_count", coalesce(countIf(addMonths(first_day, 9) <= ({p1:Date} + 1)), 0) AS "retained_8_eligible", coalesce(countIf(addMonths(first_day, 10) <= ({p1:Date} + 1) AND back_9), 0) AS "retained_9_count", coalesce(countIf(addMonths(first_day, 10) <= ({p1:Date} + 1)), 0) AS "retained_9_eligible", coalesce(countIf(addMonths(first_day, 11) <= ({p1:Date} + 1) AND back_10), 0) AS "retained_10_count", coalesce(countIf(addMonths(first_day, 11) <= ({p1:Date} + 1)), 0) AS "retained_10_eligible", coalesce(countIf(addMonths(first_day, 12) <= ({p1:Date} + 1) AND back_11), 0) AS "retained_11_count", coalesce(countIf(addMonths(first_day, 12) <= ({p1:Date} + 1)), 0) AS "retained_11_eligible", coalesce(countIf(addMonths(first_day, 13) <= ({p1:Date} + 1) AND back_12), 0) AS "retained_12_count", coalesce(countIf(addMonths(first_day, 13) <= ({p1:Date} + 1)), 0) AS "retained_12_eligible"
    FROM (
      SELECT s.member_id AS member_id, any(s.first_date) AS first_day, max(a.day >= addMonths(s.first_date, 1) AND a.day < addMonths(s.first_date, 2)) AS back_1, max(a.day >= addMonths(s.first_date, 2) AND a.day < addMonths(s.first_date, 3)) AS back_2, max(a.day >= addMonths(s.first_date, 3) AND a.day < addMonths(s.first_date, 4)) AS back_3, max(a.day >= addMonths(s.first_date, 4) AND a.day < addMonths(s.first_date, 5)) AS back_4, max(a.day >= addMonths(s.first_date, 5) AND a.day < addMonths(s.first_date, 6)) AS back_5, max(a.day >= addMonths(s.first_date, 6) AND a.day < addMonths(s.first_date, 7)) AS back_6, max(a.day >= addMonths(s.first_date, 7) AND a.day < addMonths(s.first_date, 8)) AS back_7, max(a.day >= addMonths(s.first_date, 8) AND a.day < addMonths(s.first_date, 9)) AS back_8, max(a.day >= addMonths(s.first_date, 9) AND a.day < addMonths(s.first_date, 10)) AS back_9, max(a.day >= addMonths(s.first_date, 10) AND a.day < addMonths(s.first_date, 11)) AS back_10, max(a.day >= addMonths(s.first_date, 11) AND a.day < addMonths(s.first_date, 12)) AS back_11, max(a.day >= addMonths(s.first_date, 12) AND a.day < addMonths(s.first_date, 13)) AS back_12
      FROM (
        SELECT member_id, "__first_day" AS first_date
        FROM (
          SELECT "__member_id" AS "member_id", "____first_day" AS "__first_day"
          FROM (
            SELECT f.member_id AS "__member_id", min(if((f.first_dpst_date IS NOT NULL), f."first_dpst_date", NULL)) AS "____first_day"
            FROM "dim_member" AS f
            WHERE f.site_id IN ({p4:Int64}, {p5:Int64}, {p6:Int64}) AND f."first_dpst_date" BETWEEN {p7:Date} AND {p8:Date}
            GROUP BY "__member_id"
          )
        )
        WHERE "__first_day" BETWEEN {p2:Date} AND {p3:Date}
      ) AS s
      LEFT JOIN (
        SELECT DISTINCT member_id, day
        FROM (
          SELECT member_id, stat_date AS day
          FROM (
            SELECT "__member_id" AS "member_id", "__stat_date" AS "stat_date", "__gm_dau" AS "gm_dau"
            FROM (
              SELECT f."member_id" AS "__member_id", f.stat_date AS "__stat_date", uniqExact(f."member_id") AS "__gm_dau"
              FROM "rollup_gaming_member_day" AS f
              WHERE f."site_id" IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND f.stat_date BETWEEN {p12:Date} AND {p13:Date}
              GROUP BY "__member_id", "__stat_date"
            )
          ) e
          WHERE "gm_dau" > 0
        )
      ) AS a ON a.member_id = s.member_id
      GROUP BY s.member_id
    )
    GROUP BY cohort_period
  )
) AS res
LIMIT {p14:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-11-22","2025-11-01","2026-10-31",1,2,3,"1970-01-01","2026-10-31",1,2,3,"2025-11-01","2026-11-22",100001]
-- finish: {"parts":{"page":[{"field":"cohort_period","dir":"asc"}],"chart":{"order":[{"field":"cohort_period","dir":"asc"}],"limit":2000,"fields":["cohort_period","retained_1_rate","retained_2_rate","retained_3_rate","retained_4_rate","retained_5_rate","retained_6_rate","retained_7_rate","retained_8_rate","retained_9_rate","retained_10_rate","retained_11_rate","retained_12_rate"]},"totals":{"sums":["cohort_count","retained_1_count","retained_1_eligible","retained_2_count","retained_2_eligible","retained_3_count","retained_3_eligible","retained_4_count","retained_4_eligible","retained_5_count","retained_5_eligible","retained_6_count","retained_6_eligible","retained_7_count","retained_7_eligible","retained_8_count","retained_8_eligible","retained_9_count","retained_9_eligible","retained_10_count","retained_10_eligible","retained_11_count","retained_11_eligible","retained_12_count","retained_12_eligible"],"ratios":[{"name":"retained_1_rate","of":["retained_1_count","retained_1_eligible"]},{"name":"retained_2_rate","of":["retained_2_count","retained_2_eligible"]},{"name":"retained_3_rate","of":["retained_3_count","retained_3_eligible"]},{"name":"retained_4_rate","of":["retained_4_count","retained_4_eligible"]},{"name":"retained_5_rate","of":["retained_5_count","retained_5_eligible"]},{"name":"retained_6_rate","of":["retained_6_count","retained_6_eligible"]},{"name":"retained_7_rate","of":["retained_7_count","retained_7_eligible"]},{"name":"retained_8_rate","of":["retained_8_count","retained_8_eligible"]},{"name":"retained_9_rate","of":["retained_9_count","retained_9_eligible"]},{"name":"retained_10_rate","of":["retained_10_count","retained_10_eligible"]},{"name":"retained_11_rate","of":["retained_11_count","retained_11_eligible"]},{"name":"retained_12_rate","of":["retained_12_count","retained_12_eligible"]}]}}}
-- instead above 100000 rows: the page and chart and totals statements apart