-- member_reg: sources rollup_registration_site_day, dim_member, rollup_gaming_site_day, rollup_transaction_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.stat_date AS stat_date, sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."first_dpst_date" AS stat_date, count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "first_dpst_dau"
  FROM "dim_member" f
  WHERE f.site_id IN ($6, $7, $8) AND f."first_dpst_date" BETWEEN $9::DATE AND $10::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f.stat_date AS stat_date, sum(f."gm_dau") AS "gm_dau", sum(f."gm_dau_new") AS "gm_dau_new", sum(f."apv_bet") AS "apv_bet", sum(f."apv_bet_new") AS "apv_bet_new"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($11, $12, $13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE
  GROUP BY ALL
),
cur_3 AS (
  SELECT f.stat_date AS stat_date, sum(f."dpst_dau") AS "dpst_dau", sum(f."dpst_dau_new") AS "dpst_dau_new", sum(f."dpst_amt") AS "dpst_amt", sum(f."dpst_amt_new") AS "dpst_amt_new"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($16, $17, $18) AND f.stat_date BETWEEN $19::DATE AND $20::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "stat_date", max("reg_dau") AS "reg_dau", max("first_dpst_dau") AS "first_dpst_dau", max("gm_dau") AS "gm_dau", max("gm_dau_new") AS "gm_dau_new", max("apv_bet") AS "apv_bet", max("apv_bet_new") AS "apv_bet_new", max("dpst_dau") AS "dpst_dau", max("dpst_dau_new") AS "dpst_dau_new", max("dpst_amt") AS "dpst_amt", max("dpst_amt_new") AS "dpst_amt_new"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
    UNION ALL BY NAME
    SELECT *
    FROM cur_2
    UNION ALL BY NAME
    SELECT *
    FROM cur_3
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."stat_date", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_dau_new", 0) AS "gm_dau_new", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."apv_bet_new", 0) AS "apv_bet_new", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_dau_new", 0) AS "dpst_dau_new", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_amt_new", 0) AS "dpst_amt_new"
  FROM cur
),
res0 AS (
  SELECT "stat_date", "reg_dau", "first_dpst_dau", "gm_dau", "gm_dau_new", "apv_bet", "apv_bet_new", "dpst_dau", "dpst_dau_new", "dpst_amt", "dpst_amt_new"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "gm_dau" - "gm_dau_new" AS "gm_dau_old", "apv_bet" - "apv_bet_new" AS "apv_bet_old", "dpst_dau" - "dpst_dau_new" AS "dpst_dau_old", "dpst_amt" - "dpst_amt_new" AS "dpst_amt_old", "gm_dau_new" / nullif("gm_dau", 0) AS "gm_new_ratio"
  FROM res1
),
__res AS MATERIALIZED (
  SELECT *
  FROM res
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, count(*) OVER () AS __total
    FROM __res
    ORDER BY "stat_date" DESC NULLS LAST
    LIMIT $21
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "stat_date", "gm_dau_new", "gm_dau_old"
    FROM __res
    ORDER BY "stat_date" ASC
    LIMIT $22
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "stat_date" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "stat_date" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",100000,2000]
-- step totals
WITH cur_0 AS (
  SELECT sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
),
cur_1 AS (
  SELECT count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "first_dpst_dau"
  FROM "dim_member" f
  WHERE f.site_id IN ($6, $7, $8) AND f."first_dpst_date" BETWEEN $9::DATE AND $10::DATE
),
cur_2 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $11::DATE THEN (f."gm_dau" & $12) <> 0 WHEN $13::DATE THEN (f."gm_dau" & $14) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $15::DATE THEN (f."gm_dau_new" & $16) <> 0 WHEN $17::DATE THEN (f."gm_dau_new" & $18) <> 0 ELSE f."gm_dau_new" <> 0 END) AS "gm_dau_new"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($19, $20, $21) AND f.month BETWEEN $22::DATE AND $23::DATE
),
cur_3 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."apv_bet_new") AS "apv_bet_new"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($24, $25, $26) AND f.stat_date BETWEEN $27::DATE AND $28::DATE
),
cur_4 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $29::DATE THEN (f."dpst_dau" & $30) <> 0 WHEN $31::DATE THEN (f."dpst_dau" & $32) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $33::DATE THEN (f."dpst_dau_new" & $34) <> 0 WHEN $35::DATE THEN (f."dpst_dau_new" & $36) <> 0 ELSE f."dpst_dau_new" <> 0 END) AS "dpst_dau_new"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($37, $38, $39) AND f.month BETWEEN $40::DATE AND $41::DATE
),
cur_5 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt", sum(f."dpst_amt_new") AS "dpst_amt_new"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($42, $43, $44) AND f.stat_date BETWEEN $45::DATE AND $46::DATE
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
  CROSS JOIN cur_2
  CROSS JOIN cur_3
  CROSS JOIN cur_4
  CROSS JOIN cur_5
),
fig AS (
  SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_dau_new", 0) AS "gm_dau_new", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."apv_bet_new", 0) AS "apv_bet_new", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_dau_new", 0) AS "dpst_dau_new", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_amt_new", 0) AS "dpst_amt_new"
  FROM cur
),
res0 AS (
  SELECT "reg_dau", "first_dpst_dau", "gm_dau", "gm_dau_new", "apv_bet", "apv_bet_new", "dpst_dau", "dpst_dau_new", "dpst_amt", "dpst_amt_new"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "gm_dau" - "gm_dau_new" AS "gm_dau_old", "apv_bet" - "apv_bet_new" AS "apv_bet_old", "dpst_dau" - "dpst_dau_new" AS "dpst_dau_old", "dpst_amt" - "dpst_amt_new" AS "dpst_amt_old", "gm_dau_new" / nullif("gm_dau", 0) AS "gm_new_ratio"
  FROM res1
)
SELECT *
FROM res
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,"2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,"2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21"]