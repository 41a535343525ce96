-- promo_manual: sources fact_bonus
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT cur."handler_name" AS "handler_name", coalesce(cur."claim_count", 0) AS "claim_count", coalesce(cur."bonus_dau", 0) AS "bonus_dau", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."claim_count", 0), 0) AS "bonus_per_claim", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."bonus_dau", 0), 0) AS "bonus_per_user", coalesce(cur."bonus_out_amt", 0) AS "bonus_out_amt", coalesce(cur."bonus_19_amt", 0) AS "bonus_19_amt", coalesce(cur."bonus_20_amt", 0) AS "bonus_20_amt"
  FROM (
    SELECT "handler_name" AS "cur.handler_name", max("claim_count") AS "cur.claim_count", max("bonus_dau") AS "cur.bonus_dau", max("bonus_amt") AS "cur.bonus_amt", max("bonus_out_amt") AS "cur.bonus_out_amt", max("bonus_19_amt") AS "cur.bonus_19_amt", max("bonus_20_amt") AS "cur.bonus_20_amt"
    FROM (
      SELECT "__handler_name" AS "handler_name", "__claim_count" AS "claim_count", "__bonus_dau" AS "bonus_dau", "__bonus_amt" AS "bonus_amt", "__bonus_out_amt" AS "bonus_out_amt", "__bonus_19_amt" AS "bonus_19_amt", "__bonus_20_amt" AS "bonus_20_amt", 0 AS "__p"
      FROM (
        SELECT f.handler_name AS "__handler_name", count() AS "__claim_count", uniqExact(f.member_id) AS "__bonus_dau", sum(f.bonus_amt_base) AS "__bonus_amt", sum(f.bonus_out_amt_base) AS "__bonus_out_amt", sum(f.bonus_19_amt_base) AS "__bonus_19_amt", sum(f.bonus_20_amt_base) AS "__bonus_20_amt"
        FROM "fact_bonus" AS f
        ALL LEFT JOIN (
          SELECT "promo_id", "promo_type"
          FROM "dim_promo"
        ) AS "promo" ON "promo"."promo_id" = "promo_id"
        WHERE f.site_id IN (1) AND f."stat_date" BETWEEN toDate('2026-08-24') AND toDate('2026-11-21') AND f.site_id = 1 AND promo.promo_type IN (0)
        GROUP BY "__handler_name"
      )
    )
    GROUP BY "handler_name"
  )
) AS res
LIMIT 100001
SETTINGS join_use_nulls = 1
-- finish: {"windows":{"steps":[{"name":"bonus_amt_share","share":"bonus_amt"}]},"parts":{"page":[{"field":"bonus_amt","dir":"desc"},{"field":"handler_name","dir":"asc"}],"chart":{"order":[{"field":"bonus_amt","dir":"desc"},{"field":"handler_name","dir":"asc"}],"limit":20,"fields":["handler_name","bonus_amt"]}}}
-- instead above 100000 rows: the page and chart statements apart
-- step totals
SELECT *
FROM (
  SELECT coalesce(cur."claim_count", 0) AS "claim_count", coalesce(cur."bonus_dau", 0) AS "bonus_dau", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."claim_count", 0), 0) AS "bonus_per_claim", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."bonus_dau", 0), 0) AS "bonus_per_user", coalesce(cur."bonus_out_amt", 0) AS "bonus_out_amt", coalesce(cur."bonus_19_amt", 0) AS "bonus_19_amt", coalesce(cur."bonus_20_amt", 0) AS "bonus_20_amt"
  FROM (
    SELECT max("claim_count") AS "cur.claim_count", max("bonus_amt") AS "cur.bonus_amt", max("bonus_out_amt") AS "cur.bonus_out_amt", max("bonus_19_amt") AS "cur.bonus_19_amt", max("bonus_20_amt") AS "cur.bonus_20_amt", max("bonus_dau") AS "cur.bonus_dau"
    FROM (
      SELECT "__claim_count" AS "claim_count", "__bonus_amt" AS "bonus_amt", "__bonus_out_amt" AS "bonus_out_amt", "__bonus_19_amt" AS "bonus_19_amt", "__bonus_20_amt" AS "bonus_20_amt", NULL AS "bonus_dau", 0 AS "__p"
      FROM (
        SELECT sum(f."claim_count") AS "__claim_count", sum(f."bonus_amt") AS "__bonus_amt", sum(f."bonus_out_amt") AS "__bonus_out_amt", sum(f."bonus_19_amt") AS "__bonus_19_amt", sum(f."bonus_20_amt") AS "__bonus_20_amt"
        FROM "rollup_bonus_site_day_promo" AS f
        WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-08-24') AND toDate('2026-11-21') AND f."site_id" = 1 AND f."promo_type" IN (0)
      )
      UNION ALL
      SELECT NULL AS "claim_count", NULL AS "bonus_amt", NULL AS "bonus_out_amt", NULL AS "bonus_19_amt", NULL AS "bonus_20_amt", "__bonus_dau" AS "bonus_dau", 0 AS "__p"
      FROM (
        SELECT uniqExact(f.member_id) AS "__bonus_dau"
        FROM "fact_bonus" AS f
        ALL LEFT JOIN (
          SELECT "promo_id", "promo_type"
          FROM "dim_promo"
        ) AS "promo" ON "promo"."promo_id" = "promo_id"
        WHERE f.site_id IN (1) AND f."stat_date" BETWEEN toDate('2026-08-24') AND toDate('2026-11-21') AND f.site_id = 1 AND promo.promo_type IN (0)
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}