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
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__stat_date"
        )
        UNION ALL
        SELECT "__stat_date" AS "stat_date", NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", "__dpst_days" AS "dpst_days", "__dpst_amt_p50" AS "dpst_amt_p50", "__dpst_amt_p90" AS "dpst_amt_p90", "__dpst_amt_p99" AS "dpst_amt_p99", NULL AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT f."stat_date" AS "__stat_date", uniqExact(CASE WHEN f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ' THEN f.stat_date END) AS "__dpst_days", if(empty(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))), NULL, arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.5))) + 1) + (arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(ceil(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.5))) + 1) - arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.5))) + 1)) * (((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.5) - floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.5)))) AS "__dpst_amt_p50", if(empty(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))), NULL, arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.9))) + 1) + (arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(ceil(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.9))) + 1) - arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.9))) + 1)) * (((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.9) - floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.9)))) AS "__dpst_amt_p90", if(empty(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))), NULL, arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.99))) + 1) + (arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(ceil(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.99))) + 1) - arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.99))) + 1)) * (((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.99) - floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.99)))) AS "__dpst_amt_p99"
          FROM "fact_transaction" AS f
          WHERE f.site_id IN (1, 2, 3) AND f."stat_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__stat_date"
        )
        UNION ALL
        SELECT "__stat_date" AS "stat_date", NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "dpst_days", NULL AS "dpst_amt_p50", NULL AS "dpst_amt_p90", NULL AS "dpst_amt_p99", "__first_dpst_dau" AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."first_dpst_dau") AS "__first_dpst_dau"
          FROM "rollup_first_deposit_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__stat_date"
        )
      )
      GROUP BY "stat_date"
    )
  )
) AS res
LIMIT 100001
SETTINGS join_use_nulls = 1
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
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."dpst_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."dpst_dau", 2097151) != 0 ELSE f."dpst_dau" != 0 END) AS "__dpst_dau"
          FROM "rollup_transaction_activity" AS f
          WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01')
        )
        UNION ALL
        SELECT NULL AS "dpst_dau", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", NULL AS "dpst_days", NULL AS "dpst_amt_p50", NULL AS "dpst_amt_p90", NULL AS "dpst_amt_p99", NULL AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT sum(f."dpst_count") AS "__dpst_count", sum(f."dpst_amt") AS "__dpst_amt"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
        UNION ALL
        SELECT NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", "__dpst_days" AS "dpst_days", "__dpst_amt_p50" AS "dpst_amt_p50", "__dpst_amt_p90" AS "dpst_amt_p90", "__dpst_amt_p99" AS "dpst_amt_p99", NULL AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT uniqExact(CASE WHEN f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ' THEN f.stat_date END) AS "__dpst_days", if(empty(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))), NULL, arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.5))) + 1) + (arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(ceil(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.5))) + 1) - arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.5))) + 1)) * (((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.5) - floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.5)))) AS "__dpst_amt_p50", if(empty(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))), NULL, arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.9))) + 1) + (arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(ceil(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.9))) + 1) - arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.9))) + 1)) * (((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.9) - floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.9)))) AS "__dpst_amt_p90", if(empty(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))), NULL, arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.99))) + 1) + (arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(ceil(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.99))) + 1) - arrayElement(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')), toUInt64(floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.99))) + 1)) * (((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.99) - floor(((length(arraySort(groupArrayIf(f.amount_base, f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'))) - 1) * 0.99)))) AS "__dpst_amt_p99"
          FROM "fact_transaction" AS f
          WHERE f.site_id IN (1, 2, 3) AND f."stat_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
        UNION ALL
        SELECT NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "dpst_days", NULL AS "dpst_amt_p50", NULL AS "dpst_amt_p90", NULL AS "dpst_amt_p99", "__first_dpst_dau" AS "first_dpst_dau", 0 AS "__p"
        FROM (
          SELECT sum(f."first_dpst_dau") AS "__first_dpst_dau"
          FROM "rollup_first_deposit_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}