-- member_related: sources member_link, dim_member, rollup_transaction_member_day, fact_bonus, rollup_gaming_member_day
-- step pageAndChart
SELECT *
FROM (
  SELECT *, count() OVER () AS __total, row_number() OVER (ORDER BY "dpst_amt" DESC NULLS LAST, "link_type" ASC, "link_key" ASC) AS __page_row, row_number() OVER (ORDER BY "dpst_amt" DESC NULLS LAST, "link_type" ASC, "link_key" ASC) AS __chart_row
  FROM (
    WITH __links AS MATERIALIZED (
      SELECT l.link_type AS link_type, l.link_key AS link_key, m.member_id AS member_id, m.member_username AS member_username, m.site_id AS site_id
      FROM member_link AS l
      INNER JOIN (
        SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
        FROM (
          SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
          FROM "dim_member" AS f
          WHERE f.site_id IN ({p1:Int64})
        )
      ) AS m ON m.member_id = l.member_id
    ),
    __lm AS MATERIALIZED (
      SELECT DISTINCT link_type, link_key, member_id, member_username, site_id
      FROM __links
      WHERE (link_type, link_key) IN (
        SELECT link_type, link_key
        FROM __links
        GROUP BY link_type, link_key
        HAVING uniqExact(member_id) >= 2
      )
    ),
    __fig AS (
      SELECT member_id, max(g) AS __gm, sum(apv) AS __apv, sum(win) AS __win, sum(dpst) AS __dpst, sum(wdrl) AS __wdrl, sum(bonus) AS __bonus
      FROM (
        SELECT member_id, member_id AS g, apv_bet AS apv, house_net_win AS win, 0 AS dpst, 0 AS wdrl, 0 AS bonus
        FROM "rollup_gaming_member_day" AS f
        WHERE site_id IN ({p2:Int64}) AND stat_date BETWEEN {p3:Date} AND {p4:Date}
        UNION ALL SELECT member_id, NULL, 0, 0, dpst_amt, wdrl_amt, 0
        FROM "rollup_transaction_member_day" AS f
        WHERE site_id IN ({p2:Int64}) AND stat_date BETWEEN {p3:Date} AND {p4:Date}
        UNION ALL SELECT member_id, NULL, 0, 0, 0, 0, bonus_amt_base
        FROM fact_bonus
        WHERE site_id IN ({p2:Int64}) AND stat_date BETWEEN {p3:Date} AND {p4:Date}
      )
      WHERE member_id GLOBAL IN (
        SELECT member_id
        FROM __lm
      )
      GROUP BY member_id
    )
    SELECT lm.link_type AS link_type, lm.link_key AS link_key, count() AS member_count, arrayStringConcat(arrayMap(x -> splitByChar('\t', x)[1], arraySort(groupArray(concat(lm.member_username, '\t', toString(lm.member_id), '\t', toString(lm.site_id))))), ', ') AS member_list, arrayStringConcat(arrayMap(x -> splitByChar('\t', x)[2], arraySort(groupArray(concat(lm.member_username, '\t', toString(lm.member_id), '\t', toString(lm.site_id))))), ', ') AS member_id_list, arrayStringConcat(arrayMap(x -> splitByChar('\t', x)[3], arraySort(groupArray(concat(lm.member_username, '\t', toString(lm.member_id), '\t', toString(lm.site_id))))), ', ') AS member_site_list, uniqExact(lm.site_id) AS site_count, count(fg.__gm) AS gm_dau, coalesce(sum(fg.__dpst), 0) AS dpst_amt, coalesce(sum(fg.__wdrl), 0) AS wdrl_amt, coalesce(sum(fg.__apv), 0) AS apv_bet, coalesce(sum(fg.__win), 0) AS house_net_win, coalesce(sum(fg.__bonus), 0) AS bonus_amt
    FROM __lm AS lm
    LEFT JOIN __fig AS fg ON fg.member_id = lm.member_id
    GROUP BY lm.link_type, lm.link_key
  ) AS res
)
WHERE __page_row > {p5:Int64} AND __page_row <= {p6:Int64} OR __chart_row <= {p7:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,1,"2026-10-23","2026-11-21",0,50,15]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":15,"fields":["link_key","dpst_amt","bonus_amt","link_type"]}}}
-- step totals
SELECT *
FROM (
  WITH __links AS MATERIALIZED (
    SELECT l.link_type AS link_type, l.link_key AS link_key, m.member_id AS member_id, m.member_username AS member_username, m.site_id AS site_id
    FROM member_link AS l
    INNER JOIN (
      SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
      FROM (
        SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
        FROM "dim_member" AS f
        WHERE f.site_id IN ({p1:Int64})
      )
    ) AS m ON m.member_id = l.member_id
  ),
  __lm AS MATERIALIZED (
    SELECT DISTINCT link_type, link_key, member_id, member_username, site_id
    FROM __links
    WHERE (link_type, link_key) IN (
      SELECT link_type, link_key
      FROM __links
      GROUP BY link_type, link_key
      HAVING uniqExact(member_id) >= 2
    )
  ),
  __fig AS (
    SELECT member_id, max(g) AS __gm, sum(apv) AS __apv, sum(win) AS __win, sum(dpst) AS __dpst, sum(wdrl) AS __wdrl, sum(bonus) AS __bonus
    FROM (
      SELECT member_id, member_id AS g, apv_bet AS apv, house_net_win AS win, 0 AS dpst, 0 AS wdrl, 0 AS bonus
      FROM "rollup_gaming_member_day" AS f
      WHERE site_id IN ({p2:Int64}) AND stat_date BETWEEN {p3:Date} AND {p4:Date}
      UNION ALL SELECT member_id, NULL, 0, 0, dpst_amt, wdrl_amt, 0
      FROM "rollup_transaction_member_day" AS f
      WHERE site_id IN ({p2:Int64}) AND stat_date BETWEEN {p3:Date} AND {p4:Date}
      UNION ALL SELECT member_id, NULL, 0, 0, 0, 0, bonus_amt_base
      FROM fact_bonus
      WHERE site_id IN ({p2:Int64}) AND stat_date BETWEEN {p3:Date} AND {p4:Date}
    )
    WHERE member_id GLOBAL IN (
      SELECT member_id
      FROM __lm
    )
    GROUP BY member_id
  )
  SELECT count() AS member_count, count(fg.__gm) AS gm_dau, coalesce(sum(fg.__dpst), 0) AS dpst_amt, coalesce(sum(fg.__wdrl), 0) AS wdrl_amt, coalesce(sum(fg.__apv), 0) AS apv_bet, coalesce(sum(fg.__win), 0) AS house_net_win, coalesce(sum(fg.__bonus), 0) AS bonus_amt
  FROM (
    SELECT DISTINCT member_id
    FROM __lm
  ) AS lm
  LEFT JOIN __fig AS fg ON fg.member_id = lm.member_id
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: [1,1,"2026-10-23","2026-11-21"]
-- finish: {"cap":1000000}