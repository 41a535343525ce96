-- bank_accounting: sources rollup_transaction_site_day_provider
-- step pageAndChart
-- part page
SELECT *, count() OVER () AS __total
FROM (
  SELECT *, sum("net_flow") OVER (PARTITION BY "pay_method" ORDER BY "stat_date" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS "net_flow_running"
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
            WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
            GROUP BY "__pay_method", "__stat_date"
          )
        )
        GROUP BY "pay_method", "stat_date"
      )
    )
  )
) AS res
ORDER BY "stat_date" DESC NULLS LAST, "dpst_amt" DESC NULLS LAST, "pay_method" ASC
LIMIT {p6:Int64} OFFSET {p7:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21",50,0]
-- part chart
SELECT "stat_date", "pay_method", "net_flow_running"
FROM (
  SELECT *, sum("net_flow") OVER (PARTITION BY "pay_method" ORDER BY "stat_date" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS "net_flow_running"
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
            WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
            GROUP BY "__pay_method", "__stat_date"
          )
        )
        GROUP BY "pay_method", "stat_date"
      )
    )
  )
) AS res
ORDER BY "stat_date" ASC, "pay_method" ASC
LIMIT 40000
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21"]
-- part totals
SELECT *
FROM (
  SELECT *, "net_flow" AS "net_flow_running"
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
            WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
          )
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21"]
-- finish: {"cap":1000000}