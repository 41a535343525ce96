-- bank_accounting: sources rollup_transaction_site_day_provider
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."pay_method" AS "pay_method", f.stat_date AS stat_date, sum(f."dpst_count") AS "dpst_count", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_count") AS "wdrl_count", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day_provider" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur AS (
  SELECT *
  FROM cur_0
),
__raw AS (
  SELECT cur."pay_method", cur."stat_date", cur."dpst_count" AS "__cur_dpst_count", cur."dpst_amt" AS "__cur_dpst_amt", cur."wdrl_count" AS "__cur_wdrl_count", cur."wdrl_amt" AS "__cur_wdrl_amt", cur.__in
  FROM (
    SELECT *, true AS __in
    FROM cur
  ) cur
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *
    FROM __raw
    LIMIT $6
  )
)
-- params: [1,2,3,"2026-10-23","2026-11-21",100001]
-- finish: {"figures":{"dims":["pay_method","stat_date"],"rows":[{"name":"dpst_count","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_count"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"wdrl_count","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_count"}}},{"name":"wdrl_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_amt"}}},{"name":"net_flow","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"wdrl_amt"}]}},{"name":"net_flow_running","running":"net_flow","partition":["pay_method"],"order":"stat_date"}],"totals":[{"name":"dpst_count","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_count"}}},{"name":"dpst_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_dpst_amt"}}},{"name":"wdrl_count","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_count"}}},{"name":"wdrl_amt","expr":{"op":"zeroIfNull","of":{"read":"__cur_wdrl_amt"}}},{"name":"net_flow","expr":{"op":"subtract","of":[{"read":"dpst_amt"},{"read":"wdrl_amt"}]}},{"name":"net_flow_running","expr":{"read":"net_flow"}}],"reads":[{"rel":"cur","measure":"dpst_count","column":"__cur_dpst_count"},{"rel":"cur","measure":"dpst_amt","column":"__cur_dpst_amt"},{"rel":"cur","measure":"wdrl_count","column":"__cur_wdrl_count"},{"rel":"cur","measure":"wdrl_amt","column":"__cur_wdrl_amt"}],"rowTotals":{"columns":[{"column":"__cur_dpst_count","rel":"cur","how":"sum"},{"column":"__cur_dpst_amt","rel":"cur","how":"sum"},{"column":"__cur_wdrl_count","rel":"cur","how":"sum"},{"column":"__cur_wdrl_amt","rel":"cur","how":"sum"}]}},"parts":{"page":[{"field":"stat_date","dir":"desc"},{"field":"dpst_amt","dir":"desc"},{"field":"pay_method","dir":"asc"}],"slice":{"offset":0,"limit":50},"chart":{"order":[{"field":"stat_date","dir":"asc"},{"field":"pay_method","dir":"asc"}],"limit":40000,"fields":["stat_date","pay_method","net_flow_running"]}}}
-- instead above 100000 rows: another statement