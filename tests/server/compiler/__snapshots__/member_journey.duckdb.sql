-- member_journey: sources dim_member, fact_login, rollup_gaming_member_day, fact_bonus
-- page params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21","reg_dau","login_dau","first_dpst_dau","gm_dau","bonus_dau",100000]
WITH r1 AS (
  SELECT member_id, min(day) AS day_1
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f.member_id AS "member_id", f."reg_date" AS stat_date, count(*) AS "reg_dau"
      FROM "dim_member" f
      WHERE f.site_id IN ($1, $2, $3) AND f."reg_date" BETWEEN $4::DATE AND $5::DATE
      GROUP BY ALL
    ) e
    WHERE "reg_dau" > 0
  ) AS e
  GROUP BY member_id
),
r2 AS (
  SELECT e.member_id AS member_id, min(e.day) AS day_2
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f.member_id AS "member_id", f."stat_date" AS stat_date, count(DISTINCT f.member_id) AS "login_dau"
      FROM "fact_login" f
      WHERE f.site_id IN ($6, $7, $8) AND f."stat_date" BETWEEN $9::DATE AND $10::DATE
      GROUP BY ALL
    ) e
    WHERE "login_dau" > 0
  ) AS e
  INNER JOIN r1 AS p ON e.member_id = p.member_id
  WHERE e.day >= p.day_1
  GROUP BY e.member_id
),
r3 AS (
  SELECT e.member_id AS member_id, min(e.day) AS day_3
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f.member_id AS "member_id", f."first_dpst_date" AS stat_date, count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "first_dpst_dau"
      FROM "dim_member" f
      WHERE f.site_id IN ($11, $12, $13) AND f."first_dpst_date" BETWEEN $14::DATE AND $15::DATE
      GROUP BY ALL
    ) e
    WHERE "first_dpst_dau" > 0
  ) AS e
  INNER JOIN r2 AS p ON e.member_id = p.member_id
  WHERE e.day >= p.day_2
  GROUP BY e.member_id
),
r4 AS (
  SELECT e.member_id AS member_id, min(e.day) AS day_4
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f."member_id" AS "member_id", f.stat_date AS stat_date, count(DISTINCT f."member_id") AS "gm_dau"
      FROM "rollup_gaming_member_day" f
      WHERE f."site_id" IN ($16, $17, $18) AND f.stat_date BETWEEN $19::DATE AND $20::DATE
      GROUP BY ALL
    ) e
    WHERE "gm_dau" > 0
  ) AS e
  INNER JOIN r3 AS p ON e.member_id = p.member_id
  WHERE e.day >= p.day_3
  GROUP BY e.member_id
),
r5 AS (
  SELECT e.member_id AS member_id, min(e.day) AS day_5
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f.member_id AS "member_id", f."stat_date" AS stat_date, count(DISTINCT f.member_id) AS "bonus_dau"
      FROM "fact_bonus" f
      WHERE f.site_id IN ($21, $22, $23) AND f."stat_date" BETWEEN $24::DATE AND $25::DATE
      GROUP BY ALL
    ) e
    WHERE "bonus_dau" > 0
  ) AS e
  INNER JOIN r4 AS p ON e.member_id = p.member_id
  WHERE e.day >= p.day_4
  GROUP BY e.member_id
),
src AS (
  SELECT (
    SELECT count(*)
    FROM r1
  ) AS "reg_dau", (
    SELECT count(*)
    FROM r2
  ) AS "login_dau", (
    SELECT count(*)
    FROM r3
  ) AS "first_dpst_dau", (
    SELECT count(*)
    FROM r4
  ) AS "gm_dau", (
    SELECT count(*)
    FROM r5
  ) AS "bonus_dau"
),
res AS (
  SELECT step, step_order, users, users / nullif(first_value(users) OVER (ORDER BY step_order), 0) AS cvt_rate,
  users / nullif(lag(users) OVER (ORDER BY step_order), 0) AS step_rate
  FROM (
    SELECT unnest([$26, $27, $28, $29, $30]) AS step, unnest(range(1, 6)) AS step_order, unnest([CAST(src."reg_dau" AS BIGINT), CAST(src."login_dau" AS BIGINT), CAST(src."first_dpst_dau" AS BIGINT), CAST(src."gm_dau" AS BIGINT), CAST(src."bonus_dau" AS BIGINT)]) AS users
    FROM src
  ) s
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "step_order" ASC
LIMIT $31
-- chart
WITH r1 AS (
  SELECT member_id, min(day) AS day_1
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f.member_id AS "member_id", f."reg_date" AS stat_date, count(*) AS "reg_dau"
      FROM "dim_member" f
      WHERE f.site_id IN ($1, $2, $3) AND f."reg_date" BETWEEN $4::DATE AND $5::DATE
      GROUP BY ALL
    ) e
    WHERE "reg_dau" > 0
  ) AS e
  GROUP BY member_id
),
r2 AS (
  SELECT e.member_id AS member_id, min(e.day) AS day_2
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f.member_id AS "member_id", f."stat_date" AS stat_date, count(DISTINCT f.member_id) AS "login_dau"
      FROM "fact_login" f
      WHERE f.site_id IN ($6, $7, $8) AND f."stat_date" BETWEEN $9::DATE AND $10::DATE
      GROUP BY ALL
    ) e
    WHERE "login_dau" > 0
  ) AS e
  INNER JOIN r1 AS p ON e.member_id = p.member_id
  WHERE e.day >= p.day_1
  GROUP BY e.member_id
),
r3 AS (
  SELECT e.member_id AS member_id, min(e.day) AS day_3
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f.member_id AS "member_id", f."first_dpst_date" AS stat_date, count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "first_dpst_dau"
      FROM "dim_member" f
      WHERE f.site_id IN ($11, $12, $13) AND f."first_dpst_date" BETWEEN $14::DATE AND $15::DATE
      GROUP BY ALL
    ) e
    WHERE "first_dpst_dau" > 0
  ) AS e
  INNER JOIN r2 AS p ON e.member_id = p.member_id
  WHERE e.day >= p.day_2
  GROUP BY e.member_id
),
r4 AS (
  SELECT e.member_id AS member_id, min(e.day) AS day_4
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f."member_id" AS "member_id", f.stat_date AS stat_date, count(DISTINCT f."member_id") AS "gm_dau"
      FROM "rollup_gaming_member_day" f
      WHERE f."site_id" IN ($16, $17, $18) AND f.stat_date BETWEEN $19::DATE AND $20::DATE
      GROUP BY ALL
    ) e
    WHERE "gm_dau" > 0
  ) AS e
  INNER JOIN r3 AS p ON e.member_id = p.member_id
  WHERE e.day >= p.day_3
  GROUP BY e.member_id
),
r5 AS (
  SELECT e.member_id AS member_id, min(e.day) AS day_5
  FROM (
    SELECT member_id, stat_date AS day
    FROM (
      SELECT f.member_id AS "member_id", f."stat_date" AS stat_date, count(DISTINCT f.member_id) AS "bonus_dau"
      FROM "fact_bonus" f
      WHERE f.site_id IN ($21, $22, $23) AND f."stat_date" BETWEEN $24::DATE AND $25::DATE
      GROUP BY ALL
    ) e
    WHERE "bonus_dau" > 0
  ) AS e
  INNER JOIN r4 AS p ON e.member_id = p.member_id
  WHERE e.day >= p.day_4
  GROUP BY e.member_id
),
src AS (
  SELECT (
    SELECT count(*)
    FROM r1
  ) AS "reg_dau", (
    SELECT count(*)
    FROM r2
  ) AS "login_dau", (
    SELECT count(*)
    FROM r3
  ) AS "first_dpst_dau", (
    SELECT count(*)
    FROM r4
  ) AS "gm_dau", (
    SELECT count(*)
    FROM r5
  ) AS "bonus_dau"
),
res AS (
  SELECT step, step_order, users, users / nullif(first_value(users) OVER (ORDER BY step_order), 0) AS cvt_rate,
  users / nullif(lag(users) OVER (ORDER BY step_order), 0) AS step_rate
  FROM (
    SELECT unnest([$26, $27, $28, $29, $30]) AS step, unnest(range(1, 6)) AS step_order, unnest([CAST(src."reg_dau" AS BIGINT), CAST(src."login_dau" AS BIGINT), CAST(src."first_dpst_dau" AS BIGINT), CAST(src."gm_dau" AS BIGINT), CAST(src."bonus_dau" AS BIGINT)]) AS users
    FROM src
  ) s
)
SELECT "step", "users"
FROM res
ORDER BY "step_order" ASC
LIMIT $31