-- member_top: sources rollup_gaming_member_day, rollup_transaction_member_day
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."site_id" AS "site_id", f."member_id" AS "member_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."gm_count") AS "gm_count"
  FROM "rollup_gaming_member_day" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT f."site_id" AS "site_id", f."member_id" AS "member_id", sum(f."dpst_amt") AS "dpst_amt", sum(f."dpst_count") AS "dpst_count", sum(f."wdrl_amt") AS "wdrl_amt"
  FROM "rollup_transaction_member_day" f
  WHERE f."site_id" IN ($6, $7, $8) AND f.stat_date BETWEEN $9::DATE AND $10::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "site_id", "member_id", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("gm_count") AS "gm_count", max("dpst_amt") AS "dpst_amt", max("dpst_count") AS "dpst_count", max("wdrl_amt") AS "wdrl_amt"
  FROM (
    SELECT *
    FROM cur_0
    UNION ALL BY NAME
    SELECT *
    FROM cur_1
  )
  GROUP BY ALL
),
prev_0 AS (
  SELECT f."site_id" AS "site_id", f."member_id" AS "member_id", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_member_day" f
  WHERE f."site_id" IN ($11, $12, $13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT f."site_id" AS "site_id", f."member_id" AS "member_id", sum(f."dpst_amt") AS "dpst_amt"
  FROM "rollup_transaction_member_day" f
  WHERE f."site_id" IN ($16, $17, $18) AND f.stat_date BETWEEN $19::DATE AND $20::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "site_id", "member_id", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("dpst_amt") AS "dpst_amt"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
  )
  GROUP BY ALL
),
__all AS MATERIALIZED (
  SELECT cur."site_id", cur."member_id", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev"
  FROM cur
  LEFT JOIN prev ON cur."site_id" IS NOT DISTINCT
  FROM prev."site_id" AND cur."member_id" IS NOT DISTINCT
  FROM prev."member_id"
),
__all_figures AS (
  SELECT "site_id", "member_id", "apv_bet", "house_net_win", "gm_count", "dpst_amt", "dpst_count", "wdrl_amt", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "dpst_amt_prev", "dpst_amt" - "dpst_amt_prev" AS "dpst_amt_growth", ("dpst_amt" - "dpst_amt_prev") / nullif(abs("dpst_amt_prev"), 0) AS "dpst_amt_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate"
  FROM __all
),
__page_rows AS (
  SELECT *
  FROM __all
  ORDER BY "apv_bet" DESC NULLS LAST, "site_id" ASC, "member_id" ASC
  LIMIT $21 OFFSET $22
),
__page_f AS (
  SELECT "site_id", "member_id", "apv_bet", "house_net_win", "gm_count", "dpst_amt", "dpst_count", "wdrl_amt", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "dpst_amt_prev", "dpst_amt" - "dpst_amt_prev" AS "dpst_amt_growth", ("dpst_amt" - "dpst_amt_prev") / nullif(abs("dpst_amt_prev"), 0) AS "dpst_amt_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate"
  FROM __page_rows
),
__page_0 AS (
  SELECT cur."site_id", site.site_name AS "site_name", cur."member_id", m.member_username AS "member_username", cur.* EXCLUDE ("site_id", "member_id")
  FROM __page_f cur
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
  LEFT JOIN "dim_member" m ON m.member_id = cur."member_id"
),
__page_w0 AS (
  SELECT "site_id", "member_id", CASE WHEN nullif("apv_bet", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet", 0) DESC NULLS LAST) END AS "apv_bet_rank"
  FROM (
    SELECT "site_id", "member_id", "apv_bet"
    FROM __all
    WHERE nullif("apv_bet", 0) >= (
      SELECT min(nullif("apv_bet", 0))
      FROM __page_rows
    )
  )
),
__page_w1 AS (
  SELECT "site_id", "member_id", CASE WHEN nullif("apv_bet_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet_prev", 0) DESC NULLS LAST) END AS "apv_bet_rank_prev"
  FROM (
    SELECT "site_id", "member_id", "apv_bet_prev"
    FROM __all
    WHERE nullif("apv_bet_prev", 0) >= (
      SELECT min(nullif("apv_bet_prev", 0))
      FROM __page_rows
    )
  )
),
__page_w2 AS (
  SELECT "site_id", "member_id", CASE WHEN nullif("dpst_amt", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("dpst_amt", 0) DESC NULLS LAST) END AS "dpst_amt_rank"
  FROM (
    SELECT "site_id", "member_id", "dpst_amt"
    FROM __all
    WHERE nullif("dpst_amt", 0) >= (
      SELECT min(nullif("dpst_amt", 0))
      FROM __page_rows
    )
  )
),
__page_w3 AS (
  SELECT "site_id", "member_id", CASE WHEN nullif("dpst_amt_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("dpst_amt_prev", 0) DESC NULLS LAST) END AS "dpst_amt_rank_prev"
  FROM (
    SELECT "site_id", "member_id", "dpst_amt_prev"
    FROM __all
    WHERE nullif("dpst_amt_prev", 0) >= (
      SELECT min(nullif("dpst_amt_prev", 0))
      FROM __page_rows
    )
  )
),
__page_w4 AS (
  SELECT "site_id", "member_id", CASE WHEN nullif("house_net_win", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win", 0) DESC NULLS LAST) END AS "house_net_win_rank"
  FROM (
    SELECT "site_id", "member_id", "house_net_win"
    FROM __all
    WHERE nullif("house_net_win", 0) >= (
      SELECT min(nullif("house_net_win", 0))
      FROM __page_rows
    )
  )
),
__page_w5 AS (
  SELECT "site_id", "member_id", CASE WHEN nullif("house_net_win_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win_prev", 0) DESC NULLS LAST) END AS "house_net_win_rank_prev"
  FROM (
    SELECT "site_id", "member_id", "house_net_win_prev"
    FROM __all
    WHERE nullif("house_net_win_prev", 0) >= (
      SELECT min(nullif("house_net_win_prev", 0))
      FROM __page_rows
    )
  )
),
__page_1 AS (
  SELECT r.*, __page_w0."apv_bet_rank", __page_w1."apv_bet_rank_prev", __page_w2."dpst_amt_rank", __page_w3."dpst_amt_rank_prev", __page_w4."house_net_win_rank", __page_w5."house_net_win_rank_prev"
  FROM __page_0 r
  LEFT JOIN __page_w0 ON r."site_id" IS NOT DISTINCT
  FROM __page_w0."site_id" AND r."member_id" IS NOT DISTINCT
  FROM __page_w0."member_id"
  LEFT JOIN __page_w1 ON r."site_id" IS NOT DISTINCT
  FROM __page_w1."site_id" AND r."member_id" IS NOT DISTINCT
  FROM __page_w1."member_id"
  LEFT JOIN __page_w2 ON r."site_id" IS NOT DISTINCT
  FROM __page_w2."site_id" AND r."member_id" IS NOT DISTINCT
  FROM __page_w2."member_id"
  LEFT JOIN __page_w3 ON r."site_id" IS NOT DISTINCT
  FROM __page_w3."site_id" AND r."member_id" IS NOT DISTINCT
  FROM __page_w3."member_id"
  LEFT JOIN __page_w4 ON r."site_id" IS NOT DISTINCT
  FROM __page_w4."site_id" AND r."member_id" IS NOT DISTINCT
  FROM __page_w4."member_id"
  LEFT JOIN __page_w5 ON r."site_id" IS NOT DISTINCT
  FROM __page_w5."site_id" AND r."member_id" IS NOT DISTINCT
  FROM __page_w5."member_id"
),
__page AS (
  SELECT *, "apv_bet_rank_prev" - "apv_bet_rank" AS "apv_bet_rank_change", "dpst_amt_rank_prev" - "dpst_amt_rank" AS "dpst_amt_rank_change", "house_net_win_rank_prev" - "house_net_win_rank" AS "house_net_win_rank_change"
  FROM __page_1
),
__chart_rows AS (
  SELECT *
  FROM __all
  ORDER BY "apv_bet" DESC NULLS LAST, "site_id" ASC, "member_id" ASC
  LIMIT $23
),
__chart_f AS (
  SELECT "site_id", "member_id", "apv_bet", "house_net_win", "gm_count", "dpst_amt", "dpst_count", "wdrl_amt", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "dpst_amt_prev", "dpst_amt" - "dpst_amt_prev" AS "dpst_amt_growth", ("dpst_amt" - "dpst_amt_prev") / nullif(abs("dpst_amt_prev"), 0) AS "dpst_amt_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate"
  FROM __chart_rows
),
__chart AS (
  SELECT cur."site_id", site.site_name AS "site_name", cur."member_id", m.member_username AS "member_username", cur.* EXCLUDE ("site_id", "member_id")
  FROM __chart_f cur
  LEFT JOIN "dim_site" site ON site.site_id = cur."site_id"
  LEFT JOIN "dim_member" m ON m.member_id = cur."member_id"
),
__totals_fig AS (
  SELECT coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."dpst_count", 0) AS "dpst_count", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev"
  FROM (
    SELECT *
    FROM (
      SELECT sum("apv_bet") AS "apv_bet", sum("house_net_win") AS "house_net_win", sum("gm_count") AS "gm_count", sum("dpst_amt") AS "dpst_amt", sum("dpst_count") AS "dpst_count", sum("wdrl_amt") AS "wdrl_amt"
      FROM cur
    )
  ) cur
  CROSS JOIN (
    SELECT *
    FROM (
      SELECT sum("apv_bet") AS "apv_bet", sum("house_net_win") AS "house_net_win", sum("dpst_amt") AS "dpst_amt"
      FROM prev
    )
  ) prev
),
__totals0 AS (
  SELECT "apv_bet", "house_net_win", "gm_count", "dpst_amt", "dpst_count", "wdrl_amt", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "dpst_amt_prev", "dpst_amt" - "dpst_amt_prev" AS "dpst_amt_growth", ("dpst_amt" - "dpst_amt_prev") / nullif(abs("dpst_amt_prev"), 0) AS "dpst_amt_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate"
  FROM __totals_fig
),
__totals1 AS (
  SELECT *
  FROM __totals0
),
__totals AS (
  SELECT *
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
    SELECT "member_username", "apv_bet", "site_id", "site_name", "member_id"
    FROM __chart
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "apv_bet" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "site_id" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "site_name" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "member_id" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "member_username" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "apv_bet" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "site_id" END) ASC, (CASE WHEN __part = 1 THEN "site_name" END) ASC, (CASE WHEN __part = 1 THEN "member_id" END) ASC, (CASE WHEN __part = 1 THEN "member_username" END) ASC
-- params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-09-23","2026-10-22",1,2,3,"2026-09-23","2026-10-22",50,0,20]