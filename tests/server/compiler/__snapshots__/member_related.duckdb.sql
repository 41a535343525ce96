-- member_related: sources member_link, dim_member, rollup_transaction_member_day, fact_bonus, rollup_gaming_member_day
-- step pageAndChart
WITH links AS (
  SELECT l.link_type, l.link_key, l.member_id, f.member_username, f.site_id
  FROM member_link l JOIN dim_member f ON f.member_id = l.member_id
  LEFT JOIN "dim_site" "site" ON site.site_id = f.site_id
  LEFT JOIN "dim_member_level" "lv" ON lv.member_lv_id = f.member_lv_id
  LEFT JOIN "dim_agent" "ag" ON ag.agent_id = f.agent_id
  WHERE f."site_id" IN ($1)
),
grp AS (
  SELECT link_type, link_key
  FROM links
  GROUP BY ALL
  HAVING count(DISTINCT member_id) >= 2
),
lm AS (
  SELECT DISTINCT links.*
  FROM links JOIN grp USING (link_type, link_key)
),
gd AS (
  SELECT f.member_id, sum(f.apv_bet) AS apv_bet, sum(f.house_net_win) AS house_net_win
  FROM "rollup_gaming_member_day" f
  WHERE f."site_id" IN ($2) AND f.member_id IN (
    SELECT member_id
    FROM lm
  ) AND f.stat_date BETWEEN $3::DATE AND $4::DATE
  GROUP BY 1
),
td AS (
  SELECT f.member_id, sum(f.dpst_amt) AS dpst_amt, sum(f.wdrl_amt) AS wdrl_amt
  FROM "rollup_transaction_member_day" f
  WHERE f."site_id" IN ($5) AND f.member_id IN (
    SELECT member_id
    FROM lm
  ) AND f.stat_date BETWEEN $6::DATE AND $7::DATE
  GROUP BY 1
),
bd AS (
  SELECT b.member_id, sum(b.bonus_amt_base) AS bonus_amt
  FROM fact_bonus b
  WHERE b."site_id" IN ($8) AND b.member_id IN (
    SELECT member_id
    FROM lm
  ) AND b.stat_date BETWEEN $9::DATE AND $10::DATE
  GROUP BY 1
),
res AS (
  SELECT link_type, link_key, count(*) AS member_count, string_agg(member_username, ', ' ORDER BY member_username, CAST(member_id AS VARCHAR)) AS member_list,
  string_agg(CAST(member_id AS VARCHAR), ', ' ORDER BY member_username, CAST(member_id AS VARCHAR)) AS member_id_list, string_agg(CAST(site_id AS VARCHAR), ', ' ORDER BY member_username, CAST(member_id AS VARCHAR)) AS member_site_list,
  count(DISTINCT site_id) AS site_count, count(gd.member_id) AS gm_dau, coalesce(sum(td.dpst_amt), 0) AS dpst_amt, coalesce(sum(td.wdrl_amt), 0) AS wdrl_amt,
  coalesce(sum(gd.apv_bet), 0) AS apv_bet, coalesce(sum(gd.house_net_win), 0) AS house_net_win, coalesce(sum(bd.bonus_amt), 0) AS bonus_amt
  FROM lm
  LEFT JOIN gd USING (member_id)
  LEFT JOIN td USING (member_id)
  LEFT JOIN bd USING (member_id)
  GROUP BY link_type, link_key
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
    ORDER BY "dpst_amt" DESC NULLS LAST, "link_type" ASC, "link_key" ASC
    LIMIT $11 OFFSET $12
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "link_key", "dpst_amt", "bonus_amt", "link_type"
    FROM __res
    ORDER BY "dpst_amt" DESC NULLS LAST, "link_type" ASC, "link_key" ASC
    LIMIT $13
  )
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "dpst_amt" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "link_type" END) ASC NULLS LAST, (CASE WHEN __part = 0 THEN "link_key" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "dpst_amt" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "link_type" END) ASC, (CASE WHEN __part = 1 THEN "link_key" END) ASC
-- params: [1,1,"2026-10-23","2026-11-21",1,"2026-10-23","2026-11-21",1,"2026-10-23","2026-11-21",50,0,15]
-- step totals
WITH links AS (
  SELECT l.link_type, l.link_key, l.member_id, f.member_username, f.site_id
  FROM member_link l JOIN dim_member f ON f.member_id = l.member_id
  LEFT JOIN "dim_site" "site" ON site.site_id = f.site_id
  LEFT JOIN "dim_member_level" "lv" ON lv.member_lv_id = f.member_lv_id
  LEFT JOIN "dim_agent" "ag" ON ag.agent_id = f.agent_id
  WHERE f."site_id" IN ($1)
),
grp AS (
  SELECT link_type, link_key
  FROM links
  GROUP BY ALL
  HAVING count(DISTINCT member_id) >= 2
),
lm AS (
  SELECT DISTINCT links.*
  FROM links JOIN grp USING (link_type, link_key)
),
gd AS (
  SELECT f.member_id, sum(f.apv_bet) AS apv_bet, sum(f.house_net_win) AS house_net_win
  FROM "rollup_gaming_member_day" f
  WHERE f."site_id" IN ($2) AND f.member_id IN (
    SELECT member_id
    FROM lm
  ) AND f.stat_date BETWEEN $3::DATE AND $4::DATE
  GROUP BY 1
),
td AS (
  SELECT f.member_id, sum(f.dpst_amt) AS dpst_amt, sum(f.wdrl_amt) AS wdrl_amt
  FROM "rollup_transaction_member_day" f
  WHERE f."site_id" IN ($5) AND f.member_id IN (
    SELECT member_id
    FROM lm
  ) AND f.stat_date BETWEEN $6::DATE AND $7::DATE
  GROUP BY 1
),
bd AS (
  SELECT b.member_id, sum(b.bonus_amt_base) AS bonus_amt
  FROM fact_bonus b
  WHERE b."site_id" IN ($8) AND b.member_id IN (
    SELECT member_id
    FROM lm
  ) AND b.stat_date BETWEEN $9::DATE AND $10::DATE
  GROUP BY 1
),
res AS (
  SELECT count(DISTINCT lm.member_id) AS member_count, count(DISTINCT gd.member_id) AS gm_dau, coalesce(sum(td.dpst_amt), 0) AS dpst_amt, coalesce(sum(td.wdrl_amt), 0) AS wdrl_amt,
  coalesce(sum(gd.apv_bet), 0) AS apv_bet, coalesce(sum(gd.house_net_win), 0) AS house_net_win, coalesce(sum(bd.bonus_amt), 0) AS bonus_amt
  FROM (
    SELECT DISTINCT member_id
    FROM lm
  ) lm
  LEFT JOIN gd USING (member_id)
  LEFT JOIN td USING (member_id)
  LEFT JOIN bd USING (member_id)
)
SELECT *
FROM res
-- params: [1,1,"2026-10-23","2026-11-21",1,"2026-10-23","2026-11-21",1,"2026-10-23","2026-11-21"]