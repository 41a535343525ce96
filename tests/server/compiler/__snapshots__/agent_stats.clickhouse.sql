-- agent_stats: sources dim_member, dim_member, rollup_gaming_member_day, rollup_transaction_member_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate"
  FROM (
    SELECT cur."agent_id" AS "agent_id", cur."agent_username" AS "agent_username", cur."agent_code" AS "agent_code", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
    FROM (
      SELECT "agent_id" AS "cur.agent_id", "agent_username" AS "cur.agent_username", "agent_code" AS "cur.agent_code", max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("dpst_dau") AS "cur.dpst_dau", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_amt") AS "cur.wdrl_amt"
      FROM (
        SELECT "__agent_id" AS "agent_id", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__reg_dau" AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT f.agent_id AS "__agent_id", ag.agent_username AS "__agent_username", ag.agent_code AS "__agent_code", count() AS "__reg_dau"
          FROM "dim_member" AS f
          ALL LEFT JOIN (
            SELECT "agent_id", "agent_username", "agent_code"
            FROM "dim_agent"
          ) AS "ag" ON "ag"."agent_id" = "agent_id"
          WHERE f.site_id IN (1) AND f."reg_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f.site_id = 1
          GROUP BY "__agent_id", "__agent_username", "__agent_code"
        )
        UNION ALL
        SELECT "__agent_id" AS "agent_id", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", NULL AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT f.agent_id AS "__agent_id", ag.agent_username AS "__agent_username", ag.agent_code AS "__agent_code", countIf(f.first_dpst_date IS NOT NULL) AS "__first_dpst_dau"
          FROM "dim_member" AS f
          ALL LEFT JOIN (
            SELECT "agent_id", "agent_username", "agent_code"
            FROM "dim_agent"
          ) AS "ag" ON "ag"."agent_id" = "agent_id"
          WHERE f.site_id IN (1) AND f."first_dpst_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f.site_id = 1
          GROUP BY "__agent_id", "__agent_username", "__agent_code"
        )
        UNION ALL
        SELECT "__agent_id" AS "agent_id", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", NULL AS "reg_dau", NULL AS "first_dpst_dau", "__gm_dau" AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT f."agent_id" AS "__agent_id", f."agent_username" AS "__agent_username", f."agent_code" AS "__agent_code", uniqExact(f."member_id") AS "__gm_dau", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_member_day" AS f
          WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
          GROUP BY "__agent_id", "__agent_username", "__agent_code"
        )
        UNION ALL
        SELECT "__agent_id" AS "agent_id", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT f."agent_id" AS "__agent_id", f."agent_username" AS "__agent_username", f."agent_code" AS "__agent_code", uniqExact(CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "__dpst_dau", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt"
          FROM "rollup_transaction_member_day" AS f
          WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
          GROUP BY "__agent_id", "__agent_username", "__agent_code"
        )
      )
      GROUP BY "agent_id", "agent_username", "agent_code"
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"windows":{"steps":[{"name":"dpst_amt_share","share":"dpst_amt"}]},"parts":{"page":[{"field":"dpst_amt","dir":"desc"},{"field":"agent_id","dir":"asc"},{"field":"agent_username","dir":"asc"},{"field":"agent_code","dir":"asc"}],"slice":{"offset":0,"limit":50},"chart":{"order":[{"field":"dpst_amt","dir":"desc"},{"field":"agent_id","dir":"asc"},{"field":"agent_username","dir":"asc"},{"field":"agent_code","dir":"asc"}],"limit":15,"fields":["agent_username","dpst_amt","house_net_win","agent_id","agent_code"]}},"cap":1000000}
-- step totals
SELECT *
FROM (
  SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate"
  FROM (
    SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
    FROM (
      SELECT max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("dpst_dau") AS "cur.dpst_dau", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_amt") AS "cur.wdrl_amt"
      FROM (
        SELECT "__reg_dau" AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."reg_dau") AS "__reg_dau"
          FROM "rollup_registration_site_day" AS f
          WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
        )
        UNION ALL
        SELECT NULL AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."first_dpst_dau") AS "__first_dpst_dau"
          FROM "rollup_first_deposit_site_day" AS f
          WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."gm_dau", 2097151) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
          FROM "rollup_gaming_activity" AS f
          WHERE f.site_id IN (1) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01') AND f."site_id" = 1
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."dpst_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."dpst_dau", 2097151) != 0 ELSE f."dpst_dau" != 0 END) AS "__dpst_dau"
          FROM "rollup_transaction_activity" AS f
          WHERE f.site_id IN (1) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01') AND f."site_id" = 1
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}