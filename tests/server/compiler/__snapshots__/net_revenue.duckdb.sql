-- net_revenue: sources rollup_gaming_activity, rollup_gaming_site_day, rollup_bonus_site_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."site_id" AS "site_id", count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $1::DATE THEN (f."gm_dau" & $2) <> 0 WHEN $3::DATE THEN (f."gm_dau" & $4) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($5, $6, $7) AND f.month BETWEEN $8::DATE AND $9::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."site_id" AS "site_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($10, $11, $12) AND f.stat_date BETWEEN $13::DATE AND $14::DATE
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt", sum(f."rpoint_add_amt") AS "rpoint_add_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($15, $16, $17) AND f.stat_date BETWEEN $18::DATE AND $19::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "site_id", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("bonus_amt") AS "bonus_amt", max("rpoint_add_amt") AS "rpoint_add_amt"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
    UNION ALL BY NAME
    SELECT *
    FROM cur_2
  )
  GROUP BY ALL
),
prev_0 AS (
  SELECT f."site_id" AS "site_id", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($20, $21, $22) AND f.stat_date BETWEEN $23::DATE AND $24::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT f."site_id" AS "site_id", sum(f."bonus_amt") AS "bonus_amt", sum(f."rpoint_add_amt") AS "rpoint_add_amt"
  FROM "rollup_bonus_site_day" f
  WHERE f."site_id" IN ($25, $26, $27) AND f.stat_date BETWEEN $28::DATE AND $29::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "site_id", max("house_net_win") AS "house_net_win", max("bonus_amt") AS "bonus_amt", max("rpoint_add_amt") AS "rpoint_add_amt"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
  )
  GROUP BY ALL
),
__raw AS (
  SELECT cur."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency", cur."gm_dau" AS "__cur_gm_dau", cur."apv_bet" AS "__cur_apv_bet", cur."house_net_win" AS "__cur_house_net_win", cur."bonus_amt" AS "__cur_bonus_amt", cur."rpoint_add_amt" AS "__cur_rpoint_add_amt", prev."house_net_win" AS "__prev_house_net_win", prev."bonus_amt" AS "__prev_bonus_amt", prev."rpoint_add_amt" AS "__prev_rpoint_add_amt", cur.__in
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
    LIMIT $30
  )
)
-- params: ["2026-10-01",2143289344,"2026-11-01",2097151,1,2,3,"2026-10-01","2026-11-01",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-09-23","2026-10-22",1,2,3,"2026-09-23","2026-10-22",100001]
-- finish: {"figures":{"dims":["site_id","site_name","site_currency"],"rows":[{"name":"gm_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau"}}},{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"house_net_win","expr":{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}}},{"name":"bonus_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_bonus_amt"}}},{"name":"rpoint_add_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_rpoint_add_amt"}}},{"name":"house_net_win_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_house_net_win"}}},{"name":"house_net_win_growth","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]}},{"name":"house_net_win_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]},{"op":"abs","of":{"read":"house_net_win_prev"}}]}},{"name":"bonus_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_bonus_amt"}}},{"name":"bonus_amt_growth","expr":{"op":"subtract","of":[{"read":"bonus_amt"},{"read":"bonus_amt_prev"}]}},{"name":"bonus_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"bonus_amt"},{"read":"bonus_amt_prev"}]},{"op":"abs","of":{"read":"bonus_amt_prev"}}]}},{"name":"rpoint_add_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_rpoint_add_amt"}}},{"name":"rpoint_add_amt_growth","expr":{"op":"subtract","of":[{"read":"rpoint_add_amt"},{"read":"rpoint_add_amt_prev"}]}},{"name":"rpoint_add_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"rpoint_add_amt"},{"read":"rpoint_add_amt_prev"}]},{"op":"abs","of":{"read":"rpoint_add_amt_prev"}}]}},{"name":"ngr","expr":{"op":"subtract","of":[{"op":"subtract","of":[{"read":"house_net_win"},{"read":"bonus_amt"}]},{"read":"rpoint_add_amt"}]}},{"name":"ngr_prev","expr":{"op":"subtract","of":[{"op":"subtract","of":[{"read":"house_net_win_prev"},{"read":"bonus_amt_prev"}]},{"read":"rpoint_add_amt_prev"}]}},{"name":"ngr_growth","expr":{"op":"subtract","of":[{"read":"ngr"},{"read":"ngr_prev"}]}},{"name":"ngr_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"ngr"},{"read":"ngr_prev"}]},{"op":"abs","of":{"read":"ngr_prev"}}]}},{"name":"ngr_margin","expr":{"op":"divide","of":[{"read":"ngr"},{"read":"apv_bet"}]}},{"name":"ngr_per_player","expr":{"op":"divide","of":[{"read":"ngr"},{"read":"gm_dau"}]}},{"name":"ngr_per_1k_bet","expr":{"op":"multiply","of":[{"op":"divide","of":[{"read":"ngr"},{"read":"apv_bet"}]},{"number":"1000"}]}},{"name":"promo_cost_share","expr":{"op":"divide","of":[{"op":"add","of":[{"read":"bonus_amt"},{"read":"rpoint_add_amt"}]},{"read":"house_net_win"}]}},{"name":"platform_fee","expr":{"op":"if","test":{"compare":">","of":[{"read":"ngr"},{"number":"0"}]},"then":{"op":"divide","of":[{"op":"multiply","of":[{"read":"ngr"},{"number":"12"}]},{"number":"100"}]},"else":{"number":"0"}}}],"totals":[{"name":"gm_dau","expr":{"op":"zeroIfNull","of":{"read":"__cur_gm_dau"}}},{"name":"apv_bet","expr":{"op":"zeroIfNull","of":{"read":"__cur_apv_bet"}}},{"name":"house_net_win","expr":{"op":"zeroIfNull","of":{"read":"__cur_house_net_win"}}},{"name":"bonus_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_bonus_amt"}}},{"name":"rpoint_add_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_rpoint_add_amt"}}},{"name":"house_net_win_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_house_net_win"}}},{"name":"house_net_win_growth","expr":{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]}},{"name":"house_net_win_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"house_net_win"},{"read":"house_net_win_prev"}]},{"op":"abs","of":{"read":"house_net_win_prev"}}]}},{"name":"bonus_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_bonus_amt"}}},{"name":"bonus_amt_growth","expr":{"op":"subtract","of":[{"read":"bonus_amt"},{"read":"bonus_amt_prev"}]}},{"name":"bonus_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"bonus_amt"},{"read":"bonus_amt_prev"}]},{"op":"abs","of":{"read":"bonus_amt_prev"}}]}},{"name":"rpoint_add_amt_prev","expr":{"op":"zeroIfNull","of":{"read":"__prev_rpoint_add_amt"}}},{"name":"rpoint_add_amt_growth","expr":{"op":"subtract","of":[{"read":"rpoint_add_amt"},{"read":"rpoint_add_amt_prev"}]}},{"name":"rpoint_add_amt_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"rpoint_add_amt"},{"read":"rpoint_add_amt_prev"}]},{"op":"abs","of":{"read":"rpoint_add_amt_prev"}}]}},{"name":"ngr","expr":{"op":"subtract","of":[{"op":"subtract","of":[{"read":"house_net_win"},{"read":"bonus_amt"}]},{"read":"rpoint_add_amt"}]}},{"name":"ngr_prev","expr":{"op":"subtract","of":[{"op":"subtract","of":[{"read":"house_net_win_prev"},{"read":"bonus_amt_prev"}]},{"read":"rpoint_add_amt_prev"}]}},{"name":"ngr_growth","expr":{"op":"subtract","of":[{"read":"ngr"},{"read":"ngr_prev"}]}},{"name":"ngr_growth_rate","expr":{"op":"divide","of":[{"op":"subtract","of":[{"read":"ngr"},{"read":"ngr_prev"}]},{"op":"abs","of":{"read":"ngr_prev"}}]}},{"name":"ngr_margin","expr":{"op":"divide","of":[{"read":"ngr"},{"read":"apv_bet"}]}},{"name":"ngr_per_player","expr":{"op":"divide","of":[{"read":"ngr"},{"read":"gm_dau"}]}},{"name":"ngr_per_1k_bet","expr":{"op":"multiply","of":[{"op":"divide","of":[{"read":"ngr"},{"read":"apv_bet"}]},{"number":"1000"}]}},{"name":"promo_cost_share","expr":{"op":"divide","of":[{"op":"add","of":[{"read":"bonus_amt"},{"read":"rpoint_add_amt"}]},{"read":"house_net_win"}]}},{"name":"platform_fee","expr":{"op":"if","test":{"compare":">","of":[{"read":"ngr"},{"number":"0"}]},"then":{"op":"divide","of":[{"op":"multiply","of":[{"read":"ngr"},{"number":"12"}]},{"number":"100"}]},"else":{"number":"0"}}}],"reads":[{"rel":"cur","measure":"gm_dau","column":"__cur_gm_dau"},{"rel":"cur","measure":"apv_bet","column":"__cur_apv_bet"},{"rel":"cur","measure":"house_net_win","column":"__cur_house_net_win"},{"rel":"cur","measure":"bonus_amt","column":"__cur_bonus_amt"},{"rel":"cur","measure":"rpoint_add_amt","column":"__cur_rpoint_add_amt"},{"rel":"prev","measure":"house_net_win","column":"__prev_house_net_win"},{"rel":"prev","measure":"bonus_amt","column":"__prev_bonus_amt"},{"rel":"prev","measure":"rpoint_add_amt","column":"__prev_rpoint_add_amt"}],"rowTotals":{"columns":[{"column":"__cur_gm_dau","rel":"cur","how":"sum"},{"column":"__cur_apv_bet","rel":"cur","how":"sum"},{"column":"__cur_house_net_win","rel":"cur","how":"sum"},{"column":"__cur_bonus_amt","rel":"cur","how":"sum"},{"column":"__cur_rpoint_add_amt","rel":"cur","how":"sum"},{"column":"__prev_house_net_win","rel":"prev","how":"sum"},{"column":"__prev_bonus_amt","rel":"prev","how":"sum"},{"column":"__prev_rpoint_add_amt","rel":"prev","how":"sum"}]}},"parts":{"page":[{"field":"ngr","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"chart":{"order":[{"field":"house_net_win","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"limit":20,"fields":["site_name","house_net_win","ngr","site_id","site_currency"]}}}
-- instead above 100000 rows: another statement