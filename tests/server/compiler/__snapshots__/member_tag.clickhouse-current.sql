-- member_tag: sources dim_member, rollup_transaction_member_day, rollup_gaming_member_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  WITH __mem AS MATERIALIZED (
    SELECT "__member_id" AS "member_id", "__gm_date_max" AS "gm_date_max", "__reg_days" AS "reg_days"
    FROM (
      SELECT f.member_id AS "__member_id", f.gm_date_max AS "__gm_date_max", dateDiff('day', f.reg_date, {p2:Date}) AS "__reg_days"
      FROM "dim_member" AS f
      WHERE f.site_id IN ({p5:Int64}) AND f.site_id = {p4:Int64} AND f.reg_date <= {p2:Date}
    )
  ),
  __gd AS (
    SELECT member_id, count() AS __gm_rows, sum(apv_bet) AS __apv_bet, sum(house_net_win) AS __house_net_win
    FROM "rollup_gaming_member_day" AS f
    WHERE site_id IN ({p3:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
    GROUP BY member_id
  ),
  __td AS (
    SELECT member_id, sum(dpst_count) AS __dpst_count, sum(dpst_amt) AS __dpst_amt, sum(wdrl_amt) AS __wdrl_amt
    FROM "rollup_transaction_member_day" AS f
    WHERE site_id IN ({p3:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
    GROUP BY member_id
  ),
  __per AS MATERIALIZED (
    SELECT m.member_id AS member_id, m.gm_date_max AS gm_date_max, m.reg_days AS reg_days,
    coalesce(g.__gm_rows, 0) AS "gm_rows", coalesce(g.__apv_bet, 0) AS "apv_bet", coalesce(g.__house_net_win, 0) AS "house_net_win", coalesce(t.__dpst_count, 0) AS "dpst_count", coalesce(t.__dpst_amt, 0) AS "dpst_amt", coalesce(t.__wdrl_amt, 0) AS "wdrl_amt"
    FROM __mem AS m
    LEFT JOIN __gd AS g ON g.member_id = m.member_id
    LEFT JOIN __td AS t ON t.member_id = m.member_id
  ),
  __pop AS MATERIALIZED (
    SELECT p."member_id" AS "member_id", p."gm_date_max" AS "gm_date_max", p."reg_days" AS "reg_days", p."gm_rows" AS "gm_rows", p."apv_bet" AS "apv_bet", p."house_net_win" AS "house_net_win", p."dpst_count" AS "dpst_count", p."dpst_amt" AS "dpst_amt", p."wdrl_amt" AS "wdrl_amt", t.member_tag_code AS grp
    FROM __per AS p
    INNER JOIN member_tag_map AS tm ON tm.member_id = p.member_id
    INNER JOIN dim_member_tag AS t ON t.member_tag_id = tm.member_tag_id
  ),
  __rows AS MATERIALIZED (
    SELECT b.grp AS "member_tag_code", b.grp_order AS group_order, coalesce(s.__member_count, 0) AS member_count, coalesce(s.__gm_dau, 0) AS gm_dau, coalesce(s.__dpst_dau, 0) AS dpst_dau, coalesce(s.__dpst_count, 0) AS dpst_count, coalesce(s.__dpst_amt, 0) AS dpst_amt, coalesce(s.__wdrl_amt, 0) AS wdrl_amt, coalesce(s.__apv_bet, 0) AS apv_bet, coalesce(s.__house_net_win, 0) AS house_net_win,
    coalesce(s.__dpst_amt, 0) / nullif(coalesce(s.__member_count, 0), 0) AS dpst_per_member
    FROM (
      SELECT member_tag_code AS grp, member_tag_id AS grp_order
      FROM dim_member_tag
    ) AS b
    LEFT JOIN (
      SELECT grp, count() AS __member_count, countIf(gm_rows > 0) AS __gm_dau, countIf(dpst_count > 0) AS __dpst_dau, coalesce(sum(dpst_count), 0) AS __dpst_count, coalesce(sum(dpst_amt), 0) AS __dpst_amt, coalesce(sum(wdrl_amt), 0) AS __wdrl_amt, coalesce(sum(apv_bet), 0) AS __apv_bet, coalesce(sum(house_net_win), 0) AS __house_net_win
      FROM __pop
      GROUP BY grp
    ) AS s ON s.grp = b.grp
  )
  SELECT "member_tag_code", "group_order", "member_count", "gm_dau", "dpst_dau", "dpst_count", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win", "dpst_per_member", 0 AS __side, CAST(NULL AS Nullable(String)) AS __totals_json
  FROM (
    SELECT *
    FROM __rows
  )
  UNION ALL SELECT NULL AS "member_tag_code", NULL AS "group_order", NULL AS "member_count", NULL AS "gm_dau", NULL AS "dpst_dau", NULL AS "dpst_count", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_per_member", 1 AS __side, __packed AS __totals_json
  FROM (
    SELECT formatRowNoNewline('JSONEachRow', *) AS __packed
    FROM (
      SELECT __member_count AS member_count, __gm_dau AS gm_dau, __dpst_dau AS dpst_dau, __dpst_count AS dpst_count, __dpst_amt AS dpst_amt, __wdrl_amt AS wdrl_amt, __apv_bet AS apv_bet, __house_net_win AS house_net_win, __dpst_amt / nullif(__member_count, 0) AS dpst_per_member
      FROM (
        SELECT count() AS __member_count, countIf(gm_rows > 0) AS __gm_dau, countIf(dpst_count > 0) AS __dpst_dau, coalesce(sum(dpst_count), 0) AS __dpst_count, coalesce(sum(dpst_amt), 0) AS __dpst_amt, coalesce(sum(wdrl_amt), 0) AS __wdrl_amt, coalesce(sum(apv_bet), 0) AS __apv_bet, coalesce(sum(house_net_win), 0) AS __house_net_win
        FROM (
          SELECT *
          FROM __pop
          LIMIT 1 BY member_id
        )
      )
    )
  )
) AS res
LIMIT {p6:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23","2026-11-21",1,1,1,100002]
-- finish: {"windows":{"steps":[{"name":"member_count_share","share":"member_count"},{"name":"dpst_amt_share","share":"dpst_amt"},{"name":"apv_bet_share","share":"apv_bet"},{"name":"house_net_win_share","share":"house_net_win"}]},"parts":{"page":[{"field":"group_order","dir":"asc"}],"chart":{"order":[{"field":"group_order","dir":"asc"}],"limit":2000,"fields":["member_tag_code","member_count","gm_dau","dpst_dau","group_order"]}}}
-- instead above 100000 rows: the page and chart and totals statements apart