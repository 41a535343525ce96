-- member_activity: sources fact_login
-- page params: ["2026-11-21",1,2,3,"2026-09-24","2026-11-21",1073741823,30,100000]
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
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "activity_dau" DESC NULLS LAST, "platform_code" ASC
LIMIT $9
-- totals
WITH acts AS (
  SELECT bit_or(1::BIGINT << CAST($1::DATE - f.stat_date AS BIGINT)) AS b1, f.member_id AS "member_id"
  FROM "fact_login" f
  WHERE f.site_id IN ($2, $3, $4) AND f."stat_date" BETWEEN $5::DATE AND $6::DATE
  GROUP BY ALL
),
d2 AS (
  SELECT b1, b1 | (b1 >> 1) AS b2
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
  SELECT sum(bit_count((b1) & CAST($7 AS BIGINT)))::DOUBLE AS dau, sum(bit_count((b4 | (b2 >> 4) | (b1 >> 6)) & CAST($7 AS BIGINT)))::DOUBLE AS wau, sum(bit_count((b16 | (b8 >> 16) | (b4 >> 24) | (b2 >> 28)) & CAST($7 AS BIGINT)))::DOUBLE AS mau
  FROM d16
),
n AS (
  SELECT $8::INTEGER AS days
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
-- chart
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
)
SELECT "platform_code", "activity_dau", "activity_wau", "activity_mau"
FROM res
ORDER BY "activity_dau" DESC NULLS LAST, "platform_code" ASC
LIMIT $9