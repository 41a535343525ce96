-- member_reg: sources rollup_registration_site_day, rollup_first_deposit_site_day, rollup_gaming_site_day, rollup_transaction_site_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT *, "apv_bet" - "apv_bet_new" AS "apv_bet_old", "dpst_amt" - "dpst_amt_new" AS "dpst_amt_old", "gm_dau_new" / nullif("gm_dau", 0) AS "gm_new_ratio"
  FROM (
    SELECT cur."stat_date" AS "stat_date", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_dau_new", 0) AS "gm_dau_new", coalesce(cur."gm_dau_old", 0) AS "gm_dau_old", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."apv_bet_new", 0) AS "apv_bet_new", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_dau_new", 0) AS "dpst_dau_new", coalesce(cur."dpst_dau_old", 0) AS "dpst_dau_old", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_amt_new", 0) AS "dpst_amt_new"
    FROM (
      SELECT "stat_date" AS "cur.stat_date", max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("gm_dau") AS "cur.gm_dau", max("gm_dau_new") AS "cur.gm_dau_new", max("gm_dau_old") AS "cur.gm_dau_old", max("apv_bet") AS "cur.apv_bet", max("apv_bet_new") AS "cur.apv_bet_new", max("dpst_dau") AS "cur.dpst_dau", max("dpst_dau_new") AS "cur.dpst_dau_new", max("dpst_dau_old") AS "cur.dpst_dau_old", max("dpst_amt") AS "cur.dpst_amt", max("dpst_amt_new") AS "cur.dpst_amt_new"
      FROM (
        SELECT "__stat_date" AS "stat_date", "__reg_dau" AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."reg_dau") AS "__reg_dau"
          FROM "rollup_registration_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__stat_date"
        )
        UNION ALL
        SELECT "__stat_date" AS "stat_date", NULL AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."first_dpst_dau") AS "__first_dpst_dau"
          FROM "rollup_first_deposit_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__stat_date"
        )
        UNION ALL
        SELECT "__stat_date" AS "stat_date", NULL AS "reg_dau", NULL AS "first_dpst_dau", "__gm_dau" AS "gm_dau", "__gm_dau_new" AS "gm_dau_new", "__gm_dau_old" AS "gm_dau_old", "__apv_bet" AS "apv_bet", "__apv_bet_new" AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."gm_dau") AS "__gm_dau", sum(f."gm_dau_new") AS "__gm_dau_new", sum(f."gm_dau_old") AS "__gm_dau_old", sum(f."apv_bet") AS "__apv_bet", sum(f."apv_bet_new") AS "__apv_bet_new"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__stat_date"
        )
        UNION ALL
        SELECT "__stat_date" AS "stat_date", NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", "__dpst_dau" AS "dpst_dau", "__dpst_dau_new" AS "dpst_dau_new", "__dpst_dau_old" AS "dpst_dau_old", "__dpst_amt" AS "dpst_amt", "__dpst_amt_new" AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT f.stat_date AS "__stat_date", sum(f."dpst_dau") AS "__dpst_dau", sum(f."dpst_dau_new") AS "__dpst_dau_new", sum(f."dpst_dau_old") AS "__dpst_dau_old", sum(f."dpst_amt") AS "__dpst_amt", sum(f."dpst_amt_new") AS "__dpst_amt_new"
          FROM "rollup_transaction_site_day" AS f
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
-- finish: {"parts":{"page":[{"field":"stat_date","dir":"desc"}],"chart":{"order":[{"field":"stat_date","dir":"asc"}],"limit":2000,"fields":["stat_date","gm_dau_new","gm_dau_old"]}}}
-- instead above 100000 rows: the page and chart statements apart
-- step totals
SELECT *
FROM (
  SELECT *, "apv_bet" - "apv_bet_new" AS "apv_bet_old", "dpst_amt" - "dpst_amt_new" AS "dpst_amt_old", "gm_dau_new" / nullif("gm_dau", 0) AS "gm_new_ratio"
  FROM (
    SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_dau_new", 0) AS "gm_dau_new", coalesce(cur."gm_dau_old", 0) AS "gm_dau_old", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."apv_bet_new", 0) AS "apv_bet_new", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_dau_new", 0) AS "dpst_dau_new", coalesce(cur."dpst_dau_old", 0) AS "dpst_dau_old", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_amt_new", 0) AS "dpst_amt_new"
    FROM (
      SELECT max("reg_dau") AS "cur.reg_dau", max("first_dpst_dau") AS "cur.first_dpst_dau", max("gm_dau") AS "cur.gm_dau", max("gm_dau_new") AS "cur.gm_dau_new", max("gm_dau_old") AS "cur.gm_dau_old", max("apv_bet") AS "cur.apv_bet", max("apv_bet_new") AS "cur.apv_bet_new", max("dpst_dau") AS "cur.dpst_dau", max("dpst_dau_new") AS "cur.dpst_dau_new", max("dpst_dau_old") AS "cur.dpst_dau_old", max("dpst_amt") AS "cur.dpst_amt", max("dpst_amt_new") AS "cur.dpst_amt_new"
      FROM (
        SELECT "__reg_dau" AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT sum(f."reg_dau") AS "__reg_dau"
          FROM "rollup_registration_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", "__first_dpst_dau" AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT sum(f."first_dpst_dau") AS "__first_dpst_dau"
          FROM "rollup_first_deposit_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", "__gm_dau" AS "gm_dau", "__gm_dau_new" AS "gm_dau_new", "__gm_dau_old" AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."gm_dau", 2097151) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau", uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau_new", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."gm_dau_new", 2097151) != 0 ELSE f."gm_dau_new" != 0 END) AS "__gm_dau_new", uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau_old", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."gm_dau_old", 2097151) != 0 ELSE f."gm_dau_old" != 0 END) AS "__gm_dau_old"
          FROM "rollup_gaming_activity" AS f
          WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", "__apv_bet" AS "apv_bet", "__apv_bet_new" AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."apv_bet_new") AS "__apv_bet_new"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", "__dpst_dau" AS "dpst_dau", "__dpst_dau_new" AS "dpst_dau_new", "__dpst_dau_old" AS "dpst_dau_old", NULL AS "dpst_amt", NULL AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."dpst_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."dpst_dau", 2097151) != 0 ELSE f."dpst_dau" != 0 END) AS "__dpst_dau", uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."dpst_dau_new", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."dpst_dau_new", 2097151) != 0 ELSE f."dpst_dau_new" != 0 END) AS "__dpst_dau_new", uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."dpst_dau_old", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."dpst_dau_old", 2097151) != 0 ELSE f."dpst_dau_old" != 0 END) AS "__dpst_dau_old"
          FROM "rollup_transaction_activity" AS f
          WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "first_dpst_dau", NULL AS "gm_dau", NULL AS "gm_dau_new", NULL AS "gm_dau_old", NULL AS "apv_bet", NULL AS "apv_bet_new", NULL AS "dpst_dau", NULL AS "dpst_dau_new", NULL AS "dpst_dau_old", "__dpst_amt" AS "dpst_amt", "__dpst_amt_new" AS "dpst_amt_new", 0 AS "__p"
        FROM (
          SELECT sum(f."dpst_amt") AS "__dpst_amt", sum(f."dpst_amt_new") AS "__dpst_amt_new"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}