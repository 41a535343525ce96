-- member_cvt: sources rollup_registration_site_day
-- step pageAndChart
-- part page
SELECT *, count() OVER () AS __total
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
            WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
          )
        )
      )
    )
  )
  ARRAY JOIN [{p6:String}, {p7:String}, {p8:String}, {p9:String}, {p10:String}] AS step, arrayEnumerate(counts) AS step_order, counts AS users
) AS res
ORDER BY "step_order" ASC
LIMIT {p11:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21","reg_dau","cvt_login_users","cvt_gaming_users","cvt_first_dpst_users","cvt_second_dpst_users",100000]
-- part chart
SELECT "step", "users"
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
            WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
          )
        )
      )
    )
  )
  ARRAY JOIN [{p6:String}, {p7:String}, {p8:String}, {p9:String}, {p10:String}] AS step, arrayEnumerate(counts) AS step_order, counts AS users
) AS res
ORDER BY "step_order" ASC
LIMIT 2000
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21","reg_dau","cvt_login_users","cvt_gaming_users","cvt_first_dpst_users","cvt_second_dpst_users"]