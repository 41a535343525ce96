-- promo_manual: sources fact_bonus
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "claim_count", "bonus_dau", "bonus_amt", "bonus_per_claim", "bonus_per_user", "bonus_out_amt", "bonus_19_amt", "bonus_20_amt"), NULL) AS __totals_json
  FROM (
    SELECT *, "bonus_amt" / nullif(sum("bonus_amt") OVER (PARTITION BY "__g"), 0) AS "bonus_amt_share"
    FROM (
      SELECT cur."handler_name" AS "handler_name", coalesce(cur."claim_count", 0) AS "claim_count", coalesce(cur."bonus_dau", 0) AS "bonus_dau", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."claim_count", 0), 0) AS "bonus_per_claim", coalesce(cur."bonus_amt", 0) / nullif(coalesce(cur."bonus_dau", 0), 0) AS "bonus_per_user", coalesce(cur."bonus_out_amt", 0) AS "bonus_out_amt", coalesce(cur."bonus_19_amt", 0) AS "bonus_19_amt", coalesce(cur."bonus_20_amt", 0) AS "bonus_20_amt", "__g"
      FROM (
        SELECT "handler_name" AS "cur.handler_name", "__g", max("claim_count") AS "cur.claim_count", max("bonus_dau") AS "cur.bonus_dau", max("bonus_amt") AS "cur.bonus_amt", max("bonus_out_amt") AS "cur.bonus_out_amt", max("bonus_19_amt") AS "cur.bonus_19_amt", max("bonus_20_amt") AS "cur.bonus_20_amt"
        FROM (
          SELECT if("____g" = 1, NULL, "__handler_name") AS "handler_name", "__claim_count" AS "claim_count", "__bonus_dau" AS "bonus_dau", "__bonus_amt" AS "bonus_amt", "__bonus_out_amt" AS "bonus_out_amt", "__bonus_19_amt" AS "bonus_19_amt", "__bonus_20_amt" AS "bonus_20_amt", "____g" AS "__g", 0 AS "__p"
          FROM (
            SELECT f.handler_name AS "__handler_name", count() AS "__claim_count", uniqExact(f.member_id) AS "__bonus_dau", sum(f.bonus_amt_base) AS "__bonus_amt", sum(f.bonus_out_amt_base) AS "__bonus_out_amt", sum(f.bonus_19_amt_base) AS "__bonus_19_amt", sum(f.bonus_20_amt_base) AS "__bonus_20_amt", grouping("__handler_name") AS "____g"
            FROM "fact_bonus" AS f
            ALL LEFT JOIN (
              SELECT "promo_id", "promo_type"
              FROM "dim_promo"
            ) AS "promo" ON "promo"."promo_id" = "promo_id"
            WHERE f.site_id IN ({p3:Int64}) AND f."stat_date" BETWEEN {p4:Date} AND {p5:Date} AND f.site_id = {p1:Int64} AND promo.promo_type IN ({p2:Int64})
            GROUP BY GROUPING SETS (("__handler_name"), ())
          )
        )
        GROUP BY "handler_name", "__g"
      )
    )
  )
) AS res
LIMIT {p6:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,0,1,"2026-08-24","2026-11-21",100002]
-- finish: {"parts":{"page":[{"field":"bonus_amt","dir":"desc"},{"field":"handler_name","dir":"asc"}],"chart":{"order":[{"field":"bonus_amt","dir":"desc"},{"field":"handler_name","dir":"asc"}],"limit":20,"fields":["handler_name","bonus_amt"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart