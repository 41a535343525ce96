-- member_reg: sources rollup_registration_site_day, rollup_first_deposit_site_day, rollup_gaming_site_day, rollup_transaction_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.stat_date AS stat_date, sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f.stat_date AS stat_date, sum(f."first_dpst_dau") AS "first_dpst_dau"
  FROM "rollup_first_deposit_site_day" f
  WHERE f."site_id" IN ($6, $7, $8) AND f.stat_date BETWEEN $9::DATE AND $10::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f.stat_date AS stat_date, sum(f."gm_dau") AS "gm_dau", sum(f."gm_dau_new") AS "gm_dau_new", sum(f."gm_dau_old") AS "gm_dau_old", sum(f."apv_bet") AS "apv_bet", sum(f."apv_bet_new") AS "apv_bet_new"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($11, $12, $13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE
  GROUP BY ALL
),
cur_3 AS (
  SELECT f.stat_date AS stat_date, sum(f."dpst_dau") AS "dpst_dau", sum(f."dpst_dau_new") AS "dpst_dau_new", sum(f."dpst_dau_old") AS "dpst_dau_old", sum(f."dpst_amt") AS "dpst_amt", sum(f."dpst_amt_new") AS "dpst_amt_new"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($16, $17, $18) AND f.stat_date BETWEEN $19::DATE AND $20::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "stat_date", max("reg_dau") AS "reg_dau", max("first_dpst_dau") AS "first_dpst_dau", max("gm_dau") AS "gm_dau", max("gm_dau_new") AS "gm_dau_new", max("gm_dau_old") AS "gm_dau_old", max("apv_bet") AS "apv_bet", max("apv_bet_new") AS "apv_bet_new", max("dpst_dau") AS "dpst_dau", max("dpst_dau_new") AS "dpst_dau_new", max("dpst_dau_old") AS "dpst_dau_old", max("dpst_amt") AS "dpst_amt", max("dpst_amt_new") AS "dpst_amt_new"
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
__raw AS (
  SELECT cur."stat_date", cur."reg_dau" AS "__cur_reg_dau", cur."first_dpst_dau" AS "__cur_first_dpst_dau", cur."gm_dau" AS "__cur_gm_dau", cur."gm_dau_new" AS "__cur_gm_dau_new", cur."gm_dau_old" AS "__cur_gm_dau_old", cur."apv_bet" AS "__cur_apv_bet", cur."apv_bet_new" AS "__cur_apv_bet_new", cur."dpst_dau" AS "__cur_dpst_dau", cur."dpst_dau_new" AS "__cur_dpst_dau_new", cur."dpst_dau_old" AS "__cur_dpst_dau_old", cur."dpst_amt" AS "__cur_dpst_amt", cur."dpst_amt_new" AS "__cur_dpst_amt_new"
  FROM cur
),
__totals_cur_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $22::DATE THEN (f."gm_dau" & $23) <> 0 WHEN $24::DATE THEN (f."gm_dau" & $25) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $26::DATE THEN (f."gm_dau_new" & $27) <> 0 WHEN $28::DATE THEN (f."gm_dau_new" & $29) <> 0 ELSE f."gm_dau_new" <> 0 END) AS "gm_dau_new", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $30::DATE THEN (f."gm_dau_old" & $31) <> 0 WHEN $32::DATE THEN (f."gm_dau_old" & $33) <> 0 ELSE f."gm_dau_old" <> 0 END) AS "gm_dau_old"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($34, $35, $36) AND f.month BETWEEN $37::DATE AND $38::DATE
),
__totals_cur_1 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."apv_bet_new") AS "apv_bet_new"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($39, $40, $41) AND f.stat_date BETWEEN $42::DATE AND $43::DATE
),
__totals_cur_2 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $44::DATE THEN (f."dpst_dau" & $45) <> 0 WHEN $46::DATE THEN (f."dpst_dau" & $47) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $48::DATE THEN (f."dpst_dau_new" & $49) <> 0 WHEN $50::DATE THEN (f."dpst_dau_new" & $51) <> 0 ELSE f."dpst_dau_new" <> 0 END) AS "dpst_dau_new", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $52::DATE THEN (f."dpst_dau_old" & $53) <> 0 WHEN $54::DATE THEN (f."dpst_dau_old" & $55) <> 0 ELSE f."dpst_dau_old" <> 0 END) AS "dpst_dau_old"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($56, $57, $58) AND f.month BETWEEN $59::DATE AND $60::DATE
),
__totals_cur_3 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt", sum(f."dpst_amt_new") AS "dpst_amt_new"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($61, $62, $63) AND f.stat_date BETWEEN $64::DATE AND $65::DATE
),
__raw_totals AS (
  SELECT cur."reg_dau" AS "__totals__cur_reg_dau", cur."first_dpst_dau" AS "__totals__cur_first_dpst_dau", cur."gm_dau" AS "__totals__cur_gm_dau", cur."gm_dau_new" AS "__totals__cur_gm_dau_new", cur."gm_dau_old" AS "__totals__cur_gm_dau_old", cur."apv_bet" AS "__totals__cur_apv_bet", cur."apv_bet_new" AS "__totals__cur_apv_bet_new", cur."dpst_dau" AS "__totals__cur_dpst_dau", cur."dpst_dau_new" AS "__totals__cur_dpst_dau_new", cur."dpst_dau_old" AS "__totals__cur_dpst_dau_old", cur."dpst_amt" AS "__totals__cur_dpst_amt", cur."dpst_amt_new" AS "__totals__cur_dpst_amt_new"
  FROM (
    SELECT *
    FROM (
      SELECT sum("reg_dau") AS "reg_dau", sum("first_dpst_dau") AS "first_dpst_dau"
      FROM cur
    )
    CROSS JOIN __totals_cur_0
    CROSS JOIN __totals_cur_1
    CROSS JOIN __totals_cur_2
    CROSS JOIN __totals_cur_3
  ) cur
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *
    FROM __raw
    LIMIT $21
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, *
  FROM __raw_totals
)
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",100001,"2026-10-01",2143289344,"2026-11-01",2097151,"2026-10-01",2143289344,"2026-11-01",2097151,"2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,"2026-10-01",2143289344,"2026-11-01",2097151,"2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21"]
-- finish: {"figures":{"dims":["stat_date"],"rows":[{"name":"reg_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_reg_dau"}}},{"name":"first_dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_first_dpst_dau"}}},{"name":"gm_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau"}}},{"name":"gm_dau_new","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau_new"}}},{"name":"gm_dau_old","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau_old"}}},{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"apv_bet_new","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet_new"}}},{"name":"dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau"}}},{"name":"dpst_dau_new","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau_new"}}},{"name":"dpst_dau_old","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau_old"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"dpst_amt_new","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt_new"}}},{"name":"apv_bet_old","expr":{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_new"}]}},{"name":"dpst_amt_old","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_new"}]}},{"name":"gm_new_ratio","expr":{"op":"divide","of":[{"read":"gm_dau_new"},{"read":"gm_dau"}]}}],"totals":[{"name":"reg_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_reg_dau"}}},{"name":"first_dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_first_dpst_dau"}}},{"name":"gm_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau"}}},{"name":"gm_dau_new","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau_new"}}},{"name":"gm_dau_old","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau_old"}}},{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"apv_bet_new","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet_new"}}},{"name":"dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau"}}},{"name":"dpst_dau_new","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau_new"}}},{"name":"dpst_dau_old","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau_old"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"dpst_amt_new","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt_new"}}},{"name":"apv_bet_old","expr":{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_new"}]}},{"name":"dpst_amt_old","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_new"}]}},{"name":"gm_new_ratio","expr":{"op":"divide","of":[{"read":"gm_dau_new"},{"read":"gm_dau"}]}}],"reads":[{"rel":"cur","measure":"reg_dau","column":"__cur_reg_dau"},{"rel":"cur","measure":"first_dpst_dau","column":"__cur_first_dpst_dau"},{"rel":"cur","measure":"gm_dau","column":"__cur_gm_dau"},{"rel":"cur","measure":"gm_dau_new","column":"__cur_gm_dau_new"},{"rel":"cur","measure":"gm_dau_old","column":"__cur_gm_dau_old"},{"rel":"cur","measure":"apv_bet","column":"__cur_apv_bet"},{"rel":"cur","measure":"apv_bet_new","column":"__cur_apv_bet_new"},{"rel":"cur","measure":"dpst_dau","column":"__cur_dpst_dau"},{"rel":"cur","measure":"dpst_dau_new","column":"__cur_dpst_dau_new"},{"rel":"cur","measure":"dpst_dau_old","column":"__cur_dpst_dau_old"},{"rel":"cur","measure":"dpst_amt","column":"__cur_dpst_amt"},{"rel":"cur","measure":"dpst_amt_new","column":"__cur_dpst_amt_new"}]},"parts":{"page":[{"field":"stat_date","dir":"desc"}],"chart":{"order":[{"field":"stat_date","dir":"asc"}],"limit":2000,"fields":["stat_date","gm_dau_new","gm_dau_old"]}}}
-- instead above 100000 rows: another statement