-- promo_voucher: sources fact_voucher
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "voucher_count", "voucher_dau", "voucher_amt", "voucher_redeem_count", "voucher_redeem_amt", "voucher_redeem_rate", "voucher_redeem_days", "voucher_open_amt"), NULL) AS __totals_json
  FROM (
    SELECT *, "voucher_amt" - "voucher_redeem_amt" AS "voucher_open_amt"
    FROM (
      SELECT cur."promo_id" AS "promo_id", cur."promo_name" AS "promo_name", cur."promo_sub_type" AS "promo_sub_type", cur."promo_date_start" AS "promo_date_start", cur."promo_date_end" AS "promo_date_end", coalesce(cur."voucher_count", 0) AS "voucher_count", coalesce(cur."voucher_dau", 0) AS "voucher_dau", coalesce(cur."voucher_amt", 0) AS "voucher_amt", coalesce(cur."voucher_redeem_count", 0) AS "voucher_redeem_count", coalesce(cur."voucher_redeem_amt", 0) AS "voucher_redeem_amt", coalesce(cur."voucher_redeem_count", 0) / nullif(coalesce(cur."voucher_count", 0), 0) AS "voucher_redeem_rate", coalesce(cur."voucher_redeem_days_sum", 0) / nullif(coalesce(cur."voucher_redeem_count", 0), 0) AS "voucher_redeem_days", "__g"
      FROM (
        SELECT s.*, promo.promo_name AS "cur.promo_name", promo.promo_sub_type AS "cur.promo_sub_type", promo.promo_date_start AS "cur.promo_date_start", promo.promo_date_end AS "cur.promo_date_end"
        FROM (
          SELECT "promo_id" AS "cur.promo_id", "__g", max("voucher_count") AS "cur.voucher_count", max("voucher_dau") AS "cur.voucher_dau", max("voucher_amt") AS "cur.voucher_amt", max("voucher_redeem_count") AS "cur.voucher_redeem_count", max("voucher_redeem_amt") AS "cur.voucher_redeem_amt", max("voucher_redeem_days_sum") AS "cur.voucher_redeem_days_sum"
          FROM (
            SELECT if("____g" = 1, NULL, "__promo_id") AS "promo_id", "__voucher_count" AS "voucher_count", "__voucher_dau" AS "voucher_dau", "__voucher_amt" AS "voucher_amt", "__voucher_redeem_count" AS "voucher_redeem_count", "__voucher_redeem_amt" AS "voucher_redeem_amt", "__voucher_redeem_days_sum" AS "voucher_redeem_days_sum", "____g" AS "__g", 0 AS "__p"
            FROM (
              SELECT f.promo_id AS "__promo_id", count() AS "__voucher_count", uniqExact(f.member_id) AS "__voucher_dau", sum(f.amount_base) AS "__voucher_amt", countIf(f.redeem_date IS NOT NULL) AS "__voucher_redeem_count", sumIf(f.amount_base, f.redeem_date IS NOT NULL) AS "__voucher_redeem_amt", sumIf(datediff('day', f.issue_date, f.redeem_date), f.redeem_date IS NOT NULL) AS "__voucher_redeem_days_sum", grouping("__promo_id") AS "____g"
              FROM "fact_voucher" AS f
              WHERE f.site_id IN ({p2:Int64}) AND f."issue_date" BETWEEN {p3:Date} AND {p4:Date} AND f.site_id = {p1:Int64}
              GROUP BY GROUPING SETS (("__promo_id"), ())
            )
          )
          GROUP BY "promo_id", "__g"
        ) AS s
        LEFT JOIN "dim_promo" AS "promo" ON "promo"."promo_id" = s."cur.promo_id"
      )
    )
  )
) AS res
LIMIT {p5:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,1,"2025-11-23","2026-11-22",100002]
-- finish: {"parts":{"page":[{"field":"promo_date_start","dir":"desc"},{"field":"promo_id","dir":"asc"},{"field":"promo_name","dir":"asc"},{"field":"promo_sub_type","dir":"asc"},{"field":"promo_date_end","dir":"asc"}],"chart":{"order":[{"field":"voucher_count","dir":"desc"},{"field":"promo_id","dir":"asc"},{"field":"promo_name","dir":"asc"},{"field":"promo_sub_type","dir":"asc"},{"field":"promo_date_start","dir":"asc"},{"field":"promo_date_end","dir":"asc"}],"limit":20,"fields":["promo_name","voucher_count","voucher_redeem_count","promo_id","promo_sub_type","promo_date_start","promo_date_end"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart