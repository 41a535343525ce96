-- member_activity: sources fact_login
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT "__platform_code" AS "platform_code", "__activity_days" AS "activity_days", "__activity_dau" AS "activity_dau", "__activity_wau" AS "activity_wau", "__activity_mau" AS "activity_mau", "__activity_stickiness" AS "activity_stickiness"
  FROM (
    SELECT "platform_code" AS "__platform_code", "activity_days" AS "__activity_days", "activity_dau" AS "__activity_dau", "activity_wau" AS "__activity_wau", "activity_mau" AS "__activity_mau", activity_dau / nullif(activity_mau, 0) AS "__activity_stickiness"
    FROM (
      SELECT "__platform_code" AS "platform_code", "__activity_days" AS "activity_days", "__activity_dau" AS "activity_dau", "__activity_wau" AS "activity_wau", "__activity_mau" AS "activity_mau"
      FROM (
        SELECT "platform_code" AS "__platform_code", greatest(0, toDate('2026-11-21') - toDate('2026-10-23') + 1) AS "__activity_days", coalesce(dau, 0) / nullif(greatest(0, toDate('2026-11-21') - toDate('2026-10-23') + 1), 0) AS "__activity_dau", coalesce(wau, 0) / nullif(greatest(0, toDate('2026-11-21') - toDate('2026-10-23') + 1), 0) AS "__activity_wau", coalesce(mau, 0) / nullif(greatest(0, toDate('2026-11-21') - toDate('2026-10-23') + 1), 0) AS "__activity_mau"
        FROM (
          SELECT "__platform_code" AS "platform_code", "__dau" AS "dau", "__wau" AS "wau", "__mau" AS "mau"
          FROM (
            SELECT "platform_code" AS "__platform_code", sum(arraySum(arrayMap((s, n) -> greatest(0, least(least(s + 0, n - 1), toDate('2026-11-21')) - greatest(s, toDate('2026-10-23')) + 1), days, arrayPushBack(arrayPopFront(days), toDate('2026-11-21') + 1)))) AS "__dau", sum(arraySum(arrayMap((s, n) -> greatest(0, least(least(s + 6, n - 1), toDate('2026-11-21')) - greatest(s, toDate('2026-10-23')) + 1), days, arrayPushBack(arrayPopFront(days), toDate('2026-11-21') + 1)))) AS "__wau", sum(arraySum(arrayMap((s, n) -> greatest(0, least(least(s + 29, n - 1), toDate('2026-11-21')) - greatest(s, toDate('2026-10-23')) + 1), days, arrayPushBack(arrayPopFront(days), toDate('2026-11-21') + 1)))) AS "__mau"
            FROM (
              SELECT "__platform_code" AS "platform_code", "__member_id" AS "member_id", "__days" AS "days"
              FROM (
                SELECT "platform_code" AS "__platform_code", member_id AS "__member_id", arraySort(groupArray(stat_date)) AS "__days"
                FROM (
                  SELECT "__member_id" AS "member_id", "__platform_code" AS "platform_code", "__stat_date" AS "stat_date"
                  FROM (
                    SELECT f.member_id AS "__member_id", f.platform_code AS "__platform_code", f."stat_date" AS "__stat_date"
                    FROM "fact_login" AS f
                    WHERE f.site_id IN (1, 2, 3) AND f."stat_date" BETWEEN toDate('2026-09-24') AND toDate('2026-11-21')
                    GROUP BY "__member_id", "__platform_code", "__stat_date"
                  )
                )
                GROUP BY "__platform_code", "__member_id"
              )
            )
            GROUP BY "__platform_code"
          )
        )
        WHERE mau > 0
      )
    )
  )
) AS res
LIMIT 100001
SETTINGS join_use_nulls = 1
-- finish: {"parts":{"page":[{"field":"activity_dau","dir":"desc"},{"field":"platform_code","dir":"asc"}],"chart":{"order":[{"field":"activity_dau","dir":"desc"},{"field":"platform_code","dir":"asc"}],"limit":2000,"fields":["platform_code","activity_dau","activity_wau","activity_mau"]}}}
-- instead above 100000 rows: the page and chart statements apart
-- step totals
SELECT *
FROM (
  SELECT "__activity_days" AS "activity_days", "__activity_dau" AS "activity_dau", "__activity_wau" AS "activity_wau", "__activity_mau" AS "activity_mau", "__activity_stickiness" AS "activity_stickiness"
  FROM (
    SELECT "activity_days" AS "__activity_days", "activity_dau" AS "__activity_dau", "activity_wau" AS "__activity_wau", "activity_mau" AS "__activity_mau", activity_dau / nullif(activity_mau, 0) AS "__activity_stickiness"
    FROM (
      SELECT "__activity_days" AS "activity_days", "__activity_dau" AS "activity_dau", "__activity_wau" AS "activity_wau", "__activity_mau" AS "activity_mau"
      FROM (
        SELECT greatest(0, toDate('2026-11-21') - toDate('2026-10-23') + 1) AS "__activity_days", coalesce(dau, 0) / nullif(greatest(0, toDate('2026-11-21') - toDate('2026-10-23') + 1), 0) AS "__activity_dau", coalesce(wau, 0) / nullif(greatest(0, toDate('2026-11-21') - toDate('2026-10-23') + 1), 0) AS "__activity_wau", coalesce(mau, 0) / nullif(greatest(0, toDate('2026-11-21') - toDate('2026-10-23') + 1), 0) AS "__activity_mau"
        FROM (
          SELECT "__dau" AS "dau", "__wau" AS "wau", "__mau" AS "mau"
          FROM (
            SELECT sum(arraySum(arrayMap((s, n) -> greatest(0, least(least(s + 0, n - 1), toDate('2026-11-21')) - greatest(s, toDate('2026-10-23')) + 1), days, arrayPushBack(arrayPopFront(days), toDate('2026-11-21') + 1)))) AS "__dau", sum(arraySum(arrayMap((s, n) -> greatest(0, least(least(s + 6, n - 1), toDate('2026-11-21')) - greatest(s, toDate('2026-10-23')) + 1), days, arrayPushBack(arrayPopFront(days), toDate('2026-11-21') + 1)))) AS "__wau", sum(arraySum(arrayMap((s, n) -> greatest(0, least(least(s + 29, n - 1), toDate('2026-11-21')) - greatest(s, toDate('2026-10-23')) + 1), days, arrayPushBack(arrayPopFront(days), toDate('2026-11-21') + 1)))) AS "__mau"
            FROM (
              SELECT "__member_id" AS "member_id", "__days" AS "days"
              FROM (
                SELECT member_id AS "__member_id", arraySort(groupArray(stat_date)) AS "__days"
                FROM (
                  SELECT "__member_id" AS "member_id", "__stat_date" AS "stat_date"
                  FROM (
                    SELECT f.member_id AS "__member_id", f."stat_date" AS "__stat_date"
                    FROM "fact_login" AS f
                    WHERE f.site_id IN (1, 2, 3) AND f."stat_date" BETWEEN toDate('2026-09-24') AND toDate('2026-11-21')
                    GROUP BY "__member_id", "__stat_date"
                  )
                )
                GROUP BY "__member_id"
              )
            )
          )
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}