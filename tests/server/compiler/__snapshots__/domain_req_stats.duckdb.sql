-- domain_req_stats: sources rollup_http_request_site_day_domain
-- step pageAndChart
WITH cur_0 AS (
  SELECT f."domain_id" AS "domain_id", f.stat_date AS stat_date, sum(f."http_req_count") AS "http_req_count"
  FROM "rollup_http_request_site_day_domain" f
  WHERE f."site_id" IN ($1) AND f.stat_date BETWEEN $2::DATE AND $3::DATE AND f."site_id" = $4
  GROUP BY ALL
),
cur AS (
  SELECT *
  FROM cur_0
),
__raw AS (
  SELECT cur."domain_id", dom.full_domain AS "full_domain", cur."stat_date", cur."http_req_count" AS "__cur_http_req_count", cur.__in
  FROM (
    SELECT *, true AS __in
    FROM cur
  ) cur
  LEFT JOIN "dim_domain" dom ON dom.domain_id = cur."domain_id"
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *
    FROM __raw
    LIMIT $5
  )
)
-- params: [1,"2026-10-23","2026-11-21",1,100001]
-- finish: {"figures":{"dims":["domain_id","full_domain","stat_date"],"rows":[{"name":"http_req_count","expr":{"op":"zeroIfNull","of":{"read":"__cur_http_req_count"}}}],"totals":[{"name":"http_req_count","expr":{"op":"zeroIfNull","of":{"read":"__cur_http_req_count"}}}],"reads":[{"rel":"cur","measure":"http_req_count","column":"__cur_http_req_count"}],"rowTotals":{"columns":[{"column":"__cur_http_req_count","rel":"cur","how":"sum"}]}},"parts":{"page":[{"field":"stat_date","dir":"desc"},{"field":"http_req_count","dir":"desc"},{"field":"domain_id","dir":"asc"},{"field":"full_domain","dir":"asc"}],"slice":{"offset":0,"limit":50},"chart":{"order":[{"field":"stat_date","dir":"asc"},{"field":"domain_id","dir":"asc"},{"field":"full_domain","dir":"asc"}],"limit":40000,"fields":["stat_date","full_domain","http_req_count","domain_id"]}}}
-- instead above 100000 rows: another statement