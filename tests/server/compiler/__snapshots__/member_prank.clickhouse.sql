-- member_prank: sources dim_member, rollup_transaction_member_day, rollup_gaming_member_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT "__prank_bucket" AS "prank_bucket", "__group_order" AS "group_order", "__member_count" AS "member_count", "__gm_dau" AS "gm_dau", "__dpst_dau" AS "dpst_dau", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__dpst_per_member" AS "dpst_per_member"
  FROM (
    SELECT grp AS "__prank_bucket", grp_order AS "__group_order", coalesce("member_count", 0) AS "__member_count", coalesce("gm_dau", 0) AS "__gm_dau", coalesce("dpst_dau", 0) AS "__dpst_dau", coalesce("dpst_count", 0) AS "__dpst_count", coalesce("dpst_amt", 0) AS "__dpst_amt", coalesce("wdrl_amt", 0) AS "__wdrl_amt", coalesce("apv_bet", 0) AS "__apv_bet", coalesce("house_net_win", 0) AS "__house_net_win", coalesce(dpst_amt, 0) / nullif(coalesce(member_count, 0), 0) AS "__dpst_per_member"
    FROM (
      SELECT "grp", "grp_order", "member_count", "gm_dau", "dpst_dau", "dpst_count", "dpst_amt", "wdrl_amt", "apv_bet", "house_net_win"
      FROM (
        SELECT grp, grp_order
        FROM system.one
        ARRAY JOIN ['p00', 'p25', 'p50', 'p65', 'p80', 'p90', 'p95', 'p99'] AS grp, [1, 2, 3, 4, 5, 6, 7, 8] AS grp_order
      )
      ALL LEFT JOIN (
        SELECT "__grp" AS "grp", "__member_count" AS "member_count", "__gm_dau" AS "gm_dau", "__dpst_dau" AS "dpst_dau", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win"
        FROM (
          SELECT grp AS "__grp", count() AS "__member_count", countIf(gm_rows > 0) AS "__gm_dau", countIf(dpst_count > 0) AS "__dpst_dau", coalesce(sum("dpst_count"), 0) AS "__dpst_count", coalesce(sum("dpst_amt"), 0) AS "__dpst_amt", coalesce(sum("wdrl_amt"), 0) AS "__wdrl_amt", coalesce(sum("apv_bet"), 0) AS "__apv_bet", coalesce(sum("house_net_win"), 0) AS "__house_net_win"
          FROM (
            SELECT "__member_id" AS "member_id", "__gm_date_max" AS "gm_date_max", "__reg_days" AS "reg_days", "__gm_rows" AS "gm_rows", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", "__pct" AS "pct", "__grp" AS "grp"
            FROM (
              SELECT "member_id" AS "__member_id", "gm_date_max" AS "__gm_date_max", "reg_days" AS "__reg_days", "gm_rows" AS "__gm_rows", "apv_bet" AS "__apv_bet", "house_net_win" AS "__house_net_win", "dpst_count" AS "__dpst_count", "dpst_amt" AS "__dpst_amt", "wdrl_amt" AS "__wdrl_amt", "pct" AS "__pct", CASE WHEN pct >= 0.99 THEN 'p99' WHEN pct >= 0.95 THEN 'p95' WHEN pct >= 0.9 THEN 'p90' WHEN pct >= 0.8 THEN 'p80' WHEN pct >= 0.65 THEN 'p65' WHEN pct >= 0.5 THEN 'p50' WHEN pct >= 0.25 THEN 'p25' ELSE 'p00' END AS "__grp"
              FROM (
                SELECT "member_id", "gm_date_max", "reg_days", "gm_rows", "apv_bet", "house_net_win", "dpst_count", "dpst_amt", "wdrl_amt", "pct"
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
                            SELECT f.member_id AS "__member_id", f.gm_date_max AS "__gm_date_max", dateDiff('day', f.reg_date, toDate('2026-11-21')) AS "__reg_days"
                            FROM "dim_member" AS f
                            WHERE f.site_id IN (1) AND f.site_id = 1 AND f.reg_date <= toDate('2026-11-21')
                          )
                        )
                        ALL LEFT JOIN (
                          SELECT "__member_id" AS "member_id", "__gm_rows" AS "gm_rows", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win"
                          FROM (
                            SELECT member_id AS "__member_id", count() AS "__gm_rows", sum(apv_bet) AS "__apv_bet", sum(house_net_win) AS "__house_net_win"
                            FROM "rollup_gaming_member_day" AS f
                            WHERE site_id IN (1) AND stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
                            GROUP BY "__member_id"
                          )
                        ) USING ("member_id")
                      )
                      ALL LEFT JOIN (
                        SELECT "__member_id" AS "member_id", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt"
                        FROM (
                          SELECT member_id AS "__member_id", sum(dpst_count) AS "__dpst_count", sum(dpst_amt) AS "__dpst_amt", sum(wdrl_amt) AS "__wdrl_amt"
                          FROM "rollup_transaction_member_day" AS f
                          WHERE site_id IN (1) AND stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
                          GROUP BY "__member_id"
                        )
                      ) USING ("member_id")
                    )
                  )
                )
                ALL INNER JOIN (
                  SELECT member_id, (position - 1) / n AS pct
                  FROM (
                    SELECT arrayMap(t -> t.2, arraySort(groupArray((dpst_amt, member_id)))) AS ids, length(ids) AS n
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
                                SELECT f.member_id AS "__member_id", f.gm_date_max AS "__gm_date_max", dateDiff('day', f.reg_date, toDate('2026-11-21')) AS "__reg_days"
                                FROM "dim_member" AS f
                                WHERE f.site_id IN (1) AND f.site_id = 1 AND f.reg_date <= toDate('2026-11-21')
                              )
                            )
                            ALL LEFT JOIN (
                              SELECT "__member_id" AS "member_id", "__gm_rows" AS "gm_rows", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win"
                              FROM (
                                SELECT member_id AS "__member_id", count() AS "__gm_rows", sum(apv_bet) AS "__apv_bet", sum(house_net_win) AS "__house_net_win"
                                FROM "rollup_gaming_member_day" AS f
                                WHERE site_id IN (1) AND stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
                                GROUP BY "__member_id"
                              )
                            ) USING ("member_id")
                          )
                          ALL LEFT JOIN (
                            SELECT "__member_id" AS "member_id", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt"
                            FROM (
                              SELECT member_id AS "__member_id", sum(dpst_count) AS "__dpst_count", sum(dpst_amt) AS "__dpst_amt", sum(wdrl_amt) AS "__wdrl_amt"
                              FROM "rollup_transaction_member_day" AS f
                              WHERE site_id IN (1) AND stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
                              GROUP BY "__member_id"
                            )
                          ) USING ("member_id")
                        )
                      )
                    )
                    WHERE dpst_amt > 0
                  )
                  ARRAY JOIN ids AS member_id, arrayEnumerate(ids) AS position
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
LIMIT 100001
SETTINGS join_use_nulls = 1
-- finish: {"windows":{"steps":[{"name":"member_count_share","share":"member_count"},{"name":"dpst_amt_share","share":"dpst_amt"},{"name":"apv_bet_share","share":"apv_bet"},{"name":"house_net_win_share","share":"house_net_win"}]},"parts":{"page":[{"field":"group_order","dir":"asc"}],"chart":{"order":[{"field":"group_order","dir":"asc"}],"limit":2000,"fields":["prank_bucket","member_count_share","dpst_amt_share","apv_bet_share","group_order"]},"totals":{"sums":["member_count","gm_dau","dpst_dau","dpst_count","dpst_amt","wdrl_amt","apv_bet","house_net_win"],"ratios":[{"name":"dpst_per_member","of":["dpst_amt","member_count"]}]}}}
-- instead above 100000 rows: the page and chart and totals statements apart