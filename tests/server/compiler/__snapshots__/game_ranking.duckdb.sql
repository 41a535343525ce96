-- game_ranking: sources rollup_gaming_site_day_game, fact_game_day
-- page params: [1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-10-23","2026-11-21",1,2,3,"2026-09-23","2026-10-22",1,2,3,"2026-09-23","2026-10-22",50,0]
WITH cur_0 AS (
  SELECT f."game_brand_code" AS "game_brand_code", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."gm_count") AS "gm_count"
  FROM "rollup_gaming_site_day_game" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT game.game_brand_code AS "game_brand_code", count(DISTINCT f.member_id) AS "gm_dau"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($6, $7, $8) AND f."stat_date" BETWEEN $9::DATE AND $10::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "game_brand_code", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("gm_count") AS "gm_count", max("gm_dau") AS "gm_dau"
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
  SELECT f."game_brand_code" AS "game_brand_code", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day_game" f
  WHERE f."site_id" IN ($11, $12, $13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT game.game_brand_code AS "game_brand_code", count(DISTINCT f.member_id) AS "gm_dau"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($16, $17, $18) AND f."stat_date" BETWEEN $19::DATE AND $20::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "game_brand_code", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("gm_dau") AS "gm_dau"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."game_brand_code" AS "group_value", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."apv_bet", 0) / nullif(coalesce(cur."gm_dau", 0), 0) AS "apv_bet_per_user", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."gm_dau", 0) AS "gm_dau_prev"
  FROM cur
  LEFT JOIN prev ON cur."game_brand_code" IS NOT DISTINCT
  FROM prev."game_brand_code"
),
res0 AS (
  SELECT "group_value", "apv_bet", "house_net_win", "gm_dau", "gm_count", "house_edge", "apv_bet_per_user", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *, CASE WHEN nullif("apv_bet", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet", 0) DESC NULLS LAST) END AS "apv_bet_rank", CASE WHEN nullif("apv_bet_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet_prev", 0) DESC NULLS LAST) END AS "apv_bet_rank_prev", CASE WHEN nullif("house_net_win", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win", 0) DESC NULLS LAST) END AS "house_net_win_rank", CASE WHEN nullif("house_net_win_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win_prev", 0) DESC NULLS LAST) END AS "house_net_win_rank_prev", CASE WHEN nullif("gm_dau", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("gm_dau", 0) DESC NULLS LAST) END AS "gm_dau_rank", CASE WHEN nullif("gm_dau_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("gm_dau_prev", 0) DESC NULLS LAST) END AS "gm_dau_rank_prev", "apv_bet" / nullif(sum("apv_bet") OVER (), 0) AS "apv_bet_share"
  FROM res0
),
res AS (
  SELECT *, "apv_bet_rank_prev" - "apv_bet_rank" AS "apv_bet_rank_change", "house_net_win_rank_prev" - "house_net_win_rank" AS "house_net_win_rank_change", "gm_dau_rank_prev" - "gm_dau_rank" AS "gm_dau_rank_change"
  FROM res1
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "apv_bet_rank" ASC NULLS LAST, "group_value" ASC
LIMIT $21 OFFSET $22
-- totals
WITH cur_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $1::DATE THEN (f."gm_dau" & $2) <> 0 WHEN $3::DATE THEN (f."gm_dau" & $4) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($5, $6, $7) AND f.month BETWEEN $8::DATE AND $9::DATE
),
cur_1 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."gm_count") AS "gm_count"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($10, $11, $12) AND f.stat_date BETWEEN $13::DATE AND $14::DATE
),
cur AS (
  SELECT *
  FROM cur_0
  CROSS JOIN cur_1
),
prev_0 AS (
  SELECT count(DISTINCT f.member_id) FILTER (WHERE CASE f.month WHEN $15::DATE THEN (f."gm_dau" & $16) <> 0 WHEN $17::DATE THEN (f."gm_dau" & $18) <> 0 ELSE f."gm_dau" <> 0 END) AS "gm_dau"
  FROM "rollup_gaming_activity" f
  WHERE f.site_id IN ($19, $20, $21) AND f.month BETWEEN $22::DATE AND $23::DATE
),
prev_1 AS (
  SELECT sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day" f
  WHERE f."site_id" IN ($24, $25, $26) AND f.stat_date BETWEEN $27::DATE AND $28::DATE
),
prev AS (
  SELECT *
  FROM prev_0
  CROSS JOIN prev_1
),
fig AS (
  SELECT coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."apv_bet", 0) / nullif(coalesce(cur."gm_dau", 0), 0) AS "apv_bet_per_user", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."gm_dau", 0) AS "gm_dau_prev"
  FROM cur
  CROSS JOIN prev
),
res0 AS (
  SELECT "apv_bet", "house_net_win", "gm_dau", "gm_count", "house_edge", "apv_bet_per_user", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *
  FROM res1
)
SELECT *
FROM res
-- chart
WITH cur_0 AS (
  SELECT f."game_brand_code" AS "game_brand_code", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win", sum(f."gm_count") AS "gm_count"
  FROM "rollup_gaming_site_day_game" f
  WHERE f."site_id" IN ($1, $2, $3) AND f.stat_date BETWEEN $4::DATE AND $5::DATE
  GROUP BY ALL
),
cur_1 AS (
  SELECT game.game_brand_code AS "game_brand_code", count(DISTINCT f.member_id) AS "gm_dau"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($6, $7, $8) AND f."stat_date" BETWEEN $9::DATE AND $10::DATE
  GROUP BY ALL
),
cur AS (
  SELECT "game_brand_code", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("gm_count") AS "gm_count", max("gm_dau") AS "gm_dau"
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
  SELECT f."game_brand_code" AS "game_brand_code", sum(f."apv_bet") AS "apv_bet", sum(f."house_net_win") AS "house_net_win"
  FROM "rollup_gaming_site_day_game" f
  WHERE f."site_id" IN ($11, $12, $13) AND f.stat_date BETWEEN $14::DATE AND $15::DATE
  GROUP BY ALL
),
prev_1 AS (
  SELECT game.game_brand_code AS "game_brand_code", count(DISTINCT f.member_id) AS "gm_dau"
  FROM "fact_game_day" f
  LEFT JOIN "dim_game" "game" ON game.game_id = f.game_id
  WHERE f.site_id IN ($16, $17, $18) AND f."stat_date" BETWEEN $19::DATE AND $20::DATE
  GROUP BY ALL
),
prev AS (
  SELECT "game_brand_code", max("apv_bet") AS "apv_bet", max("house_net_win") AS "house_net_win", max("gm_dau") AS "gm_dau"
  FROM (
    SELECT *
    FROM prev_0
    UNION ALL BY NAME
    SELECT *
    FROM prev_1
  )
  GROUP BY ALL
),
fig AS (
  SELECT cur."game_brand_code" AS "group_value", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."gm_count", 0) AS "gm_count", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."apv_bet", 0) / nullif(coalesce(cur."gm_dau", 0), 0) AS "apv_bet_per_user", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(prev."gm_dau", 0) AS "gm_dau_prev"
  FROM cur
  LEFT JOIN prev ON cur."game_brand_code" IS NOT DISTINCT
  FROM prev."game_brand_code"
),
res0 AS (
  SELECT "group_value", "apv_bet", "house_net_win", "gm_dau", "gm_count", "house_edge", "apv_bet_per_user", "apv_bet_prev", "apv_bet" - "apv_bet_prev" AS "apv_bet_growth", ("apv_bet" - "apv_bet_prev") / nullif(abs("apv_bet_prev"), 0) AS "apv_bet_growth_rate", "house_net_win_prev", "house_net_win" - "house_net_win_prev" AS "house_net_win_growth", ("house_net_win" - "house_net_win_prev") / nullif(abs("house_net_win_prev"), 0) AS "house_net_win_growth_rate", "gm_dau_prev", "gm_dau" - "gm_dau_prev" AS "gm_dau_growth", ("gm_dau" - "gm_dau_prev") / nullif(abs("gm_dau_prev"), 0) AS "gm_dau_growth_rate"
  FROM fig
),
res1 AS (
  SELECT *, CASE WHEN nullif("apv_bet", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet", 0) DESC NULLS LAST) END AS "apv_bet_rank", CASE WHEN nullif("apv_bet_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("apv_bet_prev", 0) DESC NULLS LAST) END AS "apv_bet_rank_prev", CASE WHEN nullif("house_net_win", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win", 0) DESC NULLS LAST) END AS "house_net_win_rank", CASE WHEN nullif("house_net_win_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("house_net_win_prev", 0) DESC NULLS LAST) END AS "house_net_win_rank_prev", CASE WHEN nullif("gm_dau", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("gm_dau", 0) DESC NULLS LAST) END AS "gm_dau_rank", CASE WHEN nullif("gm_dau_prev", 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif("gm_dau_prev", 0) DESC NULLS LAST) END AS "gm_dau_rank_prev", "apv_bet" / nullif(sum("apv_bet") OVER (), 0) AS "apv_bet_share"
  FROM res0
),
res AS (
  SELECT *, "apv_bet_rank_prev" - "apv_bet_rank" AS "apv_bet_rank_change", "house_net_win_rank_prev" - "house_net_win_rank" AS "house_net_win_rank_change", "gm_dau_rank_prev" - "gm_dau_rank" AS "gm_dau_rank_change"
  FROM res1
)
SELECT "group_value", "apv_bet", "house_net_win"
FROM res
ORDER BY "apv_bet" DESC NULLS LAST, "group_value" ASC
LIMIT $21