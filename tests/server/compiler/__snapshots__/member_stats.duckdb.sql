-- member_stats: sources rollup_registration_site_day, rollup_first_deposit_site_day, rollup_login_site_day, rollup_gaming_site_day, rollup_transaction_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.stat_date AS stat_date, sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4
  GROUP BY ALL
),
cur_1 AS (
  SELECT f.stat_date AS stat_date, sum(f."first_dpst_dau") AS "first_dpst_dau"
  FROM "rollup_first_deposit_site_day" f
  WHERE f."site_id" IN ($5) AND f.stat_date BETWEEN $6::DATE AND $7::DATE AND f."site_id" = $8
  GROUP BY ALL
),
cur_2 AS (
  SELECT f.stat_date AS stat_date, sum(f."login_dau") AS "login_dau"
  FROM "rollup_login_site_day" f
  WHERE f."site_id" IN ($9) AND f.stat_date BETWEEN $10::DATE AND $11::DATE AND f."site_id" = $12
  GROUP BY ALL
),
cur_3 AS (
  SELECT f.stat_date AS stat_date, sum(f."gm_dau") AS "gm_dau", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE AND f."site_id" = $16
  GROUP BY ALL
),
cur_4 AS (
  SELECT f.stat_date AS stat_date, sum(f."dpst_dau") AS "dpst_dau", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($17) AND f.stat_date BETWEEN $18::DATE AND $19::DATE AND f."site_id" = $20
  GROUP BY ALL
),
cur AS (
  SELECT "stat_date", max("reg_dau") AS "reg_dau", max("first_dpst_dau") AS "first_dpst_dau", max("login_dau") AS "login_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt"
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
    UNION ALL BY NAME
    SELECT *
    FROM cur_4
  )
  GROUP BY ALL
),
__raw AS (
  SELECT cur."stat_date", cur."reg_dau" AS "__cur_reg_dau", cur."first_dpst_dau" AS "__cur_first_dpst_dau", cur."login_dau" AS "__cur_login_dau", cur."gm_dau" AS "__cur_gm_dau", cur."dpst_dau" AS "__cur_dpst_dau", cur."dpst_amt" AS "__cur_dpst_amt", cur."wdrl_amt" AS "__cur_wdrl_amt", cur."apv_bet" AS "__cur_apv_bet", cur."house_net_win" AS "__cur_house_net_win"
  FROM cur
),
__totals_cur_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $22::DATE THEN (f."login_dau" & $23) <> 0 WHEN $24::DATE THEN (f."login_dau" & $25) <> 0 ELSE f."login_dau" <> 0 END) AS "login_dau"
  FROM "rollup_login_activity" f
  WHERE f.site_id IN ($26) AND f.month BETWEEN $27::DATE AND $28::DATE AND f."site_id" = $29
),
__totals_cur_1 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $30::DATE THEN (f."gm_dau" & $31) <> 0 WHEN $32::DATE THEN (f."gm_dau" & $33) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($34) AND f.month BETWEEN $35::DATE AND $36::DATE AND f."site_id" = $37
),
__totals_cur_2 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($38) AND f.stat_date BETWEEN $39::DATE AND $40::DATE AND f."site_id" = $41
),
__totals_cur_3 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $42::DATE THEN (f."dpst_dau" & $43) <> 0 WHEN $44::DATE THEN (f."dpst_dau" & $45) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($46) AND f.month BETWEEN $47::DATE AND $48::DATE AND f."site_id" = $49
),
__totals_cur_4 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($50) AND f.stat_date BETWEEN $51::DATE AND $52::DATE AND f."site_id" = $53
),
__raw_totals AS (
  SELECT cur."reg_dau" AS "__totals__cur_reg_dau", cur."first_dpst_dau" AS "__totals__cur_first_dpst_dau", cur."login_dau" AS "__totals__cur_login_dau", cur."gm_dau" AS "__totals__cur_gm_dau", cur."dpst_dau" AS "__totals__cur_dpst_dau", cur."dpst_amt" AS "__totals__cur_dpst_amt", cur."wdrl_amt" AS "__totals__cur_wdrl_amt", cur."apv_bet" AS "__totals__cur_apv_bet", cur."house_net_win" AS "__totals__cur_house_net_win"
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
    CROSS JOIN __totals_cur_4
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
-- params: [1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,100001,"2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,"2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,"2026-10-23","2026-11-21",1,"2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,"2026-10-23","2026-11-21",1]
-- finish: {"figures":{"dims":["stat_date"],"rows":[{"name":"reg_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_reg_dau"}}},{"name":"first_dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_first_dpst_dau"}}},{"name":"login_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_login_dau"}}},{"name":"gm_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau"}}},{"name":"dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"wdrl_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_amt"}}},{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"house_net_win","expr":{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}}}],"totals":[{"name":"reg_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_reg_dau"}}},{"name":"first_dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_first_dpst_dau"}}},{"name":"login_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_login_dau"}}},{"name":"gm_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau"}}},{"name":"dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"wdrl_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_amt"}}},{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"house_net_win","expr":{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}}}],"reads":[{"rel":"cur","measure":"reg_dau","column":"__cur_reg_dau"},{"rel":"cur","measure":"first_dpst_dau","column":"__cur_first_dpst_dau"},{"rel":"cur","measure":"login_dau","column":"__cur_login_dau"},{"rel":"cur","measure":"gm_dau","column":"__cur_gm_dau"},{"rel":"cur","measure":"dpst_dau","column":"__cur_dpst_dau"},{"rel":"cur","measure":"dpst_amt","column":"__cur_dpst_amt"},{"rel":"cur","measure":"wdrl_amt","column":"__cur_wdrl_amt"},{"rel":"cur","measure":"apv_bet","column":"__cur_apv_bet"},{"rel":"cur","measure":"house_net_win","column":"__cur_house_net_win"}]},"parts":{"page":[{"field":"stat_date","dir":"desc"}],"chart":{"order":[{"field":"stat_date","dir":"asc"}],"limit":2000,"fields":["stat_date","gm_dau","dpst_dau","reg_dau"]}}}
-- instead above 100000 rows: another statement