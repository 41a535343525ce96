-- site_compare: sources rollup_registration_site_day, rollup_gaming_activity, rollup_gaming_site_day, rollup_transaction_activity, rollup_transaction_site_day, rollup_bonus_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."site_id" AS "site_id", sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $6::DATE THEN (f."gm_dau" & $7) <> 0 WHEN $8::DATE THEN (f."gm_dau" & $9) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($10, $11, $12) AND f.month BETWEEN $13::DATE AND $14::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($15, $16, $17) AND f.stat_date BETWEEN $18::DATE AND $19::DATE
  GROUP BY ALL
),
cur_3 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $20::DATE THEN (f."dpst_dau" & $21) <> 0 WHEN $22::DATE THEN (f."dpst_dau" & $23) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($24, $25, $26) AND f.month BETWEEN $27::DATE AND $28::DATE
  GROUP BY ALL
),
cur_4 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($29, $30, $31) AND f.stat_date BETWEEN $32::DATE AND $33::DATE
  GROUP BY ALL
),
cur_5 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($34, $35, $36) AND f.stat_date BETWEEN $37::DATE AND $38::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "site_id", max("reg_dau") AS "reg_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt", max("bonus_amt") AS "bonus_amt"
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
    UNION ALL BY NAME
    SELECT *
    FROM cur_5
  )
  GROUP BY ALL
),
prev_0 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $39::DATE THEN (f."gm_dau" & $40) <> 0 WHEN $41::DATE THEN (f."gm_dau" & $42) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($43, $44, $45) AND f.month BETWEEN $46::DATE AND $47::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($48, $49, $50) AND f.stat_date BETWEEN $51::DATE AND $52::DATE
  GROUP BY ALL
),
prev_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($53, $54, $55) AND f.stat_date BETWEEN $56::DATE AND $57::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "site_id", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_amt") AS "dpst_amt"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
    UNION ALL BY NAME
    SELECT *
    FROM prev_2
  )
  GROUP BY ALL
),
__raw AS (
  SELECT cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", cur."reg_dau" AS "__cur_reg_dau", cur."gm_dau" AS "__cur_gm_dau", cur."dpst_dau" AS "__cur_dpst_dau", cur."dpst_amt" AS "__cur_dpst_amt", cur."wdrl_amt" AS "__cur_wdrl_amt", cur."apv_bet" AS "__cur_apv_bet", cur."house_net_win" AS "__cur_house_net_win", cur."bonus_amt" AS "__cur_bonus_amt", prev."gm_dau" AS "__prev_gm_dau", prev."dpst_amt" AS "__prev_dpst_amt", prev."apv_bet" AS "__prev_apv_bet", prev."house_net_win" AS "__prev_house_net_win", cur.__in
  FROM (
    SELECT *, true AS __in
    FROM cur
  ) cur FULL JOIN prev ON cur."site_id" IS NOT DISTINCT
  FROM prev."site_id"
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *
    FROM __raw
    LIMIT $58
  )
)
-- params: [1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21","2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21","2026-09-01",2143289344,"2026-10-01",4194303,1,2,3,"2026-09-01","2026-10-01",1,2,3,"2026-09-23","2026-10-22",1,2,3,"2026-09-23","2026-10-22",100001]
-- finish: {"figures":{"dims":["site_id","site_name","site_currency"],"rows":[{"name":"reg_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_reg_dau"}}},{"name":"gm_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau"}}},{"name":"dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"wdrl_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_amt"}}},{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"house_net_win","expr":{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}}},{"name":"house_edge","expr":{"op":"divide","of":[{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}},{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}]}},{"name":"bonus_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_bonus_amt"}}},{"name":"gm_dau_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_gm_dau"}}},{"name":"gm_dau_growth","expr":{"op":"subtract","of":[{"read":"gm_dau"},{"read":"gm_dau_prev"}]}},{"name":"gm_dau_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"gm_dau"},{"read":"gm_dau_prev"}]},{"op":"abs","of":{"read":"gm_dau_prev"}}]}},{"name":"dpst_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_dpst_amt"}}},{"name":"dpst_amt_growth","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]}},{"name":"dpst_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]},{"op":"abs","of":{"read":"dpst_amt_prev"}}]}},{"name":"apv_bet_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_apv_bet"}}},{"name":"apv_bet_growth","expr":{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]}},{"name":"apv_bet_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]},{"op":"abs","of":{"read":"apv_bet_prev"}}]}},{"name":"house_net_win_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_house_net_win"}}},{"name":"house_net_win_growth","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]}},{"name":"house_net_win_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]},{"op":"abs","of":{"read":"house_net_win_prev"}}]}},{"name":"apv_bet_rank","rank":"apv_bet"},{"name":"apv_bet_rank_prev","rank":"apv_bet_prev"},{"name":"house_net_win_rank","rank":"house_net_win"},{"name":"house_net_win_rank_prev","rank":"house_net_win_prev"},{"name":"apv_bet_share","share":"apv_bet"},{"name":"apv_bet_rank_change","expr":{"op":"subtract","of":[{"read":"apv_bet_rank_prev"},{"read":"apv_bet_rank"}]}},{"name":"house_net_win_rank_change","expr":{"op":"subtract","of":[{"read":"house_net_win_rank_prev"},{"read":"house_net_win_rank"}]}},{"name":"profit","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"bonus_amt"}]}},{"name":"profit_rate","expr":{"op":"divide","of":[{"read":"profit"},{"read":"house_net_win"}]}}],"totals":[{"name":"reg_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_reg_dau"}}},{"name":"gm_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau"}}},{"name":"dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"wdrl_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_amt"}}},{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"house_net_win","expr":{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}}},{"name":"house_edge","expr":{"op":"divide","of":[{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}},{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}]}},{"name":"bonus_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_bonus_amt"}}},{"name":"gm_dau_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_gm_dau"}}},{"name":"gm_dau_growth","expr":{"op":"subtract","of":[{"read":"gm_dau"},{"read":"gm_dau_prev"}]}},{"name":"gm_dau_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"gm_dau"},{"read":"gm_dau_prev"}]},{"op":"abs","of":{"read":"gm_dau_prev"}}]}},{"name":"dpst_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_dpst_amt"}}},{"name":"dpst_amt_growth","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]}},{"name":"dpst_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]},{"op":"abs","of":{"read":"dpst_amt_prev"}}]}},{"name":"apv_bet_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_apv_bet"}}},{"name":"apv_bet_growth","expr":{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]}},{"name":"apv_bet_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]},{"op":"abs","of":{"read":"apv_bet_prev"}}]}},{"name":"house_net_win_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_house_net_win"}}},{"name":"house_net_win_growth","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]}},{"name":"house_net_win_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]},{"op":"abs","of":{"read":"house_net_win_prev"}}]}},{"name":"profit","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"bonus_amt"}]}},{"name":"profit_rate","expr":{"op":"divide","of":[{"read":"profit"},{"read":"house_net_win"}]}}],"reads":[{"rel":"cur","measure":"reg_dau","column":"__cur_reg_dau"},{"rel":"cur","measure":"gm_dau","column":"__cur_gm_dau"},{"rel":"cur","measure":"dpst_dau","column":"__cur_dpst_dau"},{"rel":"cur","measure":"dpst_amt","column":"__cur_dpst_amt"},{"rel":"cur","measure":"wdrl_amt","column":"__cur_wdrl_amt"},{"rel":"cur","measure":"apv_bet","column":"__cur_apv_bet"},{"rel":"cur","measure":"house_net_win","column":"__cur_house_net_win"},{"rel":"cur","measure":"bonus_amt","column":"__cur_bonus_amt"},{"rel":"prev","measure":"gm_dau","column":"__prev_gm_dau"},{"rel":"prev","measure":"dpst_amt","column":"__prev_dpst_amt"},{"rel":"prev","measure":"apv_bet","column":"__prev_apv_bet"},{"rel":"prev","measure":"house_net_win","column":"__prev_house_net_win"}],"rowTotals":{"columns":[{"column":"__cur_reg_dau","rel":"cur","how":"sum"},{"column":"__cur_gm_dau","rel":"cur","how":"sum"},{"column":"__cur_dpst_dau","rel":"cur","how":"sum"},{"column":"__cur_dpst_amt","rel":"cur","how":"sum"},{"column":"__cur_wdrl_amt","rel":"cur","how":"sum"},{"column":"__cur_apv_bet","rel":"cur","how":"sum"},{"column":"__cur_house_net_win","rel":"cur","how":"sum"},{"column":"__cur_bonus_amt","rel":"cur","how":"sum"},{"column":"__prev_gm_dau","rel":"prev","how":"sum"},{"column":"__prev_dpst_amt","rel":"prev","how":"sum"},{"column":"__prev_apv_bet","rel":"prev","how":"sum"},{"column":"__prev_house_net_win","rel":"prev","how":"sum"}]}},"parts":{"page":[{"field":"apv_bet","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"chart":{"order":[{"field":"apv_bet","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"limit":20,"fields":["site_name","apv_bet","house_net_win","site_id","site_currency"]}}}
-- instead above 100000 rows: another statement