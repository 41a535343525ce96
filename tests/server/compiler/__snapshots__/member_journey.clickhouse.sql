-- member_journey: sources dim_member, rollup_login_activity, rollup_gaming_activity, rollup_bonus_activity
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT step, step_order, users, users / nullif(counts[1], 0) AS cvt_rate, if(step_order = 1, NULL, users / nullif(counts[step_order - 1], 0)) AS step_rate
  FROM (
    SELECT [toInt64("reg_dau"), toInt64("login_dau"), toInt64("first_dpst_dau"), toInt64("gm_dau"), toInt64("bonus_dau")] AS counts
    FROM (
      SELECT count(day_1) AS "reg_dau", count(day_2) AS "login_dau", count(day_3) AS "first_dpst_dau", count(day_4) AS "gm_dau", count(day_5) AS "bonus_dau"
      FROM (
        SELECT p.member_id AS member_id, p.day_1 AS day_1, p.day_2 AS day_2, p.day_3 AS day_3, p.day_4 AS day_4, if(countIf(ifNull(e.month >= toStartOfMonth(p.day_4) AND bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_4), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_4) - 1) - 1), toInt64(0)))) != 0, 0)) > 0, toNullable(minIf(addDays(e.month, toUInt32(log2(bitAnd(bitOr(bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_4), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_4) - 1) - 1), toInt64(0)))), toInt64(2147483648)), -bitOr(bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_4), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_4) - 1) - 1), toInt64(0)))), toInt64(2147483648)))))), ifNull(e.month >= toStartOfMonth(p.day_4) AND bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_4), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_4) - 1) - 1), toInt64(0)))) != 0, 0))), NULL) AS day_5
        FROM (
          SELECT p.member_id AS member_id, p.day_1 AS day_1, p.day_2 AS day_2, p.day_3 AS day_3, if(countIf(ifNull(e.month >= toStartOfMonth(p.day_3) AND bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_3), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_3) - 1) - 1), toInt64(0)))) != 0, 0)) > 0, toNullable(minIf(addDays(e.month, toUInt32(log2(bitAnd(bitOr(bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_3), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_3) - 1) - 1), toInt64(0)))), toInt64(2147483648)), -bitOr(bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_3), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_3) - 1) - 1), toInt64(0)))), toInt64(2147483648)))))), ifNull(e.month >= toStartOfMonth(p.day_3) AND bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_3), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_3) - 1) - 1), toInt64(0)))) != 0, 0))), NULL) AS day_4
          FROM (
            SELECT p.member_id AS member_id, p.day_1 AS day_1, p.day_2 AS day_2, if(countIf(ifNull(e.day >= p.day_2, 0)) > 0, toNullable(minIf(e.day, ifNull(e.day >= p.day_2, 0))), NULL) AS day_3
            FROM (
              SELECT p.member_id AS member_id, p.day_1 AS day_1, if(countIf(ifNull(e.month >= toStartOfMonth(p.day_1) AND bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_1), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_1) - 1) - 1), toInt64(0)))) != 0, 0)) > 0, toNullable(minIf(addDays(e.month, toUInt32(log2(bitAnd(bitOr(bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_1), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_1) - 1) - 1), toInt64(0)))), toInt64(2147483648)), -bitOr(bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_1), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_1) - 1) - 1), toInt64(0)))), toInt64(2147483648)))))), ifNull(e.month >= toStartOfMonth(p.day_1) AND bitAnd(e.b, bitNot(if(e.month = toStartOfMonth(p.day_1), (bitShiftLeft(toInt64(1), toDayOfMonth(p.day_1) - 1) - 1), toInt64(0)))) != 0, 0))), NULL) AS day_2
              FROM (
                SELECT member_id, min(day) AS day_1
                FROM (
                  SELECT member_id, stat_date AS day
                  FROM (
                    SELECT "__member_id" AS "member_id", "__stat_date" AS "stat_date", "__reg_dau" AS "reg_dau"
                    FROM (
                      SELECT f.member_id AS "__member_id", f."reg_date" AS "__stat_date", count() AS "__reg_dau"
                      FROM "dim_member" AS f
                      WHERE f.site_id IN (1, 2, 3) AND f."reg_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
                      GROUP BY "__member_id", "__stat_date"
                    )
                  ) e
                  WHERE "reg_dau" > 0
                )
                GROUP BY member_id
              ) AS p
              LEFT JOIN (
                SELECT a.member_id AS member_id, a.month AS month, bitAnd(toInt64(a."login_dau"), toInt64(multiIf(a.month = toDate('2026-10-01'), 2143289344, a.month = toDate('2026-11-01'), 2097151, 2147483647))) AS b
                FROM "rollup_login_activity" AS a
                WHERE a.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01') AND a."site_id" IN (1, 2, 3)
              ) AS e ON e.member_id = p.member_id
              GROUP BY p.member_id, p.day_1
            ) AS p
            LEFT JOIN (
              SELECT member_id, stat_date AS day
              FROM (
                SELECT "__member_id" AS "member_id", "__stat_date" AS "stat_date", "__first_dpst_dau" AS "first_dpst_dau"
                FROM (
                  SELECT f.member_id AS "__member_id", f."first_dpst_date" AS "__stat_date", countIf(f.first_dpst_date IS NOT NULL) AS "__first_dpst_dau"
                  FROM "dim_member" AS f
                  WHERE f.site_id IN (1, 2, 3) AND f."first_dpst_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
                  GROUP BY "__member_id", "__stat_date"
                )
              ) e
              WHERE "first_dpst_dau" > 0
            ) AS e ON e.member_id = p.member_id
            GROUP BY p.member_id, p.day_1, p.day_2
          ) AS p
          LEFT JOIN (
            SELECT a.member_id AS member_id, a.month AS month, bitAnd(toInt64(a."gm_dau"), toInt64(multiIf(a.month = toDate('2026-10-01'), 2143289344, a.month = toDate('2026-11-01'), 2097151, 2147483647))) AS b
            FROM "rollup_gaming_activity" AS a
            WHERE a.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01') AND a."site_id" IN (1, 2, 3)
          ) AS e ON e.member_id = p.member_id
          GROUP BY p.member_id, p.day_1, p.day_2, p.day_3
        ) AS p
        LEFT JOIN (
          SELECT a.member_id AS member_id, a.month AS month, bitAnd(toInt64(a."bonus_dau"), toInt64(multiIf(a.month = toDate('2026-10-01'), 2143289344, a.month = toDate('2026-11-01'), 2097151, 2147483647))) AS b
          FROM "rollup_bonus_activity" AS a
          WHERE a.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01') AND a."site_id" IN (1, 2, 3)
        ) AS e ON e.member_id = p.member_id
        GROUP BY p.member_id, p.day_1, p.day_2, p.day_3, p.day_4
      )
    )
  )
  ARRAY JOIN ['reg_dau', 'login_dau', 'first_dpst_dau', 'gm_dau', 'bonus_dau'] AS step, arrayEnumerate(counts) AS step_order, counts AS users
) AS res
LIMIT 100001
SETTINGS join_use_nulls = 1
-- finish: {"parts":{"page":[{"field":"step_order","dir":"asc"}],"chart":{"order":[{"field":"step_order","dir":"asc"}],"limit":2000,"fields":["step","users","step_order"]}}}
-- instead above 100000 rows: the page and chart statements apart