-- site_game_retention: sources fact_game_day
-- step pageAndChart
WITH acts AS (
  SELECT min(f.stat_date) AS first_date, max(f.stat_date) AS last_date, f.member_id AS "member_id", game.game_kind_code AS "game_kind_code"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($1) AND f.site_id = $2
  GROUP BY ALL
),
res0 AS (
  SELECT "game_kind_code" AS cohort_group, count(*) AS cohort_count, count(*) FILTER (WHERE last_date >= first_date + 1) AS retention_1_count, count(*) FILTER (WHERE first_date + 1 <= $3::DATE) AS retention_1_eligible, count(*) FILTER (WHERE last_date >= first_date + 3) AS retention_3_count, count(*) FILTER (WHERE first_date + 3 <= $3::DATE) AS retention_3_eligible, count(*) FILTER (WHERE last_date >= first_date + 7) AS retention_7_count, count(*) FILTER (WHERE first_date + 7 <= $3::DATE) AS retention_7_eligible, count(*) FILTER (WHERE last_date >= first_date + 14) AS retention_14_count, count(*) FILTER (WHERE first_date + 14 <= $3::DATE) AS retention_14_eligible
  FROM acts
  WHERE first_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
res AS (
  SELECT *, retention_1_count / nullif(retention_1_eligible, 0) AS retention_1_rate, retention_3_count / nullif(retention_3_eligible, 0) AS retention_3_rate, retention_7_count / nullif(retention_7_eligible, 0) AS retention_7_rate, retention_14_count / nullif(retention_14_eligible, 0) AS retention_14_rate
  FROM res0
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
    ORDER BY "cohort_count" DESC NULLS LAST, "cohort_group" ASC
    LIMIT $6
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "cohort_group", "retention_1_rate", "retention_3_rate", "retention_7_rate", "retention_14_rate"
    FROM __res
    ORDER BY "retention_1_rate" DESC NULLS LAST, "cohort_group" ASC
    LIMIT $7
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "cohort_count" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "cohort_group" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "retention_1_rate" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "cohort_group" END) ASC
-- params: [1,1,"2026-11-22","2026-10-23","2026-11-21",100000,2000]
-- step totals
WITH acts AS (
  SELECT min(f.stat_date) AS first_date, max(f.stat_date) AS last_date, f.member_id AS "member_id", game.game_kind_code AS "game_kind_code"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($1) AND f.site_id = $2
  GROUP BY ALL
),
res0 AS (
  SELECT count(*) AS cohort_count, count(*) FILTER (WHERE last_date >= first_date + 1) AS retention_1_count, count(*) FILTER (WHERE first_date + 1 <= $3::DATE) AS retention_1_eligible, count(*) FILTER (WHERE last_date >= first_date + 3) AS retention_3_count, count(*) FILTER (WHERE first_date + 3 <= $3::DATE) AS retention_3_eligible, count(*) FILTER (WHERE last_date >= first_date + 7) AS retention_7_count, count(*) FILTER (WHERE first_date + 7 <= $3::DATE) AS retention_7_eligible, count(*) FILTER (WHERE last_date >= first_date + 14) AS retention_14_count, count(*) FILTER (WHERE first_date + 14 <= $3::DATE) AS retention_14_eligible
  FROM acts
  WHERE first_date BETWEEN $4::DATE AND $5::DATE
),
res AS (
  SELECT *, retention_1_count / nullif(retention_1_eligible, 0) AS retention_1_rate, retention_3_count / nullif(retention_3_eligible, 0) AS retention_3_rate, retention_7_count / nullif(retention_7_eligible, 0) AS retention_7_rate, retention_14_count / nullif(retention_14_eligible, 0) AS retention_14_rate
  FROM res0
)
SELECT *
FROM res
-- params: [1,1,"2026-11-22","2026-10-23","2026-11-21"]