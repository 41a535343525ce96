-- member_activity: sources fact_login
-- step pageAndChart
WITH acts AS (
  SELECT bit_or(1::BIGINT << CAST($1::DATE - f.stat_date AS BIGINT)) AS b1, f.member_id AS "member_id", f.platform_code AS "platform_code"
  FROM "fact_login" f
  WHERE f.site_id IN ($2, $3, $4) AND f."stat_date" BETWEEN $5::DATE AND $6::DATE
  GROUP BY ALL
),
d2 AS (
  SELECT "platform_code", b1, b1 | (b1 >> 1) AS b2
  FROM acts
),
d4 AS (
  SELECT *, b2 | (b2 >> 2) AS b4
  FROM d2
),
d8 AS (
  SELECT *, b4 | (b4 >> 4) AS b8
  FROM d4
),
d16 AS (
  SELECT *, b8 | (b8 >> 8) AS b16
  FROM d8
),
cover AS (
  SELECT "platform_code", sum(bit_count((b1) & CAST($7 AS BIGINT)))::DOUBLE AS dau, sum(bit_count((b4 | (b2 >> 4) | (b1 >> 6)) & CAST($7 AS BIGINT)))::DOUBLE AS wau, sum(bit_count((b16 | (b8 >> 16) | (b4 >> 24) | (b2 >> 28)) & CAST($7 AS BIGINT)))::DOUBLE AS mau
  FROM d16
  GROUP BY ALL
),
n AS (
  SELECT $8::INTEGER AS days
),
res0 AS (
  SELECT c."platform_code", n.days AS activity_days, coalesce(c.dau, 0) / nullif(n.days, 0) AS activity_dau, coalesce(c.wau, 0) / nullif(n.days, 0) AS activity_wau, coalesce(c.mau, 0) / nullif(n.days, 0) AS activity_mau
  FROM n JOIN cover c ON c.mau > 0
),
res AS (
  SELECT *, activity_dau / nullif(activity_mau, 0) AS activity_stickiness
  FROM res0
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
    ORDER BY "activity_dau" DESC NULLS LAST, "platform_code" ASC
    LIMIT $9
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "platform_code", "activity_dau", "activity_wau", "activity_mau"
    FROM __res
    ORDER BY "activity_dau" DESC NULLS LAST, "platform_code" ASC
    LIMIT $10
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "activity_dau" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "platform_code" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "activity_dau" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "platform_code" END) ASC
-- params: ["2026-11-21",1,2,3,"2026-09-24","2026-11-21",1073741823,30,100000,2000]
-- step totals
WITH acts AS (
  SELECT f.member_id AS member_id, f.month AS month, CAST(f."login_dau" AS BIGINT) AS b
  FROM "rollup_login_activity" f
  WHERE f.site_id IN ($3, $4, $5) AND f.month BETWEEN $6::DATE AND $7::DATE AND f."login_dau" <> 0
),
spans AS (
  SELECT month, b, CAST(last_day(month) AS DATE) AS mend, month + CAST(floor(log2(b)) AS INTEGER) AS l,
  coalesce(lead(month + CAST(floor(log2(b & -b)) AS INTEGER)) OVER (PARTITION BY member_id ORDER BY month), DATE '9999-12-31') AS nxt
  FROM acts
),
m1 AS (
  SELECT *, CAST(greatest($1::DATE, month) - month AS INTEGER) AS lo, CAST(least($2::DATE, mend) - month + 1 AS INTEGER) AS hi
  FROM spans
),
m2 AS (
  SELECT *, CASE WHEN hi > lo THEN (1::BIGINT << hi) - (1::BIGINT << lo) ELSE 0 END AS rm, b | (b << 1) AS c2
  FROM m1
),
m4 AS (
  SELECT *, c2 | (c2 << 2) AS c4
  FROM m2
),
m8 AS (
  SELECT *, c4 | (c4 << 4) AS c8
  FROM m4
),
m16 AS (
  SELECT *, c8 | (c8 << 8) AS c16
  FROM m8
),
cover AS (
  SELECT sum(CAST(bit_count((b) & rm) AS DOUBLE)) AS dau, sum(CAST(bit_count((c4 | (c2 << 4) | (b << 6)) & rm) + greatest(0, least(l + 6, nxt - 1, $2::DATE) - greatest(mend + 1, $1::DATE) + 1) AS DOUBLE)) AS wau, sum(CAST(bit_count((c16 | (c8 << 16) | (c4 << 24) | (c2 << 28)) & rm) + greatest(0, least(l + 29, nxt - 1, $2::DATE) - greatest(mend + 1, $1::DATE) + 1) AS DOUBLE)) AS mau
  FROM m16
),
n AS (
  SELECT CAST(greatest(0, $8::DATE - $9::DATE + 1) AS INTEGER) AS days
),
res0 AS (
  SELECT n.days AS activity_days, coalesce(c.dau, 0) / nullif(n.days, 0) AS activity_dau, coalesce(c.wau, 0) / nullif(n.days, 0) AS activity_wau, coalesce(c.mau, 0) / nullif(n.days, 0) AS activity_mau
  FROM n
  LEFT JOIN cover c ON TRUE
),
res AS (
  SELECT *, activity_dau / nullif(activity_mau, 0) AS activity_stickiness
  FROM res0
)
SELECT *
FROM res
-- params: ["2026-10-23","2026-11-21",1,2,3,"2026-09-01","2026-11-01","2026-11-21","2026-10-23"]