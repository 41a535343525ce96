-- channel: sources dim_member, dim_member, rollup_transaction_member_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.channel_token AS "channel_token", ag.agent_username AS "agent_username", count(*) AS "reg_dau"
  FROM "dim_member" f
  LEFT JOIN "dim_agent" "ag" ON ag.agent_id = f.agent_id
  WHERE f.site_id IN ($1, $2, $3) AND f."reg_date" BETWEEN $4::DATE AND $5::DATE AND CAST(f.channel_token IS NOT NULL AS INTEGER) IN ($6)
  GROUP BY ALL
),
cur_1 AS (
  SELECT f.channel_token AS "channel_token", ag.agent_username AS "agent_username", count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "first_dpst_dau"
  FROM "dim_member" f
  LEFT JOIN "dim_agent" "ag" ON ag.agent_id = f.agent_id
  WHERE f.site_id IN ($7, $8, $9) AND f."first_dpst_date" BETWEEN $10::DATE AND $11::DATE AND CAST(f.channel_token IS NOT NULL AS INTEGER) IN ($12)
  GROUP BY ALL
),
cur_2 AS (
  SELECT m.channel_token AS "channel_token", f."agent_username" AS "agent_username", count(DISTINCT CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "dpst_dau", sum(f."dpst_count") AS "dpst_count", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_member_day" f
  LEFT JOIN "dim_member" "m" ON m.member_id = f.member_id
  WHERE f."site_id" IN ($13, $14, $15) AND f.stat_date BETWEEN $16::DATE AND $17::DATE AND CAST(m.channel_token IS NOT NULL AS INTEGER) IN ($18)
  GROUP BY ALL
),
cur AS (
  SELECT "channel_token", "agent_username", max("reg_dau") AS "reg_dau", max("first_dpst_dau") AS "first_dpst_dau", max("dpst_dau") AS "dpst_dau", max("dpst_count") AS "dpst_count", max("dpst_amt") AS "dpst_amt", max("wdrl_amt") AS "wdrl_amt"
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
__all AS MATERIALIZED (
  SELECT cur."channel_token", cur."agent_username", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt"
  FROM cur
),
__all_figures AS (
  SELECT "channel_token", "agent_username", "reg_dau", "first_dpst_dau", "dpst_dau", "dpst_count", "dpst_amt", "wdrl_amt"
  FROM __all
),
__page_rows AS (
  SELECT *
  FROM __all
  ORDER BY "dpst_amt" DESC NULLS LAST, "channel_token" ASC, "agent_username" ASC
  LIMIT $19 OFFSET $20
),
__page_f AS (
  SELECT "channel_token", "agent_username", "reg_dau", "first_dpst_dau", "dpst_dau", "dpst_count", "dpst_amt", "wdrl_amt"
  FROM __page_rows
),
__page_0 AS (
  SELECT cur."channel_token", cur."agent_username", cur.* EXCLUDE ("channel_token", "agent_username")
  FROM __page_f cur
),
__page_shares AS (
  SELECT "channel_token", "agent_username", "dpst_amt" / nullif(sum("dpst_amt") OVER (), 0) AS "dpst_amt_share"
  FROM (
    SELECT "channel_token", "agent_username", "dpst_amt"
    FROM __all
  )
),
__page_1 AS (
  SELECT r.*, __page_shares."dpst_amt_share"
  FROM __page_0 r
  LEFT JOIN __page_shares ON r."channel_token" IS NOT DISTINCT
  FROM __page_shares."channel_token" AND r."agent_username" IS NOT DISTINCT
  FROM __page_shares."agent_username"
),
__page AS (
  SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate", "dpst_amt" - "wdrl_amt" AS "revenue"
  FROM __page_1
),
__chart_rows AS (
  SELECT *
  FROM __all
  ORDER BY "dpst_amt" DESC NULLS LAST, "channel_token" ASC, "agent_username" ASC
  LIMIT $21
),
__chart_f AS (
  SELECT "channel_token", "agent_username", "reg_dau", "first_dpst_dau", "dpst_dau", "dpst_count", "dpst_amt", "wdrl_amt"
  FROM __chart_rows
),
__chart_0 AS (
  SELECT cur."channel_token", cur."agent_username", cur.* EXCLUDE ("channel_token", "agent_username")
  FROM __chart_f cur
),
__chart_shares AS (
  SELECT "channel_token", "agent_username", "dpst_amt" / nullif(sum("dpst_amt") OVER (), 0) AS "dpst_amt_share"
  FROM (
    SELECT "channel_token", "agent_username", "dpst_amt"
    FROM __all
  )
),
__chart_1 AS (
  SELECT r.*, __chart_shares."dpst_amt_share"
  FROM __chart_0 r
  LEFT JOIN __chart_shares ON r."channel_token" IS NOT DISTINCT
  FROM __chart_shares."channel_token" AND r."agent_username" IS NOT DISTINCT
  FROM __chart_shares."agent_username"
),
__chart AS (
  SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate", "dpst_amt" - "wdrl_amt" AS "revenue"
  FROM __chart_1
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
    SELECT "channel_token", "dpst_amt", "revenue", "agent_username"
    FROM __chart
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "dpst_amt" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "channel_token" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "agent_username" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "dpst_amt" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "channel_token" END) ASC, (CASE WHEN __part = 1 THEN "agent_username" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21",1,1,2,3,"2026-10-23","2026-11-21",1,1,2,3,"2026-10-23","2026-11-21",1,50,0,15]
-- step totals
WITH cur_0 AS (
  SELECT count(*) AS "reg_dau"
  FROM "dim_member" f
  WHERE f.site_id IN ($1, $2, $3) AND f."reg_date" BETWEEN $4::DATE AND $5::DATE AND CAST(f.channel_token IS NOT NULL AS INTEGER) IN ($6)
),
cur_1 AS (
  SELECT count(*) FILTER (WHERE f.first_dpst_date IS NOT NULL) AS "first_dpst_dau"
  FROM "dim_member" f
  WHERE f.site_id IN ($7, $8, $9) AND f."first_dpst_date" BETWEEN $10::DATE AND $11::DATE AND CAST(f.channel_token IS NOT NULL AS INTEGER) IN ($12)
),
cur_2 AS (
  SELECT count(DISTINCT CASE WHEN f."dpst_count" > 0 THEN f."member_id" END) AS "dpst_dau", sum(f."dpst_count") AS "dpst_count", sum(f."dpst_amt") AS "dpst_amt", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_member_day" f
  LEFT JOIN "dim_member" "m" ON m.member_id = f.member_id
  WHERE f."site_id" IN ($13, $14, $15) AND f.stat_date BETWEEN $16::DATE AND $17::DATE AND CAST(m.channel_token IS NOT NULL AS INTEGER) IN ($18)
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
  CROSS JOIN cur_2
),
fig AS (
  SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."first_dpst_dau", 0) AS "first_dpst_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt"
  FROM cur
),
res0 AS (
  SELECT "reg_dau", "first_dpst_dau", "dpst_dau", "dpst_count", "dpst_amt", "wdrl_amt"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *, "first_dpst_dau" / nullif("reg_dau", 0) AS "conversion_rate", "dpst_amt" - "wdrl_amt" AS "revenue"
  FROM res1
)
SELECT *
FROM res
-- params: [1,2,3,"2026-10-23","2026-11-21",1,1,2,3,"2026-10-23","2026-11-21",1,1,2,3,"2026-10-23","2026-11-21",1]