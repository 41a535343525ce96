-- promo_cost: sources rollup_bonus_site_day_promo, fact_bonus, rollup_gaming_site_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT *, "bonus_amt" / nullif("house_net_win_period", 0) AS "bonus_rate"
  FROM (
    SELECT cur."promo_type" AS "promo_type", cur."promo_sub_type" AS "promo_sub_type", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."bonus_out_amt", 0) AS "bonus_out_amt", coalesce(cur."bonus_19_amt", 0) AS "bonus_19_amt", coalesce(cur."bonus_20_amt", 0) AS "bonus_20_amt", coalesce(cur."rpoint_add_amt", 0) AS "rpoint_add_amt", coalesce(cur."claim_count", 0) AS "claim_count", coalesce(cur."bonus_dau", 0) AS "bonus_dau", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."bonus_dau", 0), 0) AS "bonus_per_user", coalesce(period."house_net_win", 0) AS "house_net_win_period"
    FROM (
      SELECT "promo_type" AS "cur.promo_type", "promo_sub_type" AS "cur.promo_sub_type", max("bonus_amt") AS "cur.bonus_amt", max("bonus_out_amt") AS "cur.bonus_out_amt", max("bonus_19_amt") AS "cur.bonus_19_amt", max("bonus_20_amt") AS "cur.bonus_20_amt", max("rpoint_add_amt") AS "cur.rpoint_add_amt", max("claim_count") AS "cur.claim_count", max("bonus_dau") AS "cur.bonus_dau"
      FROM (
        SELECT "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", "__bonus_amt" AS "bonus_amt", "__bonus_out_amt" AS "bonus_out_amt", "__bonus_19_amt" AS "bonus_19_amt", "__bonus_20_amt" AS "bonus_20_amt", "__rpoint_add_amt" AS "rpoint_add_amt", "__claim_count" AS "claim_count", NULL AS "bonus_dau", 0 AS "__p"
        FROM (
          SELECT f."promo_type" AS "__promo_type", f."promo_sub_type" AS "__promo_sub_type", sum(f."bonus_amt") AS "__bonus_amt", sum(f."bonus_out_amt") AS "__bonus_out_amt", sum(f."bonus_19_amt") AS "__bonus_19_amt", sum(f."bonus_20_amt") AS "__bonus_20_amt", sum(f."rpoint_add_amt") AS "__rpoint_add_amt", sum(f."claim_count") AS "__claim_count"
          FROM "rollup_bonus_site_day_promo" AS f
          WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
          GROUP BY "__promo_type", "__promo_sub_type"
        )
        UNION ALL
        SELECT "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", NULL AS "bonus_amt", NULL AS "bonus_out_amt", NULL AS "bonus_19_amt", NULL AS "bonus_20_amt", NULL AS "rpoint_add_amt", NULL AS "claim_count", "__bonus_dau" AS "bonus_dau", 0 AS "__p"
        FROM (
          SELECT promo.promo_type AS "__promo_type", promo.promo_sub_type AS "__promo_sub_type", uniqExact(f.member_id) AS "__bonus_dau"
          FROM "fact_bonus" AS f
          ALL LEFT JOIN (
            SELECT "promo_id", "promo_type", "promo_sub_type"
            FROM "dim_promo"
          ) AS "promo" ON "promo"."promo_id" = "promo_id"
          WHERE f.site_id IN (1) AND f."stat_date" BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f.site_id = 1
          GROUP BY "__promo_type", "__promo_sub_type"
        )
      )
      GROUP BY "promo_type", "promo_sub_type"
    )
    CROSS JOIN (
      SELECT max("house_net_win") AS "period.house_net_win"
      FROM (
        SELECT "__house_net_win" AS "house_net_win"
        FROM (
          SELECT sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
        )
      )
    )
  )
) AS res
LIMIT 100001
SETTINGS join_use_nulls = 1
-- finish: {"windows":{"steps":[{"name":"bonus_amt_share","share":"bonus_amt"}]},"parts":{"page":[{"field":"bonus_amt","dir":"desc"},{"field":"promo_type","dir":"asc"},{"field":"promo_sub_type","dir":"asc"}],"chart":{"order":[{"field":"bonus_amt","dir":"desc"},{"field":"promo_type","dir":"asc"},{"field":"promo_sub_type","dir":"asc"}],"limit":13,"fields":["promo_sub_type","bonus_amt","promo_type"]}}}
-- instead above 100000 rows: the page and chart statements apart
-- step totals
SELECT *
FROM (
  SELECT *, "bonus_amt" / nullif("house_net_win_period", 0) AS "bonus_rate"
  FROM (
    SELECT coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."bonus_out_amt", 0) AS "bonus_out_amt", coalesce(cur."bonus_19_amt", 0) AS "bonus_19_amt", coalesce(cur."bonus_20_amt", 0) AS "bonus_20_amt", coalesce(cur."rpoint_add_amt", 0) AS "rpoint_add_amt", coalesce(cur."claim_count", 0) AS "claim_count", coalesce(cur."bonus_dau", 0) AS "bonus_dau", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."bonus_dau", 0), 0) AS "bonus_per_user", coalesce(period."house_net_win", 0) AS "house_net_win_period"
    FROM (
      SELECT max("bonus_dau") AS "cur.bonus_dau", max("bonus_amt") AS "cur.bonus_amt", max("bonus_out_amt") AS "cur.bonus_out_amt", max("bonus_19_amt") AS "cur.bonus_19_amt", max("bonus_20_amt") AS "cur.bonus_20_amt", max("rpoint_add_amt") AS "cur.rpoint_add_amt", max("claim_count") AS "cur.claim_count"
      FROM (
        SELECT "__bonus_dau" AS "bonus_dau", NULL AS "bonus_amt", NULL AS "bonus_out_amt", NULL AS "bonus_19_amt", NULL AS "bonus_20_amt", NULL AS "rpoint_add_amt", NULL AS "claim_count", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."bonus_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."bonus_dau", 2097151) != 0 ELSE f."bonus_dau" != 0 END) AS "__bonus_dau"
          FROM "rollup_bonus_activity" AS f
          WHERE f.site_id IN (1) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01') AND f."site_id" = 1
        )
        UNION ALL
        SELECT NULL AS "bonus_dau", "__bonus_amt" AS "bonus_amt", "__bonus_out_amt" AS "bonus_out_amt", "__bonus_19_amt" AS "bonus_19_amt", "__bonus_20_amt" AS "bonus_20_amt", "__rpoint_add_amt" AS "rpoint_add_amt", "__claim_count" AS "claim_count", 0 AS "__p"
        FROM (
          SELECT sum(f."bonus_amt") AS "__bonus_amt", sum(f."bonus_out_amt") AS "__bonus_out_amt", sum(f."bonus_19_amt") AS "__bonus_19_amt", sum(f."bonus_20_amt") AS "__bonus_20_amt", sum(f."rpoint_add_amt") AS "__rpoint_add_amt", sum(f."claim_count") AS "__claim_count"
          FROM "rollup_bonus_site_day" AS f
          WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
        )
      )
    )
    CROSS JOIN (
      SELECT max("house_net_win") AS "period.house_net_win"
      FROM (
        SELECT "__house_net_win" AS "house_net_win"
        FROM (
          SELECT sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}