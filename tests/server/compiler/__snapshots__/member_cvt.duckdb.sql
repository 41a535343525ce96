-- member_cvt: sources rollup_registration_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT sum(f."reg_dau") AS "reg_dau", sum(f."cvt_login_users") AS "cvt_login_users", sum(f."cvt_gaming_users") AS "cvt_gaming_users", sum(f."cvt_first_dpst_users") AS "cvt_first_dpst_users", sum(f."cvt_second_dpst_users") AS "cvt_second_dpst_users"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."cvt_login_users", 0) AS "cvt_login_users", coalesce(cur."cvt_gaming_users", 0) AS "cvt_gaming_users", coalesce(cur."cvt_first_dpst_users", 0) AS "cvt_first_dpst_users", coalesce(cur."cvt_second_dpst_users", 0) AS "cvt_second_dpst_users"
  FROM cur
),
res0 AS (
  SELECT "reg_dau", "cvt_login_users", "cvt_gaming_users", "cvt_first_dpst_users", "cvt_second_dpst_users"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
src AS (
  SELECT *
  FROM res1
),
res AS (
  SELECT step, step_order, users, users / nullif(first_value(users) OVER (ORDER BY step_order), 0) AS cvt_rate,
  users / nullif(lag(users) OVER (ORDER BY step_order), 0) AS step_rate
  FROM (
    SELECT unnest([$6, $7, $8, $9, $10]) AS step, unnest(range(1, 6)) AS step_order, unnest([CAST(src."reg_dau" AS BIGINT), CAST(src."cvt_login_users" AS BIGINT), CAST(src."cvt_gaming_users" AS BIGINT), CAST(src."cvt_first_dpst_users" AS BIGINT), CAST(src."cvt_second_dpst_users" AS BIGINT)]) AS users
    FROM src
  ) s
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *
    FROM res
    LIMIT $11
  )
)
-- params: [1,2,3,"2026-10-23","2026-11-21","reg_dau","cvt_login_users","cvt_gaming_users","cvt_first_dpst_users","cvt_second_dpst_users",100001]
-- finish: {"parts":{"page":[{"field":"step_order","dir":"asc"}],"chart":{"order":[{"field":"step_order","dir":"asc"}],"limit":2000,"fields":["step","users","step_order"]}}}
-- instead above 100000 rows: another statement