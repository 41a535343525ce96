-- member_activity: sources fact_login
-- page params: [1,2,3,"2026-09-24","2026-11-21","2026-10-23","2026-11-21",100000]
WITH acts AS (SELECT f.member_id AS "member_id", f.platform_code AS "platform_code", f."stat_date" AS stat_date FROM "fact_login" f WHERE f.site_id IN ($1, $2, $3) AND f."stat_date" BETWEEN $4::DATE AND $5::DATE GROUP BY ALL),
spans AS (SELECT "platform_code", stat_date AS s, coalesce(lead(stat_date) OVER (PARTITION BY "platform_code", member_id ORDER BY stat_date), DATE '9999-12-31') AS nxt FROM acts),
cover AS (SELECT "platform_code", sum(CAST(greatest(0, least(s + 0, nxt - 1, $7::DATE) - greatest(s, $6::DATE) + 1) AS DOUBLE)) AS dau, sum(CAST(greatest(0, least(s + 6, nxt - 1, $7::DATE) - greatest(s, $6::DATE) + 1) AS DOUBLE)) AS wau, sum(CAST(greatest(0, least(s + 29, nxt - 1, $7::DATE) - greatest(s, $6::DATE) + 1) AS DOUBLE)) AS mau FROM spans GROUP BY ALL),
n AS (SELECT greatest(0, $7::DATE - $6::DATE + 1) AS days),
res0 AS (SELECT c."platform_code", n.days AS activity_days, coalesce(c.dau, 0) / nullif(n.days, 0) AS activity_dau, coalesce(c.wau, 0) / nullif(n.days, 0) AS activity_wau, coalesce(c.mau, 0) / nullif(n.days, 0) AS activity_mau
      FROM n JOIN cover c ON c.mau > 0),
res AS (SELECT *, activity_dau / nullif(activity_mau, 0) AS activity_stickiness FROM res0)
SELECT *, count(*) OVER () AS __total FROM res ORDER BY "activity_dau" DESC NULLS LAST, "platform_code" ASC LIMIT $8
-- totals
WITH acts AS (SELECT f.member_id AS "member_id", f."stat_date" AS stat_date FROM "fact_login" f WHERE f.site_id IN ($1, $2, $3) AND f."stat_date" BETWEEN $4::DATE AND $5::DATE GROUP BY ALL),
spans AS (SELECT stat_date AS s, coalesce(lead(stat_date) OVER (PARTITION BY member_id ORDER BY stat_date), DATE '9999-12-31') AS nxt FROM acts),
cover AS (SELECT sum(CAST(greatest(0, least(s + 0, nxt - 1, $7::DATE) - greatest(s, $6::DATE) + 1) AS DOUBLE)) AS dau, sum(CAST(greatest(0, least(s + 6, nxt - 1, $7::DATE) - greatest(s, $6::DATE) + 1) AS DOUBLE)) AS wau, sum(CAST(greatest(0, least(s + 29, nxt - 1, $7::DATE) - greatest(s, $6::DATE) + 1) AS DOUBLE)) AS mau FROM spans),
n AS (SELECT greatest(0, $7::DATE - $6::DATE + 1) AS days),
res0 AS (SELECT n.days AS activity_days, coalesce(c.dau, 0) / nullif(n.days, 0) AS activity_dau, coalesce(c.wau, 0) / nullif(n.days, 0) AS activity_wau, coalesce(c.mau, 0) / nullif(n.days, 0) AS activity_mau
      FROM n LEFT JOIN cover c ON TRUE),
res AS (SELECT *, activity_dau / nullif(activity_mau, 0) AS activity_stickiness FROM res0)
SELECT * FROM res
-- chart
WITH acts AS (SELECT f.member_id AS "member_id", f.platform_code AS "platform_code", f."stat_date" AS stat_date FROM "fact_login" f WHERE f.site_id IN ($1, $2, $3) AND f."stat_date" BETWEEN $4::DATE AND $5::DATE GROUP BY ALL),
spans AS (SELECT "platform_code", stat_date AS s, coalesce(lead(stat_date) OVER (PARTITION BY "platform_code", member_id ORDER BY stat_date), DATE '9999-12-31') AS nxt FROM acts),
cover AS (SELECT "platform_code", sum(CAST(greatest(0, least(s + 0, nxt - 1, $7::DATE) - greatest(s, $6::DATE) + 1) AS DOUBLE)) AS dau, sum(CAST(greatest(0, least(s + 6, nxt - 1, $7::DATE) - greatest(s, $6::DATE) + 1) AS DOUBLE)) AS wau, sum(CAST(greatest(0, least(s + 29, nxt - 1, $7::DATE) - greatest(s, $6::DATE) + 1) AS DOUBLE)) AS mau FROM spans GROUP BY ALL),
n AS (SELECT greatest(0, $7::DATE - $6::DATE + 1) AS days),
res0 AS (SELECT c."platform_code", n.days AS activity_days, coalesce(c.dau, 0) / nullif(n.days, 0) AS activity_dau, coalesce(c.wau, 0) / nullif(n.days, 0) AS activity_wau, coalesce(c.mau, 0) / nullif(n.days, 0) AS activity_mau
      FROM n JOIN cover c ON c.mau > 0),
res AS (SELECT *, activity_dau / nullif(activity_mau, 0) AS activity_stickiness FROM res0)
SELECT "platform_code", "activity_dau", "activity_wau", "activity_mau" FROM res ORDER BY "activity_dau" DESC NULLS LAST, "platform_code" ASC LIMIT $8