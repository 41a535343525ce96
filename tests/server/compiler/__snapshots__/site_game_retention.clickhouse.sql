-- site_game_retention: sources rollup_gaming_span_game_kind_code
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT "__cohort_group" AS "cohort_group", "__cohort_count" AS "cohort_count", "__retention_1_count" AS "retention_1_count", "__retention_1_eligible" AS "retention_1_eligible", "__retention_3_count" AS "retention_3_count", "__retention_3_eligible" AS "retention_3_eligible", "__retention_7_count" AS "retention_7_count", "__retention_7_eligible" AS "retention_7_eligible", "__retention_14_count" AS "retention_14_count", "__retention_14_eligible" AS "retention_14_eligible", "__retention_1_rate" AS "retention_1_rate", "__retention_3_rate" AS "retention_3_rate", "__retention_7_rate" AS "retention_7_rate", "__retention_14_rate" AS "retention_14_rate"
  FROM (
    SELECT "cohort_group" AS "__cohort_group", "cohort_count" AS "__cohort_count", "retention_1_count" AS "__retention_1_count", "retention_1_eligible" AS "__retention_1_eligible", "retention_3_count" AS "__retention_3_count", "retention_3_eligible" AS "__retention_3_eligible", "retention_7_count" AS "__retention_7_count", "retention_7_eligible" AS "__retention_7_eligible", "retention_14_count" AS "__retention_14_count", "retention_14_eligible" AS "__retention_14_eligible", retention_1_count / nullif(retention_1_eligible, 0) AS "__retention_1_rate", retention_3_count / nullif(retention_3_eligible, 0) AS "__retention_3_rate", retention_7_count / nullif(retention_7_eligible, 0) AS "__retention_7_rate", retention_14_count / nullif(retention_14_eligible, 0) AS "__retention_14_rate"
    FROM (
      SELECT "__cohort_group" AS "cohort_group", "__cohort_count" AS "cohort_count", "__retention_1_count" AS "retention_1_count", "__retention_1_eligible" AS "retention_1_eligible", "__retention_3_count" AS "retention_3_count", "__retention_3_eligible" AS "retention_3_eligible", "__retention_7_count" AS "retention_7_count", "__retention_7_eligible" AS "retention_7_eligible", "__retention_14_count" AS "retention_14_count", "__retention_14_eligible" AS "retention_14_eligible"
      FROM (
        SELECT "game_kind_code" AS "__cohort_group", count() AS "__cohort_count", countIf(last_date >= first_date + 1) AS "__retention_1_count", countIf(first_date + 1 <= toDate('2026-11-22')) AS "__retention_1_eligible", countIf(last_date >= first_date + 3) AS "__retention_3_count", countIf(first_date + 3 <= toDate('2026-11-22')) AS "__retention_3_eligible", countIf(last_date >= first_date + 7) AS "__retention_7_count", countIf(first_date + 7 <= toDate('2026-11-22')) AS "__retention_7_eligible", countIf(last_date >= first_date + 14) AS "__retention_14_count", countIf(first_date + 14 <= toDate('2026-11-22')) AS "__retention_14_eligible"
        FROM (
          SELECT "__member_id" AS "member_id", "__game_kind_code" AS "game_kind_code", "__first_date" AS "first_date", "__last_date" AS "last_date"
          FROM (
            SELECT f.member_id AS "__member_id", f."game_kind_code" AS "__game_kind_code", f.first_date AS "__first_date", f.last_date AS "__last_date"
            FROM "rollup_gaming_span_game_kind_code" AS f
            WHERE f.site_id IN (1) AND f."site_id" = 1
          )
        )
        WHERE first_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        GROUP BY "__cohort_group"
      )
    )
  )
) AS res
LIMIT 100001
SETTINGS join_use_nulls = 1
-- finish: {"parts":{"page":[{"field":"cohort_count","dir":"desc"},{"field":"cohort_group","dir":"asc"}],"chart":{"order":[{"field":"retention_1_rate","dir":"desc"},{"field":"cohort_group","dir":"asc"}],"limit":2000,"fields":["cohort_group","retention_1_rate","retention_3_rate","retention_7_rate","retention_14_rate"]},"totals":{"sums":["cohort_count","retention_1_count","retention_1_eligible","retention_3_count","retention_3_eligible","retention_7_count","retention_7_eligible","retention_14_count","retention_14_eligible"],"ratios":[{"name":"retention_1_rate","of":["retention_1_count","retention_1_eligible"]},{"name":"retention_3_rate","of":["retention_3_count","retention_3_eligible"]},{"name":"retention_7_rate","of":["retention_7_count","retention_7_eligible"]},{"name":"retention_14_rate","of":["retention_14_count","retention_14_eligible"]}]}}}
-- instead above 100000 rows: the page and chart and totals statements apart