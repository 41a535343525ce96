-- member_deposit: sources rollup_transaction_site_day, fact_transaction, rollup_first_deposit_site_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT *, "dpst_dau" - "first_dpst_dau" AS "repeat_dpst_dau"
  FROM (
    SELECT cur."stat_date" AS "stat_date", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_dau", 0), 0) AS "dpst_amt_per_user", coalesce(cur."dpst_count", 0) / nullif(coalesce(cur."dpst_dau", 0), 0) AS "dpst_count_per_user", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_count", 0), 0) AS "dpst_amt_per_count", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_days", 0), 0) AS "dpst_amt_per_day", cur."dpst_amt_p50" AS "dpst_amt_p50", cur."dpst_amt_p90" AS "dpst_amt_p90", cur."dpst_amt_p99" AS "dpst_amt_p99"
    FROM (
      SELECT "stat_date" AS "cur.stat_date", max("dpst_dau") AS "cur.dpst_dau", max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("dpst_days") AS "cur.dpst_days", max("dpst_amt_p50") AS "cur.dpst_amt_p50", max("dpst_amt_p90") AS "cur.dpst_amt_p90", max("dpst_amt_p99") AS "cur.dpst_amt_p99", max("first_dpst_dau") AS "cur.first_dpst_dau"
      FROM (
        SELECT "__stat_date" AS "stat_date", "__dpst_dau" AS "dpst_dau", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", NULL AS "dpst_days", NULL AS "dpst_amt_p50", NULL AS "dpst_amt_p90", NULL AS "dpst_amt_p99", NULL AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."dpst_dau") AS "__dpst_dau", sum(f."dpst_count") AS "__dpst_count", sum(f."dpst_amt") AS "__dpst_amt"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN ({p1:Int64}, {p2:Int64}, {p3:Int64}) AND f.stat_date BETWEEN {p4:Date} AND {p5:Date}
          GROUP BY "__stat_date"
        )
        UNION ALL
        SELECT "__stat_date" AS "stat_date", NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", "__dpst_days" AS "dpst_days", "__dpst_amt_p50" AS "dpst_amt_p50", "__dpst_amt_p90" AS "dpst_amt_p90", "__dpst_amt_p99" AS "dpst_amt_p99", NULL AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT f."stat_date" AS "__stat_date", uniqExact(CASE WHEN f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ' THEN f.stat_date END) AS "__dpst_days", if(isNaN(quantileExactInclusiveIf(0.5)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), NULL, quantileExactInclusiveIf(0.5)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')) AS "__dpst_amt_p50", if(isNaN(quantileExactInclusiveIf(0.9)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), NULL, quantileExactInclusiveIf(0.9)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')) AS "__dpst_amt_p90", if(isNaN(quantileExactInclusiveIf(0.99)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), NULL, quantileExactInclusiveIf(0.99)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')) AS "__dpst_amt_p99"
          FROM "fact_transaction" AS f
          WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64}) AND f."stat_date" BETWEEN {p9:Date} AND {p10:Date}
          GROUP BY "__stat_date"
        )
        UNION ALL
        SELECT "__stat_date" AS "stat_date", NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "dpst_days", NULL AS "dpst_amt_p50", NULL AS "dpst_amt_p90", NULL AS "dpst_amt_p99", "__first_dpst_dau" AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."first_dpst_dau") AS "__first_dpst_dau"
          FROM "rollup_first_deposit_site_day" AS f
          WHERE f."site_id" IN ({p11:Int64}, {p12:Int64}, {p13:Int64}) AND f.stat_date BETWEEN {p14:Date} AND {p15:Date}
          GROUP BY "__stat_date"
        )
      )
      GROUP BY "stat_date"
    )
  )
) AS res
LIMIT {p16:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",100001]
-- finish: {"parts":{"page":[{"field":"stat_date","dir":"desc"}],"chart":{"order":[{"field":"stat_date","dir":"asc"}],"limit":2000,"fields":["stat_date","first_dpst_dau","repeat_dpst_dau"]}}}
-- instead above 100000 rows: the page and chart statements apart
-- step totals
SELECT *
FROM (
  SELECT *, "dpst_dau" - "first_dpst_dau" AS "repeat_dpst_dau"
  FROM (
    SELECT coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_dau", 0), 0) AS "dpst_amt_per_user", coalesce(cur."dpst_count", 0) / nullif(coalesce(cur."dpst_dau", 0), 0) AS "dpst_count_per_user", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_count", 0), 0) AS "dpst_amt_per_count", coalesce(cur."dpst_amt", 0) / nullif(coalesce(cur."dpst_days", 0), 0) AS "dpst_amt_per_day", cur."dpst_amt_p50" AS "dpst_amt_p50", cur."dpst_amt_p90" AS "dpst_amt_p90", cur."dpst_amt_p99" AS "dpst_amt_p99"
    FROM (
      SELECT max("dpst_dau") AS "cur.dpst_dau", max("dpst_count") AS "cur.dpst_count", max("dpst_amt") AS "cur.dpst_amt", max("dpst_days") AS "cur.dpst_days", max("dpst_amt_p50") AS "cur.dpst_amt_p50", max("dpst_amt_p90") AS "cur.dpst_amt_p90", max("dpst_amt_p99") AS "cur.dpst_amt_p99", max("first_dpst_dau") AS "cur.first_dpst_dau"
      FROM (
        SELECT "__dpst_dau" AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "dpst_days", NULL AS "dpst_amt_p50", NULL AS "dpst_amt_p90", NULL AS "dpst_amt_p99", NULL AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = {p1:Date} THEN bitAnd(f."dpst_dau", {p2:Int64}) != 0 WHEN f.month = {p3:Date} THEN bitAnd(f."dpst_dau", {p4:Int64}) != 0 ELSE f."dpst_dau" != 0 END) AS "__dpst_dau"
          FROM "rollup_transaction_activity" AS f
          WHERE f.site_id IN ({p5:Int64}, {p6:Int64}, {p7:Int64}) AND f.month BETWEEN {p8:Date} AND {p9:Date}
        )
        UNION ALL
        SELECT NULL AS "dpst_dau", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", NULL AS "dpst_days", NULL AS "dpst_amt_p50", NULL AS "dpst_amt_p90", NULL AS "dpst_amt_p99", NULL AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT sum(f."dpst_count") AS "__dpst_count", sum(f."dpst_amt") AS "__dpst_amt"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN ({p10:Int64}, {p11:Int64}, {p12:Int64}) AND f.stat_date BETWEEN {p13:Date} AND {p14:Date}
        )
        UNION ALL
        SELECT NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", "__dpst_days" AS "dpst_days", "__dpst_amt_p50" AS "dpst_amt_p50", "__dpst_amt_p90" AS "dpst_amt_p90", "__dpst_amt_p99" AS "dpst_amt_p99", NULL AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT uniqExact(CASE WHEN f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ' THEN f.stat_date END) AS "__dpst_days", if(isNaN(quantileExactInclusiveIf(0.5)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), NULL, quantileExactInclusiveIf(0.5)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')) AS "__dpst_amt_p50", if(isNaN(quantileExactInclusiveIf(0.9)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), NULL, quantileExactInclusiveIf(0.9)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')) AS "__dpst_amt_p90", if(isNaN(quantileExactInclusiveIf(0.99)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), NULL, quantileExactInclusiveIf(0.99)(toFloat64(f.amount_base), f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')) AS "__dpst_amt_p99"
          FROM "fact_transaction" AS f
          WHERE f.site_id IN ({p15:Int64}, {p16:Int64}, {p17:Int64}) AND f."stat_date" BETWEEN {p18:Date} AND {p19:Date}
        )
        UNION ALL
        SELECT NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "dpst_days", NULL AS "dpst_amt_p50", NULL AS "dpst_amt_p90", NULL AS "dpst_amt_p99", "__first_dpst_dau" AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT sum(f."first_dpst_dau") AS "__first_dpst_dau"
          FROM "rollup_first_deposit_site_day" AS f
          WHERE f."site_id" IN ({p20:Int64}, {p21:Int64}, {p22:Int64}) AND f.stat_date BETWEEN {p23:Date} AND {p24:Date}
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: ["2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21"]
-- finish: {"cap":1000000}