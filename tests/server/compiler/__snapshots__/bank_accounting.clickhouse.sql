-- bank_accounting: sources rollup_transaction_site_day_provider
-- step pageAndChart
-- part page
SELECT *
FROM (
  SELECT *, "dpst_amt" - "wdrl_amt" AS "net_flow"
  FROM (
    SELECT cur."pay_method" AS "pay_method", cur."stat_date" AS "stat_date", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_count", 0) AS "wdrl_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt"
    FROM (
      SELECT "pay_method" AS "cur.pay_method", "stat_date" AS "cur.stat_date", max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_count") AS "cur.wdrl_count", max("wdrl_amt") AS "cur.wdrl_amt"
      FROM (
        SELECT "__pay_method" AS "pay_method", "__stat_date" AS "stat_date", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_count" AS "wdrl_count", "__wdrl_amt" AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT f."pay_method" AS "__pay_method", f.stat_date AS "__stat_date", sum(f."dpst_count") AS "__dpst_count", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_count") AS "__wdrl_count", sum(f."wdrl_amt") AS "__wdrl_amt"
          FROM "rollup_transaction_site_day_provider" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__pay_method", "__stat_date"
        )
      )
      GROUP BY "pay_method", "stat_date"
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"order":[{"field":"stat_date","dir":"desc"},{"field":"dpst_amt","dir":"desc"},{"field":"pay_method","dir":"asc"}],"total":true,"offset":0,"limit":50,"windows":{"steps":[{"name":"net_flow_running","running":"net_flow","partition":["pay_method"],"order":"stat_date"}]},"cap":1000000}
-- part chart
SELECT *
FROM (
  SELECT *, "dpst_amt" - "wdrl_amt" AS "net_flow"
  FROM (
    SELECT cur."pay_method" AS "pay_method", cur."stat_date" AS "stat_date", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_count", 0) AS "wdrl_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt"
    FROM (
      SELECT "pay_method" AS "cur.pay_method", "stat_date" AS "cur.stat_date", max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_count") AS "cur.wdrl_count", max("wdrl_amt") AS "cur.wdrl_amt"
      FROM (
        SELECT "__pay_method" AS "pay_method", "__stat_date" AS "stat_date", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_count" AS "wdrl_count", "__wdrl_amt" AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT f."pay_method" AS "__pay_method", f.stat_date AS "__stat_date", sum(f."dpst_count") AS "__dpst_count", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_count") AS "__wdrl_count", sum(f."wdrl_amt") AS "__wdrl_amt"
          FROM "rollup_transaction_site_day_provider" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__pay_method", "__stat_date"
        )
      )
      GROUP BY "pay_method", "stat_date"
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"order":[{"field":"stat_date","dir":"asc"},{"field":"pay_method","dir":"asc"}],"limit":40000,"fields":[["stat_date","stat_date"],["pay_method","pay_method"],["net_flow_running","net_flow_running"]],"windows":{"steps":[{"name":"net_flow_running","running":"net_flow","partition":["pay_method"],"order":"stat_date"}]},"cap":1000000}
-- part totals
SELECT *
FROM (
  SELECT *, "dpst_amt" - "wdrl_amt" AS "net_flow"
  FROM (
    SELECT coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_count", 0) AS "wdrl_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt"
    FROM (
      SELECT max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("wdrl_count") AS "cur.wdrl_count", max("wdrl_amt") AS "cur.wdrl_amt"
      FROM (
        SELECT "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_count" AS "wdrl_count", "__wdrl_amt" AS "wdrl_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."dpst_count") AS "__dpst_count", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_count") AS "__wdrl_count", sum(f."wdrl_amt") AS "__wdrl_amt"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"windows":{"steps":[{"name":"net_flow_running","expr":{"read":"net_flow"}}]},"cap":1000000}