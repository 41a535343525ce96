-- member_returning: sources dim_member, rollup_transaction_member_day, rollup_gaming_member_day, rollup_gaming_member_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT "__last_gm_days_bucket" AS "last_gm_days_bucket", "__group_order" AS "group_order", "__member_count" AS "member_count", "__gm_dau" AS "gm_dau", "__dpst_dau" AS "dpst_dau", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__dpst_per_member" AS "dpst_per_member"
  FROM (
    SELECT grp AS "__last_gm_days_bucket", grp_order AS "__group_order", coalesce("member_count", 0) AS "__member_count", coalesce("gm_dau", 0) AS "__gm_dau", coalesce("dpst_dau", 0) AS "__dpst_dau", coalesce("dpst_count", 0) AS "__dpst_count", coalesce("dpst_amt", 0) AS "__dpst_amt", coalesce("wdrl_amt", 0) AS "__wdrl_amt", coalesce("apv_bet", 0) AS "__apv_bet", coalesce("house_net_win", 0) AS "__house_net_win", coalesce(dpst_amt, 0) / nullif(coalesce(member_count, 0), 0) AS "__dpst_per_member"
    FROM (
      SELECT "grp", "grp_order", "member_count", "gm_dau", "dpst_dau", "dpst_count", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win"
      FROM (
        SELECT grp, grp_order
        FROM system.one
        ARRAY JOIN ['0', '1', '3', '7', '15', '30', '90', '180', '360', 'never'] AS grp, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] AS grp_order
      )
      ALL LEFT JOIN (
        SELECT "__grp" AS "grp", "__member_count" AS "member_count", "__gm_dau" AS "gm_dau", "__dpst_dau" AS "dpst_dau", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win"
        FROM (
          SELECT grp AS "__grp", count() AS "__member_count", countIf(gm_rows > 0) AS "__gm_dau", countIf(dpst_count > 0) AS "__dpst_dau", coalesce(sum("dpst_count"), 0) AS "__dpst_count", coalesce(sum("dpst_amt"), 0) AS "__dpst_amt", coalesce(sum("wdrl_amt"), 0) AS "__wdrl_amt", coalesce(sum("apv_bet"), 0) AS "__apv_bet", coalesce(sum("house_net_win"), 0) AS "__house_net_win"
          FROM (
            SELECT "__member_id" AS "member_id", "__gm_date_max" AS "gm_date_max", "__reg_days" AS "reg_days", "__gm_rows" AS "gm_rows", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", "__last_gm" AS "last_gm", "__grp" AS "grp"
            FROM (
              SELECT "member_id" AS "__member_id", "gm_date_max" AS "__gm_date_max", "reg_days" AS "__reg_days", "gm_rows" AS "__gm_rows", "apv_bet" AS "__apv_bet", "house_net_win" AS "__house_net_win", "dpst_count" AS "__dpst_count", "dpst_amt" AS "__dpst_amt", "wdrl_amt" AS "__wdrl_amt", "last_gm" AS "__last_gm", CASE WHEN dateDiff('day', CASE WHEN gm_date_max <= {p2:Date} THEN gm_date_max ELSE last_gm END, {p2:Date}) IS NULL THEN 'never' ELSE CASE WHEN dateDiff('day', CASE WHEN gm_date_max <= {p2:Date} THEN gm_date_max ELSE last_gm END, {p2:Date}) >= 360 THEN '360' WHEN dateDiff('day', CASE WHEN gm_date_max <= {p2:Date} THEN gm_date_max ELSE last_gm END, {p2:Date}) >= 180 THEN '180' WHEN dateDiff('day', CASE WHEN gm_date_max <= {p2:Date} THEN gm_date_max ELSE last_gm END, {p2:Date}) >= 90 THEN '90' WHEN dateDiff('day', CASE WHEN gm_date_max <= {p2:Date} THEN gm_date_max ELSE last_gm END, {p2:Date}) >= 30 THEN '30' WHEN dateDiff('day', CASE WHEN gm_date_max <= {p2:Date} THEN gm_date_max ELSE last_gm END, {p2:Date}) >= 15 THEN '15' WHEN dateDiff('day', CASE WHEN gm_date_max <= {p2:Date} THEN gm_date_max ELSE last_gm END, {p2:Date}) >= 7 THEN '7' WHEN dateDiff('day', CASE WHEN gm_date_max <= {p2:Date} THEN gm_date_max ELSE last_gm END, {p2:Date}) >= 3 THEN '3' WHEN dateDiff('day', CASE WHEN gm_date_max <= {p2:Date} THEN gm_date_max ELSE last_gm END, {p2:Date}) >= 1 THEN '1' ELSE '0' END END AS "__grp"
              FROM (
                SELECT "member_id", "gm_date_max", "reg_days", "gm_rows", "apv_bet", "house_net_win", "dpst_count", "dpst_amt", "wdrl_amt", "last_gm"
                FROM (
                  SELECT "__member_id" AS "member_id", "__gm_date_max" AS "gm_date_max", "__reg_days" AS "reg_days", "__gm_rows" AS "gm_rows", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt"
                  FROM (
                    SELECT "member_id" AS "__member_id", "gm_date_max" AS "__gm_date_max", "reg_days" AS "__reg_days", coalesce("gm_rows", 0) AS "__gm_rows", coalesce("apv_bet", 0) AS "__apv_bet", coalesce("house_net_win", 0) AS "__house_net_win", coalesce("dpst_count", 0) AS "__dpst_count", coalesce("dpst_amt", 0) AS "__dpst_amt", coalesce("wdrl_amt", 0) AS "__wdrl_amt"
                    FROM (
                      SELECT "member_id", "gm_date_max", "reg_days", "gm_rows", "apv_bet", "house_net_win", "dpst_count", "dpst_amt", "wdrl_amt"
                      FROM (
                        SELECT "member_id", "gm_date_max", "reg_days", "gm_rows", "apv_bet", "house_net_win"
                        FROM (
                          SELECT "__member_id" AS "member_id", "__gm_date_max" AS "gm_date_max", "__reg_days" AS "reg_days"
                          FROM (
                            SELECT f.member_id AS "__member_id", f.gm_date_max AS "__gm_date_max", dateDiff('day', f.reg_date, {p2:Date}) AS "__reg_days"
                            FROM "dim_member" AS f
                            WHERE f.site_id IN ({p6:Int64}) AND f.site_id = {p5:Int64} AND f.reg_date <= {p2:Date}
                          )
                        )
                        ALL LEFT JOIN (
                          SELECT "__member_id" AS "member_id", "__gm_rows" AS "gm_rows", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win"
                          FROM (
                            SELECT member_id AS "__member_id", count() AS "__gm_rows", sum(apv_bet) AS "__apv_bet", sum(house_net_win) AS "__house_net_win"
                            FROM "rollup_gaming_member_day" AS f
                            WHERE site_id IN ({p3:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                            GROUP BY "__member_id"
                          )
                        ) USING ("member_id")
                      )
                      ALL LEFT JOIN (
                        SELECT "__member_id" AS "member_id", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt"
                        FROM (
                          SELECT member_id AS "__member_id", sum(dpst_count) AS "__dpst_count", sum(dpst_amt) AS "__dpst_amt", sum(wdrl_amt) AS "__wdrl_amt"
                          FROM "rollup_transaction_member_day" AS f
                          WHERE site_id IN ({p4:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                          GROUP BY "__member_id"
                        )
                      ) USING ("member_id")
                    )
                  )
                )
                ALL LEFT JOIN (
                  SELECT "__member_id" AS "member_id", "__last_gm" AS "last_gm"
                  FROM (
                    SELECT member_id AS "__member_id", max(stat_date) AS "__last_gm"
                    FROM (
                      SELECT "__stat_date" AS "stat_date", "__site_id" AS "site_id", "__member_id" AS "member_id", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win"
                      FROM (
                        SELECT stat_date AS "__stat_date", site_id AS "__site_id", member_id AS "__member_id", apv_bet AS "__apv_bet", house_net_win AS "__house_net_win"
                        FROM "rollup_gaming_member_day"
                        WHERE site_id IN ({p7:Int64}) AND stat_date <= {p2:Date} AND member_id IN (
                          SELECT member_id
                          FROM (
                            SELECT "__member_id" AS "member_id", "__gm_date_max" AS "gm_date_max", "__reg_days" AS "reg_days"
                            FROM (
                              SELECT f.member_id AS "__member_id", f.gm_date_max AS "__gm_date_max", dateDiff('day', f.reg_date, {p2:Date}) AS "__reg_days"
                              FROM "dim_member" AS f
                              WHERE f.site_id IN ({p6:Int64}) AND f.site_id = {p5:Int64} AND f.reg_date <= {p2:Date}
                            )
                          )
                          WHERE gm_date_max > {p2:Date}
                        )
                      )
                    )
                    GROUP BY "__member_id"
                  )
                ) USING ("member_id")
              )
            )
          )
          GROUP BY "__grp"
        )
      ) USING ("grp")
    )
  )
) AS res
LIMIT {p8:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23","2026-11-21",1,1,1,1,1,100001]
-- finish: {"windows":{"steps":[{"name":"member_count_share","share":"member_count"},{"name":"dpst_amt_share","share":"dpst_amt"},{"name":"apv_bet_share","share":"apv_bet"},{"name":"house_net_win_share","share":"house_net_win"}]},"parts":{"page":[{"field":"group_order","dir":"asc"}],"chart":{"order":[{"field":"group_order","dir":"asc"}],"limit":2000,"fields":["last_gm_days_bucket","member_count","gm_dau","group_order"]},"totals":{"sums":["member_count","gm_dau","dpst_dau","dpst_count","dpst_amt","wdrl_amt","apv_bet","house_net_win"],"ratios":[{"name":"dpst_per_member","of":["dpst_amt","member_count"]}]}}}
-- instead above 100000 rows: the page and chart and totals statements apart