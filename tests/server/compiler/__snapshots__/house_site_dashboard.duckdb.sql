-- house_site_dashboard: sources rollup_registration_site_day, rollup_gaming_activity, rollup_gaming_site_day, rollup_transaction_activity, rollup_transaction_site_day, rollup_bonus_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."site_id" AS "site_id", sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."gm_dau" & $6) <> 0) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($7, $8, $9) AND f.month BETWEEN $10::DATE AND $11::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($12, $13, $14) AND f.stat_date BETWEEN $15::DATE AND $16::DATE
  GROUP BY ALL
),
cur_3 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."dpst_dau" & $17) <> 0) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($18, $19, $20) AND f.month BETWEEN $21::DATE AND $22::DATE
  GROUP BY ALL
),
cur_4 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($23, $24, $25) AND f.stat_date BETWEEN $26::DATE AND $27::DATE
  GROUP BY ALL
),
cur_5 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($28, $29, $30) AND f.stat_date BETWEEN $31::DATE AND $32::DATE
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
  SELECT f."site_id" AS "site_id", sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($33, $34, $35) AND f.stat_date BETWEEN $36::DATE AND $37::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."gm_dau" & $38) <> 0) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($39, $40, $41) AND f.month BETWEEN $42::DATE AND $43::DATE
  GROUP BY ALL
),
prev_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($44, $45, $46) AND f.stat_date BETWEEN $47::DATE AND $48::DATE
  GROUP BY ALL
),
prev_3 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE (f."dpst_dau" & $49) <> 0) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($50, $51, $52) AND f.month BETWEEN $53::DATE AND $54::DATE
  GROUP BY ALL
),
prev_4 AS (
  SELECT f."site_id" AS "site_id", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($55, $56, $57) AND f.stat_date BETWEEN $58::DATE AND $59::DATE
  GROUP BY ALL
),
prev_5 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($60, $61, $62) AND f.stat_date BETWEEN $63::DATE AND $64::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "site_id", max("reg_dau") AS "reg_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt", max("bonus_amt") AS "bonus_amt"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
    UNION ALL BY NAME
    SELECT *
    FROM prev_2
    UNION ALL BY NAME
    SELECT *
    FROM prev_3
    UNION ALL BY NAME
    SELECT *
    FROM prev_4
    UNION ALL BY NAME
    SELECT *
    FROM prev_5
  )
  GROUP BY ALL
),
__raw AS (
  SELECT cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", cur."reg_dau" AS "__cur_reg_dau", cur."gm_dau" AS "__cur_gm_dau", cur."dpst_dau" AS "__cur_dpst_dau", cur."dpst_amt" AS "__cur_dpst_amt", cur."wdrl_amt" AS "__cur_wdrl_amt", cur."apv_bet" AS "__cur_apv_bet", cur."house_net_win" AS "__cur_house_net_win", cur."bonus_amt" AS "__cur_bonus_amt", prev."reg_dau" AS "__prev_reg_dau", prev."gm_dau" AS "__prev_gm_dau", prev."dpst_dau" AS "__prev_dpst_dau", prev."dpst_amt" AS "__prev_dpst_amt", prev."wdrl_amt" AS "__prev_wdrl_amt", prev."apv_bet" AS "__prev_apv_bet", prev."house_net_win" AS "__prev_house_net_win", prev."bonus_amt" AS "__prev_bonus_amt", cur.__in
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
    LIMIT $65
  )
)
-- params: [1,2,3,"2026-11-15","2026-11-21",2080768,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-15","2026-11-21",2080768,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-15","2026-11-21",1,2,3,"2026-11-15","2026-11-21",1,2,3,"2026-11-08","2026-11-14",16256,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-08","2026-11-14",16256,1,2,3,"2026-11-01","2026-11-01",1,2,3,"2026-11-08","2026-11-14",1,2,3,"2026-11-08","2026-11-14",100001]
-- finish: {"figures":{"dims":["site_id","site_name","site_currency"],"rows":[{"name":"reg_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_reg_dau"}}},{"name":"gm_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau"}}},{"name":"dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"wdrl_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_amt"}}},{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"house_net_win","expr":{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}}},{"name":"house_edge","expr":{"op":"divide","of":[{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}},{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}]}},{"name":"bonus_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_bonus_amt"}}},{"name":"reg_dau_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_reg_dau"}}},{"name":"reg_dau_growth","expr":{"op":"subtract","of":[{"read":"reg_dau"},{"read":"reg_dau_prev"}]}},{"name":"reg_dau_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"reg_dau"},{"read":"reg_dau_prev"}]},{"op":"abs","of":{"read":"reg_dau_prev"}}]}},{"name":"gm_dau_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_gm_dau"}}},{"name":"gm_dau_growth","expr":{"op":"subtract","of":[{"read":"gm_dau"},{"read":"gm_dau_prev"}]}},{"name":"gm_dau_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"gm_dau"},{"read":"gm_dau_prev"}]},{"op":"abs","of":{"read":"gm_dau_prev"}}]}},{"name":"dpst_dau_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_dpst_dau"}}},{"name":"dpst_dau_growth","expr":{"op":"subtract","of":[{"read":"dpst_dau"},{"read":"dpst_dau_prev"}]}},{"name":"dpst_dau_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"dpst_dau"},{"read":"dpst_dau_prev"}]},{"op":"abs","of":{"read":"dpst_dau_prev"}}]}},{"name":"dpst_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_dpst_amt"}}},{"name":"dpst_amt_growth","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]}},{"name":"dpst_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]},{"op":"abs","of":{"read":"dpst_amt_prev"}}]}},{"name":"wdrl_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_wdrl_amt"}}},{"name":"wdrl_amt_growth","expr":{"op":"subtract","of":[{"read":"wdrl_amt"},{"read":"wdrl_amt_prev"}]}},{"name":"wdrl_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"wdrl_amt"},{"read":"wdrl_amt_prev"}]},{"op":"abs","of":{"read":"wdrl_amt_prev"}}]}},{"name":"apv_bet_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_apv_bet"}}},{"name":"apv_bet_growth","expr":{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]}},{"name":"apv_bet_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]},{"op":"abs","of":{"read":"apv_bet_prev"}}]}},{"name":"house_net_win_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_house_net_win"}}},{"name":"house_net_win_growth","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]}},{"name":"house_net_win_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]},{"op":"abs","of":{"read":"house_net_win_prev"}}]}},{"name":"house_edge_prev","expr":{"op":"divide","of":[{"op":"zeroIfNull","of":{"read":"__prev_house_net_win"}},{"op":"zeroIfNull","of":{"read":"__prev_apv_bet"}}]}},{"name":"house_edge_growth","expr":{"op":"subtract","of":[{"read":"house_edge"},{"read":"house_edge_prev"}]}},{"name":"house_edge_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"house_edge"},{"read":"house_edge_prev"}]},{"op":"abs","of":{"read":"house_edge_prev"}}]}},{"name":"bonus_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_bonus_amt"}}},{"name":"bonus_amt_growth","expr":{"op":"subtract","of":[{"read":"bonus_amt"},{"read":"bonus_amt_prev"}]}},{"name":"bonus_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"bonus_amt"},{"read":"bonus_amt_prev"}]},{"op":"abs","of":{"read":"bonus_amt_prev"}}]}},{"name":"revenue","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"wdrl_amt"}]}},{"name":"revenue_prev","expr":{"op":"subtract","of":[{"read":"dpst_amt_prev"},{"read":"wdrl_amt_prev"}]}},{"name":"revenue_growth","expr":{"op":"subtract","of":[{"read":"revenue"},{"read":"revenue_prev"}]}},{"name":"revenue_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"revenue"},{"read":"revenue_prev"}]},{"op":"abs","of":{"read":"revenue_prev"}}]}},{"name":"profit","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"bonus_amt"}]}},{"name":"profit_prev","expr":{"op":"subtract","of":[{"read":"house_net_win_prev"},{"read":"bonus_amt_prev"}]}},{"name":"profit_growth","expr":{"op":"subtract","of":[{"read":"profit"},{"read":"profit_prev"}]}},{"name":"profit_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"profit"},{"read":"profit_prev"}]},{"op":"abs","of":{"read":"profit_prev"}}]}},{"name":"profit_rate","expr":{"op":"divide","of":[{"read":"profit"},{"read":"house_net_win"}]}}],"totals":[{"name":"reg_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_reg_dau"}}},{"name":"gm_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau"}}},{"name":"dpst_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_dau"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"wdrl_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_amt"}}},{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"house_net_win","expr":{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}}},{"name":"house_edge","expr":{"op":"divide","of":[{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}},{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}]}},{"name":"bonus_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_bonus_amt"}}},{"name":"reg_dau_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_reg_dau"}}},{"name":"reg_dau_growth","expr":{"op":"subtract","of":[{"read":"reg_dau"},{"read":"reg_dau_prev"}]}},{"name":"reg_dau_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"reg_dau"},{"read":"reg_dau_prev"}]},{"op":"abs","of":{"read":"reg_dau_prev"}}]}},{"name":"gm_dau_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_gm_dau"}}},{"name":"gm_dau_growth","expr":{"op":"subtract","of":[{"read":"gm_dau"},{"read":"gm_dau_prev"}]}},{"name":"gm_dau_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"gm_dau"},{"read":"gm_dau_prev"}]},{"op":"abs","of":{"read":"gm_dau_prev"}}]}},{"name":"dpst_dau_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_dpst_dau"}}},{"name":"dpst_dau_growth","expr":{"op":"subtract","of":[{"read":"dpst_dau"},{"read":"dpst_dau_prev"}]}},{"name":"dpst_dau_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"dpst_dau"},{"read":"dpst_dau_prev"}]},{"op":"abs","of":{"read":"dpst_dau_prev"}}]}},{"name":"dpst_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_dpst_amt"}}},{"name":"dpst_amt_growth","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]}},{"name":"dpst_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"dpst_amt_prev"}]},{"op":"abs","of":{"read":"dpst_amt_prev"}}]}},{"name":"wdrl_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_wdrl_amt"}}},{"name":"wdrl_amt_growth","expr":{"op":"subtract","of":[{"read":"wdrl_amt"},{"read":"wdrl_amt_prev"}]}},{"name":"wdrl_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"wdrl_amt"},{"read":"wdrl_amt_prev"}]},{"op":"abs","of":{"read":"wdrl_amt_prev"}}]}},{"name":"apv_bet_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_apv_bet"}}},{"name":"apv_bet_growth","expr":{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]}},{"name":"apv_bet_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"apv_bet"},{"read":"apv_bet_prev"}]},{"op":"abs","of":{"read":"apv_bet_prev"}}]}},{"name":"house_net_win_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_house_net_win"}}},{"name":"house_net_win_growth","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]}},{"name":"house_net_win_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]},{"op":"abs","of":{"read":"house_net_win_prev"}}]}},{"name":"house_edge_prev","expr":{"op":"divide","of":[{"op":"zeroIfNull","of":{"read":"__prev_house_net_win"}},{"op":"zeroIfNull","of":{"read":"__prev_apv_bet"}}]}},{"name":"house_edge_growth","expr":{"op":"subtract","of":[{"read":"house_edge"},{"read":"house_edge_prev"}]}},{"name":"house_edge_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"house_edge"},{"read":"house_edge_prev"}]},{"op":"abs","of":{"read":"house_edge_prev"}}]}},{"name":"bonus_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_bonus_amt"}}},{"name":"bonus_amt_growth","expr":{"op":"subtract","of":[{"read":"bonus_amt"},{"read":"bonus_amt_prev"}]}},{"name":"bonus_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"bonus_amt"},{"read":"bonus_amt_prev"}]},{"op":"abs","of":{"read":"bonus_amt_prev"}}]}},{"name":"revenue","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"wdrl_amt"}]}},{"name":"revenue_prev","expr":{"op":"subtract","of":[{"read":"dpst_amt_prev"},{"read":"wdrl_amt_prev"}]}},{"name":"revenue_growth","expr":{"op":"subtract","of":[{"read":"revenue"},{"read":"revenue_prev"}]}},{"name":"revenue_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"revenue"},{"read":"revenue_prev"}]},{"op":"abs","of":{"read":"revenue_prev"}}]}},{"name":"profit","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"bonus_amt"}]}},{"name":"profit_prev","expr":{"op":"subtract","of":[{"read":"house_net_win_prev"},{"read":"bonus_amt_prev"}]}},{"name":"profit_growth","expr":{"op":"subtract","of":[{"read":"profit"},{"read":"profit_prev"}]}},{"name":"profit_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"profit"},{"read":"profit_prev"}]},{"op":"abs","of":{"read":"profit_prev"}}]}},{"name":"profit_rate","expr":{"op":"divide","of":[{"read":"profit"},{"read":"house_net_win"}]}}],"reads":[{"rel":"cur","measure":"reg_dau","column":"__cur_reg_dau"},{"rel":"cur","measure":"gm_dau","column":"__cur_gm_dau"},{"rel":"cur","measure":"dpst_dau","column":"__cur_dpst_dau"},{"rel":"cur","measure":"dpst_amt","column":"__cur_dpst_amt"},{"rel":"cur","measure":"wdrl_amt","column":"__cur_wdrl_amt"},{"rel":"cur","measure":"apv_bet","column":"__cur_apv_bet"},{"rel":"cur","measure":"house_net_win","column":"__cur_house_net_win"},{"rel":"cur","measure":"bonus_amt","column":"__cur_bonus_amt"},{"rel":"prev","measure":"reg_dau","column":"__prev_reg_dau"},{"rel":"prev","measure":"gm_dau","column":"__prev_gm_dau"},{"rel":"prev","measure":"dpst_dau","column":"__prev_dpst_dau"},{"rel":"prev","measure":"dpst_amt","column":"__prev_dpst_amt"},{"rel":"prev","measure":"wdrl_amt","column":"__prev_wdrl_amt"},{"rel":"prev","measure":"apv_bet","column":"__prev_apv_bet"},{"rel":"prev","measure":"house_net_win","column":"__prev_house_net_win"},{"rel":"prev","measure":"bonus_amt","column":"__prev_bonus_amt"}],"rowTotals":{"columns":[{"column":"__cur_reg_dau","rel":"cur","how":"sum"},{"column":"__cur_gm_dau","rel":"cur","how":"sum"},{"column":"__cur_dpst_dau","rel":"cur","how":"sum"},{"column":"__cur_dpst_amt","rel":"cur","how":"sum"},{"column":"__cur_wdrl_amt","rel":"cur","how":"sum"},{"column":"__cur_apv_bet","rel":"cur","how":"sum"},{"column":"__cur_house_net_win","rel":"cur","how":"sum"},{"column":"__cur_bonus_amt","rel":"cur","how":"sum"},{"column":"__prev_reg_dau","rel":"prev","how":"sum"},{"column":"__prev_gm_dau","rel":"prev","how":"sum"},{"column":"__prev_dpst_dau","rel":"prev","how":"sum"},{"column":"__prev_dpst_amt","rel":"prev","how":"sum"},{"column":"__prev_wdrl_amt","rel":"prev","how":"sum"},{"column":"__prev_apv_bet","rel":"prev","how":"sum"},{"column":"__prev_house_net_win","rel":"prev","how":"sum"},{"column":"__prev_bonus_amt","rel":"prev","how":"sum"}]}},"parts":{"page":[{"field":"apv_bet","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"chart":{"order":[{"field":"dpst_amt","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"limit":20,"fields":["site_name","dpst_amt","wdrl_amt","house_net_win","site_id","site_currency"]}}}
-- instead above 100000 rows: another statement