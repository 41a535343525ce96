-- site_compare: sources rollup_registration_site_day, rollup_gaming_activity, rollup_gaming_site_day, rollup_transaction_activity, rollup_transaction_site_day, rollup_bonus_site_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT *, "house_net_win" - "bonus_amt" AS "profit", ("house_net_win" - "bonus_amt") / nullif("house_net_win", 0) AS "profit_rate"
  FROM (
    SELECT cur."site_id" AS "site_id", cur."site_name" AS "site_name", cur."site_currency" AS "site_currency", coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0) AS "gm_dau_growth", (coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0)) / nullif(abs(coalesce(prev."gm_dau", 0)), 0) AS "gm_dau_growth_rate", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0) AS "dpst_amt_growth", (coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0)) / nullif(abs(coalesce(prev."dpst_amt", 0)), 0) AS "dpst_amt_growth_rate", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate"
    FROM (
      SELECT "site_id" AS "cur.site_id", "site_name" AS "cur.site_name", "site_currency" AS "cur.site_currency", max(if("__p" = 0, "reg_dau", NULL)) AS "cur.reg_dau", max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "dpst_dau", NULL)) AS "cur.dpst_dau", max(if("__p" = 0, "dpst_amt", NULL)) AS "cur.dpst_amt", max(if("__p" = 0, "wdrl_amt", NULL)) AS "cur.wdrl_amt", max(if("__p" = 0, "bonus_amt", NULL)) AS "cur.bonus_amt", max(if("__p" = 1, "gm_dau", NULL)) AS "prev.gm_dau", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win", max(if("__p" = 1, "dpst_amt", NULL)) AS "prev.dpst_amt"
      FROM (
        SELECT "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", "__reg_dau" AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT f."site_id" AS "__site_id", f."site_name" AS "__site_name", f."site_currency" AS "__site_currency", sum(f."reg_dau") AS "__reg_dau"
          FROM "rollup_registration_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__site_id", "__site_name", "__site_currency"
        )
        UNION ALL
        SELECT "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", NULL AS "reg_dau", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT f."site_id" AS "__site_id", f."site_name" AS "__site_name", f."site_currency" AS "__site_currency", uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."gm_dau", 2097151) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
          FROM "rollup_gaming_activity" AS f
          WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01')
          GROUP BY "__site_id", "__site_name", "__site_currency"
        )
        UNION ALL
        SELECT "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", NULL AS "reg_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT f."site_id" AS "__site_id", f."site_name" AS "__site_name", f."site_currency" AS "__site_currency", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__site_id", "__site_name", "__site_currency"
        )
        UNION ALL
        SELECT "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT f."site_id" AS "__site_id", f."site_name" AS "__site_name", f."site_currency" AS "__site_currency", uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."dpst_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."dpst_dau", 2097151) != 0 ELSE f."dpst_dau" != 0 END) AS "__dpst_dau"
          FROM "rollup_transaction_activity" AS f
          WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01')
          GROUP BY "__site_id", "__site_name", "__site_currency"
        )
        UNION ALL
        SELECT "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT f."site_id" AS "__site_id", f."site_name" AS "__site_name", f."site_currency" AS "__site_currency", sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__site_id", "__site_name", "__site_currency"
        )
        UNION ALL
        SELECT "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", "__bonus_amt" AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT f."site_id" AS "__site_id", f."site_name" AS "__site_name", f."site_currency" AS "__site_currency", sum(f."bonus_amt") AS "__bonus_amt"
          FROM "rollup_bonus_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__site_id", "__site_name", "__site_currency"
        )
        UNION ALL
        SELECT "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", NULL AS "reg_dau", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 1 AS "__p"
        FROM (
          SELECT f."site_id" AS "__site_id", f."site_name" AS "__site_name", f."site_currency" AS "__site_currency", uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-09-01') THEN bitAnd(f."gm_dau", 2143289344) != 0 WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau", 4194303) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
          FROM "rollup_gaming_activity" AS f
          WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-09-01') AND toDate('2026-10-01')
          GROUP BY "__site_id", "__site_name", "__site_currency"
        )
        UNION ALL
        SELECT "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", NULL AS "reg_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 1 AS "__p"
        FROM (
          SELECT f."site_id" AS "__site_id", f."site_name" AS "__site_name", f."site_currency" AS "__site_currency", sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-09-23') AND toDate('2026-10-22')
          GROUP BY "__site_id", "__site_name", "__site_currency"
        )
        UNION ALL
        SELECT "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 1 AS "__p"
        FROM (
          SELECT f."site_id" AS "__site_id", f."site_name" AS "__site_name", f."site_currency" AS "__site_currency", sum(f."dpst_amt") AS "__dpst_amt"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-09-23') AND toDate('2026-10-22')
          GROUP BY "__site_id", "__site_name", "__site_currency"
        )
      )
      GROUP BY "site_id", "site_name", "site_currency"
      HAVING countIf("__p" = 0) > 0
    )
  )
) AS res
LIMIT 100001
SETTINGS join_use_nulls = 1
-- finish: {"windows":{"steps":[{"name":"apv_bet_rank","rank":"apv_bet"},{"name":"apv_bet_rank_prev","rank":"apv_bet_prev"},{"name":"house_net_win_rank","rank":"house_net_win"},{"name":"house_net_win_rank_prev","rank":"house_net_win_prev"},{"name":"apv_bet_share","share":"apv_bet"},{"name":"apv_bet_rank_change","expr":{"op":"subtract","of":[{"read":"apv_bet_rank_prev"},{"read":"apv_bet_rank"}]}},{"name":"house_net_win_rank_change","expr":{"op":"subtract","of":[{"read":"house_net_win_rank_prev"},{"read":"house_net_win_rank"}]}}]},"parts":{"page":[{"field":"apv_bet","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"chart":{"order":[{"field":"apv_bet","dir":"desc"},{"field":"site_id","dir":"asc"},{"field":"site_name","dir":"asc"},{"field":"site_currency","dir":"asc"}],"limit":20,"fields":["site_name","apv_bet","house_net_win","site_id","site_currency"]}}}
-- instead above 100000 rows: the page and chart statements apart
-- step totals
SELECT *
FROM (
  SELECT *, "house_net_win" - "bonus_amt" AS "profit", ("house_net_win" - "bonus_amt") / nullif("house_net_win", 0) AS "profit_rate"
  FROM (
    SELECT coalesce(cur."reg_dau", 0) AS "reg_dau", coalesce(cur."gm_dau", 0) AS "gm_dau", coalesce(cur."dpst_dau", 0) AS "dpst_dau", coalesce(cur."dpst_amt", 0) AS "dpst_amt", coalesce(cur."wdrl_amt", 0) AS "wdrl_amt", coalesce(cur."apv_bet", 0) AS "apv_bet", coalesce(cur."house_net_win", 0) AS "house_net_win", coalesce(cur."house_net_win", 0) / nullif(coalesce(cur."apv_bet", 0), 0) AS "house_edge", coalesce(cur."bonus_amt", 0) AS "bonus_amt", coalesce(prev."gm_dau", 0) AS "gm_dau_prev", coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0) AS "gm_dau_growth", (coalesce(cur."gm_dau", 0) - coalesce(prev."gm_dau", 0)) / nullif(abs(coalesce(prev."gm_dau", 0)), 0) AS "gm_dau_growth_rate", coalesce(prev."dpst_amt", 0) AS "dpst_amt_prev", coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0) AS "dpst_amt_growth", (coalesce(cur."dpst_amt", 0) - coalesce(prev."dpst_amt", 0)) / nullif(abs(coalesce(prev."dpst_amt", 0)), 0) AS "dpst_amt_growth_rate", coalesce(prev."apv_bet", 0) AS "apv_bet_prev", coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0) AS "apv_bet_growth", (coalesce(cur."apv_bet", 0) - coalesce(prev."apv_bet", 0)) / nullif(abs(coalesce(prev."apv_bet", 0)), 0) AS "apv_bet_growth_rate", coalesce(prev."house_net_win", 0) AS "house_net_win_prev", coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0) AS "house_net_win_growth", (coalesce(cur."house_net_win", 0) - coalesce(prev."house_net_win", 0)) / nullif(abs(coalesce(prev."house_net_win", 0)), 0) AS "house_net_win_growth_rate"
    FROM (
      SELECT max(if("__p" = 0, "reg_dau", NULL)) AS "cur.reg_dau", max(if("__p" = 0, "gm_dau", NULL)) AS "cur.gm_dau", max(if("__p" = 0, "apv_bet", NULL)) AS "cur.apv_bet", max(if("__p" = 0, "house_net_win", NULL)) AS "cur.house_net_win", max(if("__p" = 0, "dpst_dau", NULL)) AS "cur.dpst_dau", max(if("__p" = 0, "dpst_amt", NULL)) AS "cur.dpst_amt", max(if("__p" = 0, "wdrl_amt", NULL)) AS "cur.wdrl_amt", max(if("__p" = 0, "bonus_amt", NULL)) AS "cur.bonus_amt", max(if("__p" = 1, "gm_dau", NULL)) AS "prev.gm_dau", max(if("__p" = 1, "apv_bet", NULL)) AS "prev.apv_bet", max(if("__p" = 1, "house_net_win", NULL)) AS "prev.house_net_win", max(if("__p" = 1, "dpst_amt", NULL)) AS "prev.dpst_amt"
      FROM (
        SELECT "__reg_dau" AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."reg_dau") AS "__reg_dau"
          FROM "rollup_registration_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."gm_dau", 2097151) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
          FROM "rollup_gaming_activity" AS f
          WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", "__dpst_dau" AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."dpst_dau", 2143289344) != 0 WHEN f.month = toDate('2026-11-01') THEN bitAnd(f."dpst_dau", 2097151) != 0 ELSE f."dpst_dau" != 0 END) AS "__dpst_dau"
          FROM "rollup_transaction_activity" AS f
          WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-10-01') AND toDate('2026-11-01')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", NULL AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."dpst_amt") AS "__dpst_amt", sum(f."wdrl_amt") AS "__wdrl_amt"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", "__bonus_amt" AS "bonus_amt", 0 AS "__p"
        FROM (
          SELECT sum(f."bonus_amt") AS "__bonus_amt"
          FROM "rollup_bonus_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", "__gm_dau" AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 1 AS "__p"
        FROM (
          SELECT uniqExactIf(f.member_id, CASE WHEN f.month = toDate('2026-09-01') THEN bitAnd(f."gm_dau", 2143289344) != 0 WHEN f.month = toDate('2026-10-01') THEN bitAnd(f."gm_dau", 4194303) != 0 ELSE f."gm_dau" != 0 END) AS "__gm_dau"
          FROM "rollup_gaming_activity" AS f
          WHERE f.site_id IN (1, 2, 3) AND f.month BETWEEN toDate('2026-09-01') AND toDate('2026-10-01')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "gm_dau", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", NULL AS "dpst_dau", NULL AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 1 AS "__p"
        FROM (
          SELECT sum(f."apv_bet") AS "__apv_bet", sum(f."house_net_win") AS "__house_net_win"
          FROM "rollup_gaming_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-09-23') AND toDate('2026-10-22')
        )
        UNION ALL
        SELECT NULL AS "reg_dau", NULL AS "gm_dau", NULL AS "apv_bet", NULL AS "house_net_win", NULL AS "dpst_dau", "__dpst_amt" AS "dpst_amt", NULL AS "wdrl_amt", NULL AS "bonus_amt", 1 AS "__p"
        FROM (
          SELECT sum(f."dpst_amt") AS "__dpst_amt"
          FROM "rollup_transaction_site_day" AS f
          WHERE f."site_id" IN (1, 2, 3) AND f.stat_date BETWEEN toDate('2026-09-23') AND toDate('2026-10-22')
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}