-- promo_binded: sources fact_promo_bind
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT * EXCEPT ("__g"), "__g" AS __side, if("__g" = 1, formatRowNoNewline('JSONEachRow', "bind_count", "bind_dau", "bind_done_count", "bind_open_count", "bind_completion_rate", "bind_threshold_apv_bet", "bind_achieved_apv_bet", "bind_gap_apv_bet", "bind_done_days", "bind_threshold_sum", "bind_achieved_sum"), NULL) AS __totals_json
  FROM (
    SELECT cur."promo_id" AS "promo_id", cur."promo_name" AS "promo_name", cur."promo_sub_type" AS "promo_sub_type", cur."promo_date_start" AS "promo_date_start", cur."promo_date_end" AS "promo_date_end", coalesce(cur."bind_count", 0) AS "bind_count", coalesce(cur."bind_dau", 0) AS "bind_dau", coalesce(cur."bind_done_count", 0) AS "bind_done_count", coalesce(cur."bind_open_count", 0) AS "bind_open_count", coalesce(cur."bind_done_count", 0) / nullif(coalesce(cur."bind_count", 0), 0) AS "bind_completion_rate", coalesce(cur."bind_threshold_sum", 0) / nullif(coalesce(cur."bind_count", 0), 0) AS "bind_threshold_apv_bet", coalesce(cur."bind_achieved_sum", 0) / nullif(coalesce(cur."bind_count", 0), 0) AS "bind_achieved_apv_bet", coalesce(cur."bind_gap_sum", 0) / nullif(coalesce(cur."bind_open_count", 0), 0) AS "bind_gap_apv_bet", coalesce(cur."bind_done_days_sum", 0) / nullif(coalesce(cur."bind_done_count", 0), 0) AS "bind_done_days", coalesce(cur."bind_threshold_sum", 0) AS "bind_threshold_sum", coalesce(cur."bind_achieved_sum", 0) AS "bind_achieved_sum", "__g"
    FROM (
      SELECT s.*, promo.promo_name AS "cur.promo_name", promo.promo_sub_type AS "cur.promo_sub_type", promo.promo_date_start AS "cur.promo_date_start", promo.promo_date_end AS "cur.promo_date_end"
      FROM (
        SELECT "promo_id" AS "cur.promo_id", "__g", max("bind_count") AS "cur.bind_count", max("bind_dau") AS "cur.bind_dau", max("bind_done_count") AS "cur.bind_done_count", max("bind_open_count") AS "cur.bind_open_count", max("bind_threshold_sum") AS "cur.bind_threshold_sum", max("bind_achieved_sum") AS "cur.bind_achieved_sum", max("bind_gap_sum") AS "cur.bind_gap_sum", max("bind_done_days_sum") AS "cur.bind_done_days_sum"
        FROM (
          SELECT if("____g" = 1, NULL, "__promo_id") AS "promo_id", "__bind_count" AS "bind_count", "__bind_dau" AS "bind_dau", "__bind_done_count" AS "bind_done_count", "__bind_open_count" AS "bind_open_count", "__bind_threshold_sum" AS "bind_threshold_sum", "__bind_achieved_sum" AS "bind_achieved_sum", "__bind_gap_sum" AS "bind_gap_sum", "__bind_done_days_sum" AS "bind_done_days_sum", "____g" AS "__g", 0 AS "__p"
          FROM (
            SELECT f.promo_id AS "__promo_id", count() AS "__bind_count", uniqExact(f.member_id) AS "__bind_dau", countIf(f.completed_date IS NOT NULL) AS "__bind_done_count", countIf(f.completed_date IS NULL) AS "__bind_open_count", sum(f.threshold_apv_bet_base) AS "__bind_threshold_sum", sum(f.achieved_apv_bet_base) AS "__bind_achieved_sum", sumIf(greatest(f.threshold_apv_bet_base - f.achieved_apv_bet_base, 0), f.completed_date IS NULL) AS "__bind_gap_sum", sumIf(datediff('day', f.bind_date, f.completed_date), f.completed_date IS NOT NULL) AS "__bind_done_days_sum", grouping("__promo_id") AS "____g"
            FROM "fact_promo_bind" AS f
            ALL LEFT JOIN (
              SELECT "promo_id", "promo_type"
              FROM "dim_promo"
            ) AS "promo" ON "promo"."promo_id" = "promo_id"
            WHERE f.site_id IN ({p3:Int64}) AND f."bind_date" BETWEEN {p4:Date} AND {p5:Date} AND f.site_id = {p1:Int64} AND promo.promo_type IN ({p2:Int64})
            GROUP BY GROUPING SETS (("__promo_id"), ())
          )
        )
        GROUP BY "promo_id", "__g"
      ) AS s
      LEFT JOIN "dim_promo" AS "promo" ON "promo"."promo_id" = s."cur.promo_id"
    )
  )
) AS res
LIMIT {p6:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,1,1,"2025-11-23","2026-11-22",100002]
-- finish: {"parts":{"page":[{"field":"promo_date_start","dir":"desc"},{"field":"promo_id","dir":"asc"},{"field":"promo_name","dir":"asc"},{"field":"promo_sub_type","dir":"asc"},{"field":"promo_date_end","dir":"asc"}],"chart":{"order":[{"field":"bind_done_count","dir":"desc"},{"field":"promo_id","dir":"asc"},{"field":"promo_name","dir":"asc"},{"field":"promo_sub_type","dir":"asc"},{"field":"promo_date_start","dir":"asc"},{"field":"promo_date_end","dir":"asc"}],"limit":20,"fields":["promo_name","bind_done_count","bind_open_count","promo_id","promo_sub_type","promo_date_start","promo_date_end"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart