-- member_cvt: sources rollup_registration_site_day
-- step pageAndChart
-- part page
SELECT *
FROM (
  SELECT step, step_order, users, users / nullif(counts[1], 0) AS cvt_rate, if(step_order = 1, NULL, users / nullif(counts[step_order - 1], 0)) AS step_rate
  FROM (
    SELECT [toInt64("reg_dau"), toInt64("cvt_login_users"), toInt64("cvt_gaming_users"), toInt64("cvt_first_dpst_users"), toInt64("cvt_second_dpst_users")] AS counts
    FROM (
      SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."cvt_login_users", 0) AS "cvt_login_users", coalesce(cur."cvt_gaming_users", 0) AS "cvt_gaming_users", coalesce(cur."cvt_first_dpst_users", 0) AS "cvt_first_dpst_users", coalesce(cur."cvt_second_dpst_users", 0) AS "cvt_second_dpst_users"
      FROM (
        SELECT max("reg_dau") AS "cur.reg_dau", max("cvt_login_users") AS "cur.cvt_login_users", max("cvt_gaming_users") AS "cur.cvt_gaming_users", max("cvt_first_dpst_users") AS "cur.cvt_first_dpst_users", max("cvt_second_dpst_users") AS "cur.cvt_second_dpst_users"
        FROM (
          SELECT "__reg_dau" AS "reg_dau", "__cvt_login_users" AS "cvt_login_users", "__cvt_gaming_users" AS "cvt_gaming_users", "__cvt_first_dpst_users" AS "cvt_first_dpst_users", "__cvt_second_dpst_users" AS "cvt_second_dpst_users", 0 AS "__p"
          FROM (
            SELECT sum(f."reg_dau") AS "__reg_dau", sum(f."cvt_login_users") AS "__cvt_login_users", sum(f."cvt_gaming_users") AS "__cvt_gaming_users", sum(f."cvt_first_dpst_users") AS "__cvt_first_dpst_users", sum(f."cvt_second_dpst_users") AS "__cvt_second_dpst_users"
            FROM "rollup_registration_site_day" AS f
            WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          )
        )
      )
    )
  )
  ARRAY JOIN ['reg_dau', 'cvt_login_users', 'cvt_gaming_users', 'cvt_first_dpst_users', 'cvt_second_dpst_users'] AS step, arrayEnumerate(counts) AS step_order, counts AS users
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"order":[{"field":"step_order","dir":"asc"}],"total":true,"limit":100000,"cap":1000000}
-- part chart
SELECT *
FROM (
  SELECT step, step_order, users, users / nullif(counts[1], 0) AS cvt_rate, if(step_order = 1, NULL, users / nullif(counts[step_order - 1], 0)) AS step_rate
  FROM (
    SELECT [toInt64("reg_dau"), toInt64("cvt_login_users"), toInt64("cvt_gaming_users"), toInt64("cvt_first_dpst_users"), toInt64("cvt_second_dpst_users")] AS counts
    FROM (
      SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."cvt_login_users", 0) AS "cvt_login_users", coalesce(cur."cvt_gaming_users", 0) AS "cvt_gaming_users", coalesce(cur."cvt_first_dpst_users", 0) AS "cvt_first_dpst_users", coalesce(cur."cvt_second_dpst_users", 0) AS "cvt_second_dpst_users"
      FROM (
        SELECT max("reg_dau") AS "cur.reg_dau", max("cvt_login_users") AS "cur.cvt_login_users", max("cvt_gaming_users") AS "cur.cvt_gaming_users", max("cvt_first_dpst_users") AS "cur.cvt_first_dpst_users", max("cvt_second_dpst_users") AS "cur.cvt_second_dpst_users"
        FROM (
          SELECT "__reg_dau" AS "reg_dau", "__cvt_login_users" AS "cvt_login_users", "__cvt_gaming_users" AS "cvt_gaming_users", "__cvt_first_dpst_users" AS "cvt_first_dpst_users", "__cvt_second_dpst_users" AS "cvt_second_dpst_users", 0 AS "__p"
          FROM (
            SELECT sum(f."reg_dau") AS "__reg_dau", sum(f."cvt_login_users") AS "__cvt_login_users", sum(f."cvt_gaming_users") AS "__cvt_gaming_users", sum(f."cvt_first_dpst_users") AS "__cvt_first_dpst_users", sum(f."cvt_second_dpst_users") AS "__cvt_second_dpst_users"
            FROM "rollup_registration_site_day" AS f
            WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          )
        )
      )
    )
  )
  ARRAY JOIN ['reg_dau', 'cvt_login_users', 'cvt_gaming_users', 'cvt_first_dpst_users', 'cvt_second_dpst_users'] AS step, arrayEnumerate(counts) AS step_order, counts AS users
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"order":[{"field":"step_order","dir":"asc"}],"limit":2000,"fields":[["step","step"],["users","users"]],"cap":1000000}