-- domain_req_stats: sources fact_http_req
-- step pageAndChart
WITH cur_0 AS (
  SELECT f.domain_id AS "domain_id", f."stat_date" AS stat_date, sum(f.http_req_count) AS "http_req_count"
  FROM "fact_http_req" f
  WHERE f.site_id IN ($1) AND f."stat_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4
  GROUP BY ALL
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT cur."domain_id", dom.full_domain AS "full_domain", cur."stat_date", coalesce(cur."http_req_count", 0) AS "http_req_count"
  FROM cur
  LEFT JOIN "dim_domain" dom ON dom.domain_id = cur."domain_id"
),
res0 AS (
  SELECT "domain_id", "full_domain", "stat_date", "http_req_count"
  FROM fig
),
res1 AS (
  SELECT *
  FROM res0
),
res AS (
  SELECT *
  FROM res1
),
__res AS MATERIALIZED (
  SELECT *
  FROM res
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, count(*) OVER () AS __total
    FROM __res
    ORDER BY "stat_date" DESC NULLS LAST, "http_req_count" DESC NULLS LAST, "domain_id" ASC, "full_domain" ASC
    LIMIT $5 OFFSET $6
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "stat_date", "full_domain", "http_req_count", "domain_id"
    FROM __res
    ORDER BY "stat_date" ASC, "domain_id" ASC, "full_domain" ASC
    LIMIT $7
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "stat_date" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "http_req_count" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "domain_id" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "full_domain" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "stat_date" END) ASC, (CASE WHEN __part = 1 THEN "domain_id" END) ASC, (CASE WHEN __part = 1 THEN "full_domain" END) ASC
-- params: [1,"2026-10-23","2026-11-21",1,50,0,40000]
-- step totals
WITH cur_0 AS (
  SELECT sum(f.http_req_count) AS "http_req_count"
  FROM "fact_http_req" f
  WHERE f.site_id IN ($1) AND f."stat_date" BETWEEN $2::DATE AND $3::DATE AND f.site_id = $4
),
cur AS (
  SELECT *
  FROM cur_0
),
fig AS (
  SELECT coalesce(cur."http_req_count", 0) AS "http_req_count"
  FROM cur
),
res0 AS (
  SELECT "http_req_count"
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
-- params: [1,"2026-10-23","2026-11-21",1]