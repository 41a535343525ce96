-- domain_req_stats: sources rollup_http_request_site_day_domain
-- step pageAndChart
-- part page
SELECT *
FROM (
  SELECT cur."domain_id" AS "domain_id", cur."full_domain" AS "full_domain", cur."stat_date" AS "stat_date", coalesce(cur."http_req_count", 0) AS "http_req_count"
  FROM (
    SELECT "domain_id" AS "cur.domain_id", "full_domain" AS "cur.full_domain", "stat_date" AS "cur.stat_date", max("http_req_count") AS "cur.http_req_count"
    FROM (
      SELECT "domain_id", "full_domain", "stat_date", "http_req_count", 0 AS "__p"
      FROM (
        SELECT "domain_id", dom.full_domain AS "full_domain", "stat_date", "http_req_count"
        FROM (
          SELECT "domain_id", "stat_date", "http_req_count", "dom.full_domain"
          FROM (
            SELECT "__domain_id" AS "domain_id", "__stat_date" AS "stat_date", "__http_req_count" AS "http_req_count"
            FROM (
              SELECT f."domain_id" AS "__domain_id", f.stat_date AS "__stat_date", sum(f."http_req_count") AS "__http_req_count"
              FROM "rollup_http_request_site_day_domain" AS f
              WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
              GROUP BY "__domain_id", "__stat_date"
            )
          )
          ALL LEFT JOIN (
            SELECT "dom"."domain_id" AS "domain_id", "dom"."full_domain" AS "dom.full_domain"
            FROM "dim_domain" AS "dom"
          ) USING ("domain_id")
        )
      )
    )
    GROUP BY "domain_id", "full_domain", "stat_date"
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"order":[{"field":"stat_date","dir":"desc"},{"field":"http_req_count","dir":"desc"},{"field":"domain_id","dir":"asc"},{"field":"full_domain","dir":"asc"}],"total":true,"offset":0,"limit":50,"cap":1000000}
-- part chart
SELECT *
FROM (
  SELECT cur."domain_id" AS "domain_id", cur."full_domain" AS "full_domain", cur."stat_date" AS "stat_date", coalesce(cur."http_req_count", 0) AS "http_req_count"
  FROM (
    SELECT "domain_id" AS "cur.domain_id", "full_domain" AS "cur.full_domain", "stat_date" AS "cur.stat_date", max("http_req_count") AS "cur.http_req_count"
    FROM (
      SELECT "domain_id", "full_domain", "stat_date", "http_req_count", 0 AS "__p"
      FROM (
        SELECT "domain_id", dom.full_domain AS "full_domain", "stat_date", "http_req_count"
        FROM (
          SELECT "domain_id", "stat_date", "http_req_count", "dom.full_domain"
          FROM (
            SELECT "__domain_id" AS "domain_id", "__stat_date" AS "stat_date", "__http_req_count" AS "http_req_count"
            FROM (
              SELECT f."domain_id" AS "__domain_id", f.stat_date AS "__stat_date", sum(f."http_req_count") AS "__http_req_count"
              FROM "rollup_http_request_site_day_domain" AS f
              WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
              GROUP BY "__domain_id", "__stat_date"
            )
          )
          ALL LEFT JOIN (
            SELECT "dom"."domain_id" AS "domain_id", "dom"."full_domain" AS "dom.full_domain"
            FROM "dim_domain" AS "dom"
          ) USING ("domain_id")
        )
      )
    )
    GROUP BY "domain_id", "full_domain", "stat_date"
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"order":[{"field":"stat_date","dir":"asc"},{"field":"domain_id","dir":"asc"},{"field":"full_domain","dir":"asc"}],"limit":40000,"fields":[["stat_date","stat_date"],["full_domain","full_domain"],["http_req_count","http_req_count"]],"cap":1000000}
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
        WHERE f."site_id" IN (1) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21') AND f."site_id" = 1
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}