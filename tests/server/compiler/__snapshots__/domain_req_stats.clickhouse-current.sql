-- domain_req_stats: sources rollup_http_request_site_day_domain
-- step pageAndChart
-- part page
SELECT *, count() OVER () AS __total
FROM (
  SELECT cur."domain_id" AS "domain_id", cur."full_domain" AS "full_domain", cur."stat_date" AS "stat_date", coalesce(cur."http_req_count", 0) AS "http_req_count"
  FROM (
    SELECT s.*, dom.full_domain AS "cur.full_domain"
    FROM (
      SELECT "domain_id" AS "cur.domain_id", "stat_date" AS "cur.stat_date", max("http_req_count") AS "cur.http_req_count"
      FROM (
        SELECT "__domain_id" AS "domain_id", "__stat_date" AS "stat_date", "__http_req_count" AS "http_req_count", 0 AS "__p"
        FROM (
          SELECT f."domain_id" AS "__domain_id", f.stat_date AS "__stat_date", sum(f."http_req_count") AS "__http_req_count"
          FROM "rollup_http_request_site_day_domain" AS f
          WHERE f."site_id" IN ({p2:Int64}) AND f.stat_date BETWEEN {p3:Date} AND {p4:Date} AND f."site_id" = {p1:Int64}
          GROUP BY "__domain_id", "__stat_date"
        )
      )
      GROUP BY "domain_id", "stat_date"
    ) AS s
    LEFT JOIN "dim_domain" AS "dom" ON "dom"."domain_id" = s."cur.domain_id"
  )
) AS res
ORDER BY "stat_date" DESC NULLS LAST, "http_req_count" DESC NULLS LAST, "domain_id" ASC, "full_domain" ASC
LIMIT {p5:Int64} OFFSET {p6:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,1,"2026-10-23","2026-11-21",50,0]
-- part chart
SELECT "stat_date", "full_domain", "http_req_count"
FROM (
  SELECT cur."domain_id" AS "domain_id", cur."full_domain" AS "full_domain", cur."stat_date" AS "stat_date", coalesce(cur."http_req_count", 0) AS "http_req_count"
  FROM (
    SELECT s.*, dom.full_domain AS "cur.full_domain"
    FROM (
      SELECT "domain_id" AS "cur.domain_id", "stat_date" AS "cur.stat_date", max("http_req_count") AS "cur.http_req_count"
      FROM (
        SELECT "__domain_id" AS "domain_id", "__stat_date" AS "stat_date", "__http_req_count" AS "http_req_count", 0 AS "__p"
        FROM (
          SELECT f."domain_id" AS "__domain_id", f.stat_date AS "__stat_date", sum(f."http_req_count") AS "__http_req_count"
          FROM "rollup_http_request_site_day_domain" AS f
          WHERE f."site_id" IN ({p2:Int64}) AND f.stat_date BETWEEN {p3:Date} AND {p4:Date} AND f."site_id" = {p1:Int64}
          GROUP BY "__domain_id", "__stat_date"
        )
      )
      GROUP BY "domain_id", "stat_date"
    ) AS s
    LEFT JOIN "dim_domain" AS "dom" ON "dom"."domain_id" = s."cur.domain_id"
  )
) AS res
ORDER BY "stat_date" ASC, "domain_id" ASC, "full_domain" ASC
LIMIT 40000
SETTINGS join_use_nulls = 1
-- params: [1,1,"2026-10-23","2026-11-21"]
-- part totals
SELECT *
FROM (
  SELECT coalesce(cur."http_req_count", 0) AS "http_req_count"
  FROM (
    SELECT max("http_req_count") AS "cur.http_req_count"
    FROM (
      SELECT "__http_req_count" AS "http_req_count", 0 AS "__p"
      FROM (
        SELECT sum(f."http_req_count") AS "__http_req_count"
        FROM "rollup_http_request_site_day_domain" AS f
        WHERE f."site_id" IN ({p2:Int64}) AND f.stat_date BETWEEN {p3:Date} AND {p4:Date} AND f."site_id" = {p1:Int64}
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: [1,1,"2026-10-23","2026-11-21"]
-- finish: {"cap":1000000}