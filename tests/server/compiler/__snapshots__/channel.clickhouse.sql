-- channel: sources dim_member, dim_member, rollup_transaction_member_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate", "dpst_amt" - "wdrl_amt" AS "revenue"
  FROM (
    SELECT cur."channel_token" AS "channel_token", cur."agent_username" AS "agent_username", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt"
    FROM (
      SELECT "channel_token" AS "cur.channel_token", "agent_username" AS "cur.agent_username", max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("dpst_dau") AS "cur.dpst_dau", max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_amt") AS "cur.wdrl_amt"
      FROM (
        SELECT "__channel_token" AS "channel_token", "__agent_username" AS "agent_username", "__reg_dau" AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT f.channel_token AS "__channel_token", ag.agent_username AS "__agent_username", count() AS "__reg_dau"
          FROM "dim_member" AS f
          ALL LEFT JOIN (
            SELECT "agent_id", "agent_username"
            FROM "dim_agent"
          ) AS "ag" ON "ag"."agent_id" = "agent_id"
          WHERE f.site_id IN (1, 2, 3) AND f."reg_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND CAST(f.channel_token IS NOT NULL AS INTEGER) IN (1)
          GROUP BY "__channel_token", "__agent_username"
        )
        UNION ALL
        SELECT "__channel_token" AS "channel_token", "__agent_username" AS "agent_username", NULL AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT f.channel_token AS "__channel_token", ag.agent_username AS "__agent_username", countIf(f.first_dpst_date IS NOT NULL) AS "__first_dpst_dau"
          FROM "dim_member" AS f
          ALL LEFT JOIN (
            SELECT "agent_id", "agent_username"
            FROM "dim_agent"
          ) AS "ag" ON "ag"."agent_id" = "agent_id"
          WHERE f.site_id IN (1, 2, 3) AND f."first_dpst_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND CAST(f.channel_token IS NOT NULL AS INTEGER) IN (1)
          GROUP BY "__channel_token", "__agent_username"
        )
        UNION ALL
        SELECT "__channel_token" AS "channel_token", "__agent_username" AS "agent_username", NULL AS "reg_dau", NULL AS "first_dpst_dau", "__dpst_dau" AS "dpst_dau", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT m.channel_token AS "__channel_token", f."agent_username" AS "__agent_username", uniqExact(CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "__dpst_dau", sum(f."dpst_count") AS "__dpst_count", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt"
          FROM "rollup_transaction_member_day" AS f
          ALL LEFT JOIN (
            SELECT "member_id", "channel_token"
            FROM "dim_member"
          ) AS "m" ON "m"."member_id" = "member_id"
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND CAST(m.channel_token IS NOT NULL AS INTEGER) IN (1)
          GROUP BY "__channel_token", "__agent_username"
        )
      )
      GROUP BY "channel_token", "agent_username"
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"windows":{"steps":[{"name":"dpst_amt_share","share":"dpst_amt"}]},"parts":{"page":[{"field":"dpst_amt","dir":"desc"},{"field":"channel_token","dir":"asc"},{"field":"agent_username","dir":"asc"}],"slice":{"offset":0,"limit":50},"chart":{"order":[{"field":"dpst_amt","dir":"desc"},{"field":"channel_token","dir":"asc"},{"field":"agent_username","dir":"asc"}],"limit":15,"fields":["channel_token","dpst_amt","revenue","agent_username"]}},"cap":1000000}
-- step totals
SELECT *
FROM (
  SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate", "dpst_amt" - "wdrl_amt" AS "revenue"
  FROM (
    SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt"
    FROM (
      SELECT max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("dpst_dau") AS "cur.dpst_dau", max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_amt") AS "cur.wdrl_amt"
      FROM (
        SELECT "__reg_dau" AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT count() AS "__reg_dau"
          FROM "dim_member" AS f
          WHERE f.site_id IN (1, 2, 3) AND f."reg_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND CAST(f.channel_token IS NOT NULL AS INTEGER) IN (1)
        )
        UNION ALL
        SELECT NULL AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT countIf(f.first_dpst_date IS NOT NULL) AS "__first_dpst_dau"
          FROM "dim_member" AS f
          WHERE f.site_id IN (1, 2, 3) AND f."first_dpst_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND CAST(f.channel_token IS NOT NULL AS INTEGER) IN (1)
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", "__dpst_dau" AS "dpst_dau", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT uniqExact(CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "__dpst_dau", sum(f."dpst_count") AS "__dpst_count", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt"
          FROM "rollup_transaction_member_day" AS f
          ALL LEFT JOIN (
            SELECT "member_id", "channel_token"
            FROM "dim_member"
          ) AS "m" ON "m"."member_id" = "member_id"
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND CAST(m.channel_token IS NOT NULL AS INTEGER) IN (1)
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}