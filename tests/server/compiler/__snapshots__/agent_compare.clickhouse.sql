-- agent_compare: sources dim_member, dim_member, rollup_gaming_member_day, rollup_transaction_member_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT *, "gm_dau" / nullif("member_count", 0) AS "active_rate"
  FROM (
    SELECT cur."agent_id" AS "agent_id", cur."agent_username" AS "agent_username", cur."agent_code" AS "agent_code", cur."site_name" AS "site_name", coalesce(cur."member_count", 0) AS "member_count", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
    FROM (
      SELECT "agent_id" AS "cur.agent_id", "agent_username" AS "cur.agent_username", "agent_code" AS "cur.agent_code", "site_name" AS "cur.site_name", max("member_count") AS "cur.member_count", max("reg_dau") AS "cur.reg_dau", max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("dpst_dau") AS "cur.dpst_dau", max("dpst_amt") AS "cur.dpst_amt"
      FROM (
        SELECT "__agent_id" AS "agent_id", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__site_name" AS "site_name", "__member_count" AS "member_count", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", 0 AS "__p"
        FROM (
          SELECT f.agent_id AS "__agent_id", ag.agent_username AS "__agent_username", ag.agent_code AS "__agent_code", site.site_name AS "__site_name", count() AS "__member_count"
          FROM (
            SELECT f."agent_id", f."site_id", "ag"."agent_username" AS "ag.agent_username", "ag"."agent_code" AS "ag.agent_code"
            FROM "dim_member" AS f
            ALL LEFT JOIN (
              SELECT "agent_id", "agent_username", "agent_code"
              FROM "dim_agent"
            ) AS "ag" ON "ag"."agent_id" = "agent_id"
            WHERE f.site_id IN (1, 2, 3)
          ) AS f
          ALL LEFT JOIN (
            SELECT "site_id", "site_name"
            FROM "dim_site"
          ) AS "site" ON "site"."site_id" = "site_id"
          WHERE CAST(f.agent_id IS NOT NULL AS INTEGER) IN (1)
          GROUP BY "__agent_id", "__agent_username", "__agent_code", "__site_name"
        )
        UNION ALL
        SELECT "__agent_id" AS "agent_id", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__site_name" AS "site_name", NULL AS "member_count", "__reg_dau" AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", 0 AS "__p"
        FROM (
          SELECT f.agent_id AS "__agent_id", ag.agent_username AS "__agent_username", ag.agent_code AS "__agent_code", site.site_name AS "__site_name", count() AS "__reg_dau"
          FROM (
            SELECT f."agent_id", f."site_id", f."reg_date", "ag"."agent_username" AS "ag.agent_username", "ag"."agent_code" AS "ag.agent_code"
            FROM "dim_member" AS f
            ALL LEFT JOIN (
              SELECT "agent_id", "agent_username", "agent_code"
              FROM "dim_agent"
            ) AS "ag" ON "ag"."agent_id" = "agent_id"
            WHERE f.site_id IN (1, 2, 3) AND f."reg_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          ) AS f
          ALL LEFT JOIN (
            SELECT "site_id", "site_name"
            FROM "dim_site"
          ) AS "site" ON "site"."site_id" = "site_id"
          WHERE CAST(f.agent_id IS NOT NULL AS INTEGER) IN (1)
          GROUP BY "__agent_id", "__agent_username", "__agent_code", "__site_name"
        )
        UNION ALL
        SELECT "__agent_id" AS "agent_id", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__site_name" AS "site_name", NULL AS "member_count", NULL AS "reg_dau", "__gm_dau" AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", 0 AS "__p"
        FROM (
          SELECT f."agent_id" AS "__agent_id", f."agent_username" AS "__agent_username", f."agent_code" AS "__agent_code", f."site_name" AS "__site_name", uniqExact(f."member_id") AS "__gm_dau", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_member_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."agent_linked" IN (1)
          GROUP BY "__agent_id", "__agent_username", "__agent_code", "__site_name"
        )
        UNION ALL
        SELECT "__agent_id" AS "agent_id", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__site_name" AS "site_name", NULL AS "member_count", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", "__dpst_amt" AS "dpst_amt", 0 AS "__p"
        FROM (
          SELECT f."agent_id" AS "__agent_id", f."agent_username" AS "__agent_username", f."agent_code" AS "__agent_code", f."site_name" AS "__site_name", uniqExact(CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "__dpst_dau", sum(f."dpst_amt") AS "__dpst_amt"
          FROM "rollup_transaction_member_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."agent_linked" IN (1)
          GROUP BY "__agent_id", "__agent_username", "__agent_code", "__site_name"
        )
      )
      GROUP BY "agent_id", "agent_username", "agent_code", "site_name"
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"windows":{"steps":[{"name":"dpst_amt_rank","rank":"dpst_amt"},{"name":"dpst_amt_share","share":"dpst_amt"},{"name":"apv_bet_share","share":"apv_bet"}]},"parts":{"page":[{"field":"dpst_amt","dir":"desc"},{"field":"agent_id","dir":"asc"},{"field":"agent_username","dir":"asc"},{"field":"agent_code","dir":"asc"},{"field":"site_name","dir":"asc"}],"slice":{"offset":0,"limit":50},"chart":{"order":[{"field":"dpst_amt","dir":"desc"},{"field":"agent_id","dir":"asc"},{"field":"agent_username","dir":"asc"},{"field":"agent_code","dir":"asc"},{"field":"site_name","dir":"asc"}],"limit":15,"fields":["agent_username","dpst_amt","apv_bet","agent_id","agent_code","site_name"]}},"cap":1000000}
-- step totals
SELECT *
FROM (
  SELECT *, "gm_dau" / nullif("member_count", 0) AS "active_rate"
  FROM (
    SELECT coalesce(cur."member_count", 0) AS "member_count", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
    FROM (
      SELECT max("member_count") AS "cur.member_count", max("reg_dau") AS "cur.reg_dau", max("gm_dau") AS "cur.gm_dau", max("apv_bet") AS "cur.apv_bet", max("house_net_win") AS "cur.house_net_win", max("dpst_dau") AS "cur.dpst_dau", max("dpst_amt") AS "cur.dpst_amt"
      FROM (
        SELECT "__member_count" AS "member_count", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", 0 AS "__p"
        FROM (
          SELECT count() AS "__member_count"
          FROM "dim_member" AS f
          WHERE f.site_id IN (1, 2, 3) AND CAST(f.agent_id IS NOT NULL AS INTEGER) IN (1)
        )
        UNION ALL
        SELECT NULL AS "member_count", "__reg_dau" AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", 0 AS "__p"
        FROM (
          SELECT count() AS "__reg_dau"
          FROM "dim_member" AS f
          WHERE f.site_id IN (1, 2, 3) AND f."reg_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND CAST(f.agent_id IS NOT NULL AS INTEGER) IN (1)
        )
        UNION ALL
        SELECT NULL AS "member_count", NULL AS "reg_dau", "__gm_dau" AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", 0 AS "__p"
        FROM (
          SELECT uniqExact(f."member_id") AS "__gm_dau", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_member_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."agent_linked" IN (1)
        )
        UNION ALL
        SELECT NULL AS "member_count", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", "__dpst_amt" AS "dpst_amt", 0 AS "__p"
        FROM (
          SELECT uniqExact(CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "__dpst_dau", sum(f."dpst_amt") AS "__dpst_amt"
          FROM "rollup_transaction_member_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."agent_linked" IN (1)
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}