-- agent_compare: sources dim_member, dim_member, rollup_gaming_member_day, rollup_transaction_member_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.agent_id AS "agent_id", site.site_name AS "site_name", count(*) AS "member_count"
  FROM "dim_member" f
  LEFT JOIN "dim_site" "site" ON site.site_id = f.site_id
  WHERE f.site_id IN ($1, $2, $3) AND CAST(f.agent_id IS NOT NULL AS INTEGER) IN ($4)
  GROUP BY ALL
),
cur_1 AS (
  SELECT f.agent_id AS "agent_id", site.site_name AS "site_name", count(*) AS "reg_dau"
  FROM "dim_member" f
  LEFT JOIN "dim_site" "site" ON site.site_id = f.site_id
  WHERE f.site_id IN ($5, $6, $7) AND f."reg_date" BETWEEN $8::DATE AND $9::DATE AND CAST(f.agent_id IS NOT NULL AS INTEGER) IN ($10)
  GROUP BY ALL
),
cur_2 AS (
  SELECT f."agent_id" AS "agent_id", f."site_name" AS "site_name", count(DISTINCT f."member_id") AS "gm_dau", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_member_day" f
  WHERE f."site_id" IN ($11, $12, $13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE AND f."agent_linked" IN ($16)
  GROUP BY ALL
),
cur_3 AS (
  SELECT f."agent_id" AS "agent_id", f."site_name" AS "site_name", count(DISTINCT CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "dpst_dau", sum(f."dpst_amt") AS "dpst_amt"
  FROM "rollup_transaction_member_day" f
  WHERE f."site_id" IN ($17, $18, $19) AND f.stat_date BETWEEN $20::DATE AND $21::DATE AND f."agent_linked" IN ($22)
  GROUP BY ALL
),
cur AS (
  SELECT "agent_id", "site_name", max("member_count") AS "member_count", max("reg_dau") AS "reg_dau", max("gm_dau") AS "gm_dau", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_dau") AS "dpst_dau", max("dpst_amt") AS "dpst_amt"
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
  SELECT cur."agent_id", cur."site_name", coalesce(cur."member_count", 0) AS "member_count", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
  FROM cur
),
__all_figures AS (
  SELECT "agent_id", "site_name", "member_count", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "apv_bet", "house_net_win"
  FROM __all
),
__page_rows AS (
  SELECT *
  FROM __all
  ORDER BY "dpst_amt" DESC NULLS LAST, "agent_id" ASC, "site_name" ASC
  LIMIT $23 OFFSET $24
),
__page_f AS (
  SELECT "agent_id", "site_name", "member_count", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "apv_bet", "house_net_win"
  FROM __page_rows
),
__page_0 AS (
  SELECT cur."agent_id", ag.agent_username AS "agent_username", ag.agent_code AS "agent_code", cur."site_name", cur.* EXCLUDE ("agent_id", "site_name")
  FROM __page_f cur
  LEFT JOIN "dim_agent" ag ON ag.agent_id = cur."agent_id"
),
__page_w0 AS (
  SELECT "agent_id", "site_name", CASE WHEN nullif("dpst_amt", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("dpst_amt", 0) DESC NULLS LAST) END AS "dpst_amt_rank"
  FROM (
    SELECT "agent_id", "site_name", "dpst_amt"
    FROM __all
    WHERE nullif("dpst_amt", 0) >= (
      SELECT min(nullif("dpst_amt", 0))
      FROM __page_rows
    )
  )
),
__page_shares AS (
  SELECT "agent_id", "site_name", "dpst_amt" / nullif(sum("dpst_amt") OVER (), 0) AS "dpst_amt_share", "apv_bet" / nullif(sum("apv_bet") OVER (), 0) AS "apv_bet_share"
  FROM (
    SELECT "agent_id", "site_name", "dpst_amt", "apv_bet"
    FROM __all
  )
),
__page_1 AS (
  SELECT r.*, __page_w0."dpst_amt_rank", __page_shares."dpst_amt_share", __page_shares."apv_bet_share"
  FROM __page_0 r
  LEFT JOIN __page_w0 ON r."agent_id" IS NOT DISTINCT
  FROM __page_w0."agent_id" AND r."site_name" IS NOT DISTINCT
  FROM __page_w0."site_name"
  LEFT JOIN __page_shares ON r."agent_id" IS NOT DISTINCT
  FROM __page_shares."agent_id" AND r."site_name" IS NOT DISTINCT
  FROM __page_shares."site_name"
),
__page AS (
  SELECT *, "gm_dau" / nullif("member_count", 0) AS "active_rate"
  FROM __page_1
),
__chart_rows AS (
  SELECT *
  FROM __all
  ORDER BY "dpst_amt" DESC NULLS LAST, "agent_id" ASC, "site_name" ASC
  LIMIT $25
),
__chart_f AS (
  SELECT "agent_id", "site_name", "member_count", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "apv_bet", "house_net_win"
  FROM __chart_rows
),
__chart AS (
  SELECT cur."agent_id", ag.agent_username AS "agent_username", ag.agent_code AS "agent_code", cur."site_name", cur.* EXCLUDE ("agent_id", "site_name")
  FROM __chart_f cur
  LEFT JOIN "dim_agent" ag ON ag.agent_id = cur."agent_id"
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
    SELECT "agent_username", "dpst_amt", "apv_bet", "agent_id", "agent_code", "site_name"
    FROM __chart
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "dpst_amt" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "agent_id" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "agent_username" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "agent_code" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "site_name" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "dpst_amt" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "agent_id" END) ASC, (CASE WHEN __part = 1 THEN "agent_username" END) ASC, (CASE WHEN __part = 1 THEN "agent_code" END) ASC, (CASE WHEN __part = 1 THEN "site_name" END) ASC
-- params: [1,2,3,1,1,2,3,"2026-10-23","2026-11-21",1,1,2,3,"2026-10-23","2026-11-21",1,1,2,3,"2026-10-23","2026-11-21",1,50,0,15]
-- step totals
WITH cur_0 AS (
  SELECT count(*) AS "member_count"
  FROM "dim_member" f
  WHERE f.site_id IN ($1, $2, $3) AND CAST(f.agent_id IS NOT NULL AS INTEGER) IN ($4)
),
cur_1 AS (
  SELECT count(*) AS "reg_dau"
  FROM "dim_member" f
  WHERE f.site_id IN ($5, $6, $7) AND f."reg_date" BETWEEN $8::DATE AND $9::DATE AND CAST(f.agent_id IS NOT NULL AS INTEGER) IN ($10)
),
cur_2 AS (
  SELECT count(DISTINCT f."member_id") AS "gm_dau", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_member_day" f
  WHERE f."site_id" IN ($11, $12, $13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE AND f."agent_linked" IN ($16)
),
cur_3 AS (
  SELECT count(DISTINCT CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "dpst_dau", sum(f."dpst_amt") AS "dpst_amt"
  FROM "rollup_transaction_member_day" f
  WHERE f."site_id" IN ($17, $18, $19) AND f.stat_date BETWEEN $20::DATE AND $21::DATE AND f."agent_linked" IN ($22)
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
  CROSS JOIN cur_2
  CROSS JOIN cur_3
),
fig AS (
  SELECT coalesce(cur."member_count", 0) AS "member_count", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win"
  FROM cur
),
res0 AS (
  SELECT "member_count", "reg_dau", "gm_dau", "dpst_dau", "dpst_amt", "apv_bet", "house_net_win"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "gm_dau" / nullif("member_count", 0) AS "active_rate"
  FROM res1
)
SELECT *
FROM res
-- params: [1,2,3,1,1,2,3,"2026-10-23","2026-11-21",1,1,2,3,"2026-10-23","2026-11-21",1,1,2,3,"2026-10-23","2026-11-21",1]