-- agent_stats: sources dim_member, dim_member, rollup_gaming_member_day, rollup_transaction_member_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.agent_id AS "agent_id", count(*) AS "reg_dau"
  FROM "dim_member" f
  WHERE f.site_id IN ($1) AND f."reg_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4
  GROUP BY ALL
),
cur_1 AS (
  SELECT f.agent_id AS "agent_id", count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "first_dpst_dau"
  FROM "dim_member" f
  WHERE f.site_id IN ($5) AND f."first_dpst_date" BETWEEN $6::DATE AND $7::DATE AND f.site_id = $8
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."agent_id" AS "agent_id", count(DISTINCT f."member_id") AS "gm_dau", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_member_day" f
  WHERE f."site_id" IN ($9) AND f.stat_date BETWEEN $10::DATE AND $11::DATE AND f."site_id" = $12
  GROUP BY ALL
),
cur_3 AS (
  SELECT f."agent_id" AS "agent_id", count(DISTINCT CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "dpst_dau", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_member_day" f
  WHERE f."site_id" IN ($13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE AND f."site_id" = $16
  GROUP BY ALL
),
cur AS (
  SELECT "agent_id", max("reg_dau") AS "reg_dau", max("first_dpst_dau") AS "first_dpst_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt"
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
__all AS MATERIALIZED (
  SELECT cur."agent_id", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
  FROM cur
),
__all_figures AS (
  SELECT "agent_id", "reg_dau", "first_dpst_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win"
  FROM __all
),
__page_rows AS (
  SELECT *
  FROM __all
  ORDER BY "dpst_amt" DESC NULLS LAST, "agent_id" ASC
  LIMIT $17 OFFSET $18
),
__page_f AS (
  SELECT "agent_id", "reg_dau", "first_dpst_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win"
  FROM __page_rows
),
__page_0 AS (
  SELECT cur."agent_id", ag.agent_username AS "agent_username", ag.agent_code AS "agent_code", cur.* EXCLUDE ("agent_id")
  FROM __page_f cur
  LEFT JOIN "dim_agent" ag ON ag.agent_id = cur."agent_id"
),
__page_shares AS (
  SELECT "agent_id", "dpst_amt" / nullif(sum("dpst_amt") OVER (), 0) AS "dpst_amt_share"
  FROM (
    SELECT "agent_id", "dpst_amt"
    FROM __all
  )
),
__page_1 AS (
  SELECT r.*, __page_shares."dpst_amt_share"
  FROM __page_0 r
  LEFT JOIN __page_shares ON r."agent_id" IS NOT DISTINCT
  FROM __page_shares."agent_id"
),
__page AS (
  SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate"
  FROM __page_1
),
__chart_rows AS (
  SELECT *
  FROM __all
  ORDER BY "dpst_amt" DESC NULLS LAST, "agent_id" ASC
  LIMIT $19
),
__chart_f AS (
  SELECT "agent_id", "reg_dau", "first_dpst_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win"
  FROM __chart_rows
),
__chart AS (
  SELECT cur."agent_id", ag.agent_username AS "agent_username", ag.agent_code AS "agent_code", cur.* EXCLUDE ("agent_id")
  FROM __chart_f cur
  LEFT JOIN "dim_agent" ag ON ag.agent_id = cur."agent_id"
),
__totals_cur_0 AS (
  SELECT sum(f."reg_dau") AS "reg_dau"
  FROM "rollup_registration_site_day" f
  WHERE f."site_id" IN ($20) AND f.stat_date BETWEEN $21::DATE AND $22::DATE AND f."site_id" = $23
),
__totals_cur_1 AS (
  SELECT sum(f."first_dpst_dau") AS "first_dpst_dau"
  FROM "rollup_first_deposit_site_day" f
  WHERE f."site_id" IN ($24) AND f.stat_date BETWEEN $25::DATE AND $26::DATE AND f."site_id" = $27
),
__totals_cur_2 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $28::DATE THEN (f."gm_dau" & $29) <> 0 WHEN $30::DATE THEN (f."gm_dau" & $31) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($32) AND f.month BETWEEN $33::DATE AND $34::DATE AND f."site_id" = $35
),
__totals_cur_3 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($36) AND f.stat_date BETWEEN $37::DATE AND $38::DATE AND f."site_id" = $39
),
__totals_cur_4 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $40::DATE THEN (f."dpst_dau" & $41) <> 0 WHEN $42::DATE THEN (f."dpst_dau" & $43) <> 0 ELSE f."dpst_dau" <> 0 END) AS "dpst_dau"
  FROM "rollup_transaction_activity" f
  WHERE f.site_id IN ($44) AND f.month BETWEEN $45::DATE AND $46::DATE AND f."site_id" = $47
),
__totals_cur_5 AS (
  SELECT sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_site_day" f
  WHERE f."site_id" IN ($48) AND f.stat_date BETWEEN $49::DATE AND $50::DATE AND f."site_id" = $51
),
__totals_fig AS (
  SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
  FROM (
    SELECT *
    FROM __totals_cur_0
    CROSS JOIN __totals_cur_1
    CROSS JOIN __totals_cur_2
    CROSS JOIN __totals_cur_3
    CROSS JOIN __totals_cur_4
    CROSS JOIN __totals_cur_5
  ) cur
),
__totals0 AS (
  SELECT "reg_dau", "first_dpst_dau", "gm_dau", "dpst_dau", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win"
  FROM __totals_fig
),
__totals1 AS (
  SELECT *
  FROM __totals0
),
__totals AS (
  SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate"
  FROM __totals1
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, (
      SELECT count(*)
      FROM __all
    ) AS __total
    FROM __page
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "agent_username", "dpst_amt", "house_net_win", "agent_id", "agent_code"
    FROM __chart
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "dpst_amt" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "agent_id" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "agent_username" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "agent_code" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "dpst_amt" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "agent_id" END) ASC, (CASE WHEN __part = 1 THEN "agent_username" END) ASC, (CASE WHEN __part = 1 THEN "agent_code" END) ASC
-- params: [1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,50,0,15,1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",1,"2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,"2026-10-23","2026-11-21",1,"2026-10-01",2143289344,"2026-11-01",2097151,1,"2026-10-01","2026-11-01",1,1,"2026-10-23","2026-11-21",1]