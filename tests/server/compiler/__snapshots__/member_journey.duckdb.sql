-- member_journey: sources dim_member, rollup_login_activity, rollup_gaming_activity, rollup_bonus_activity
-- step pageAndChart
WITH r1 AS (
  SELECT member_id, day AS day_1
  FROM (
    SELECT member_id, "__first_day" AS day
    FROM (
      SELECT f.member_id AS "member_id", min(f."reg_date") AS "__first_day"
      FROM "dim_member" f
      WHERE f.site_id IN ($1, $2, $3) AND f."reg_date" BETWEEN $4::DATE AND $5::DATE
      GROUP BY ALL
    )
  )
),
r2 AS (
  SELECT member_id, day AS day_2
  FROM (
    SELECT member_id, min(CAST(month + CAST(log2(b & -b) AS INTEGER) AS DATE)) AS day
    FROM (
      SELECT a.member_id, a.month, a."login_dau" & ~(CASE WHEN a.month = $8::DATE THEN ((1 << (dayofmonth($6::DATE) - 1)) - 1) ELSE 0 END) & (CASE WHEN a.month = $9::DATE THEN ((1 << (dayofmonth($7::DATE) - 1)) - 1) | (1 << (dayofmonth($7::DATE) - 1)) ELSE 2147483647 END) & ~(CASE WHEN a.month = date_trunc('month', p.day_1) THEN ((1 << (dayofmonth(p.day_1) - 1)) - 1) ELSE 0 END) AS b
      FROM "rollup_login_activity" a
      INNER JOIN r1 AS p ON p.member_id = a.member_id
      WHERE a.month BETWEEN $8::DATE AND $9::DATE AND a."site_id" IN ($10, $11, $12) AND a.month >= date_trunc('month', p.day_1)
    )
    WHERE b <> 0
    GROUP BY member_id
  )
),
r3 AS (
  SELECT member_id, day AS day_3
  FROM (
    SELECT e.member_id AS member_id, min(e.day) AS day
    FROM (
      SELECT member_id, stat_date AS day
      FROM (
        SELECT f.member_id AS "member_id", f."first_dpst_date" AS stat_date, count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "first_dpst_dau"
        FROM "dim_member" f
        WHERE f.site_id IN ($13, $14, $15) AND f."first_dpst_date" BETWEEN $16::DATE AND $17::DATE
        GROUP BY ALL
      ) e
      WHERE "first_dpst_dau" > 0
    ) AS e
    INNER JOIN r2 AS p ON e.member_id = p.member_id
    WHERE e.day >= p.day_2
    GROUP BY e.member_id
  )
),
r4 AS (
  SELECT member_id, day AS day_4
  FROM (
    SELECT member_id, min(CAST(month + CAST(log2(b & -b) AS INTEGER) AS DATE)) AS day
    FROM (
      SELECT a.member_id, a.month, a."gm_dau" & ~(CASE WHEN a.month = $20::DATE THEN ((1 << (dayofmonth($18::DATE) - 1)) - 1) ELSE 0 END) & (CASE WHEN a.month = $21::DATE THEN ((1 << (dayofmonth($19::DATE) - 1)) - 1) | (1 << (dayofmonth($19::DATE) - 1)) ELSE 2147483647 END) & ~(CASE WHEN a.month = date_trunc('month', p.day_3) THEN ((1 << (dayofmonth(p.day_3) - 1)) - 1) ELSE 0 END) AS b
      FROM "rollup_gaming_activity" a
      INNER JOIN r3 AS p ON p.member_id = a.member_id
      WHERE a.month BETWEEN $20::DATE AND $21::DATE AND a."site_id" IN ($22, $23, $24) AND a.month >= date_trunc('month', p.day_3)
    )
    WHERE b <> 0
    GROUP BY member_id
  )
),
r5 AS (
  SELECT member_id, day AS day_5
  FROM (
    SELECT member_id, min(CAST(month + CAST(log2(b & -b) AS INTEGER) AS DATE)) AS day
    FROM (
      SELECT a.member_id, a.month, a."bonus_dau" & ~(CASE WHEN a.month = $27::DATE THEN ((1 << (dayofmonth($25::DATE) - 1)) - 1) ELSE 0 END) & (CASE WHEN a.month = $28::DATE THEN ((1 << (dayofmonth($26::DATE) - 1)) - 1) | (1 << (dayofmonth($26::DATE) - 1)) ELSE 2147483647 END) & ~(CASE WHEN a.month = date_trunc('month', p.day_4) THEN ((1 << (dayofmonth(p.day_4) - 1)) - 1) ELSE 0 END) AS b
      FROM "rollup_bonus_activity" a
      INNER JOIN r4 AS p ON p.member_id = a.member_id
      WHERE a.month BETWEEN $27::DATE AND $28::DATE AND a."site_id" IN ($29, $30, $31) AND a.month >= date_trunc('month', p.day_4)
    )
    WHERE b <> 0
    GROUP BY member_id
  )
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
    SELECT unnest([$32, $33, $34, $35, $36]) AS step, unnest(range(1, 6)) AS step_order, unnest([CAST(src."reg_dau" AS BIGINT), CAST(src."login_dau" AS BIGINT), CAST(src."first_dpst_dau" AS BIGINT), CAST(src."gm_dau" AS BIGINT), CAST(src."bonus_dau" AS BIGINT)]) AS users
    FROM src
  ) s
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
    ORDER BY "step_order" ASC
    LIMIT $37
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "step", "users", "step_order"
    FROM __res
    ORDER BY "step_order" ASC
    LIMIT $38
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "step_order" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "step_order" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21","2026-10-23","2026-11-21","2026-10-01","2026-11-01",1,2,3,1,2,3,"2026-10-23","2026-11-21","2026-10-23","2026-11-21","2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-10-01","2026-11-01",1,2,3,"reg_dau","login_dau","first_dpst_dau","gm_dau","bonus_dau",100000,2000]