-- promo_compare: sources dim_promo, fact_bonus, rollup_login_activity, rollup_transaction_member_day, rollup_gaming_member_day
-- step pageAndChart
WITH win AS (
  SELECT *, promo_date_start - 14 AS b_from, promo_date_start - 1 AS b_to, promo_date_start AS a_from,
  least(promo_date_start + 13, $3::DATE) AS a_to, greatest(0, least(promo_date_start + 13, $3::DATE) - promo_date_start + 1) AS effect_days_after
  FROM (
    SELECT *
    FROM (
      SELECT p."promo_id", p."promo_name", p."promo_type", p."promo_sub_type", p."promo_date_start", p."promo_date_end", p."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency"
      FROM (
        SELECT f.promo_id AS "promo_id", f.promo_name AS "promo_name", f.promo_type AS "promo_type", f.promo_sub_type AS "promo_sub_type", f.promo_date_start AS "promo_date_start", f.promo_date_end AS "promo_date_end", f.site_id AS "site_id"
        FROM "dim_promo" f
        WHERE f.site_id IN ($4, $5, $6)
        GROUP BY ALL
      ) p
      LEFT JOIN "dim_site" "site" ON site.site_id = p."site_id"
    )
    WHERE promo_date_start BETWEEN $1::DATE AND $2::DATE
  )
),
parts AS MATERIALIZED (
  SELECT f.promo_id, f.member_id, sum(f.bonus_amt_base) FILTER (WHERE f.stat_date <= w.a_to) AS bonus_after
  FROM "fact_bonus" f
  JOIN win w ON w.promo_id = f.promo_id AND f.stat_date BETWEEN w.promo_date_start AND w.promo_date_end
  WHERE f.site_id IN ($7, $8, $9)
  GROUP BY ALL
),
compared AS MATERIALIZED (
  SELECT p.promo_id, p.member_id, w.b_from, w.b_to, w.a_from, w.a_to
  FROM parts p JOIN win w USING (promo_id)
  JOIN "dim_member" m ON m.member_id = p.member_id
  WHERE m.reg_date <= w.b_from
),
win_month AS (
  SELECT w.promo_id, m.month, CASE WHEN greatest(w.b_from, m.month) <= least(w.b_to, last_day(m.month)) THEN (1::BIGINT << day(least(w.b_to, last_day(m.month)))) - (1::BIGINT << (day(greatest(w.b_from, m.month)) - 1)) ELSE 0 END AS before_mask, CASE WHEN greatest(w.a_from, m.month) <= least(w.a_to, last_day(m.month)) THEN (1::BIGINT << day(least(w.a_to, last_day(m.month)))) - (1::BIGINT << (day(greatest(w.a_from, m.month)) - 1)) ELSE 0 END AS after_mask
  FROM win w, LATERAL (
    SELECT unnest(range(date_trunc('month', w.b_from), w.a_to + 1, INTERVAL 1 MONTH))::DATE AS month
  ) m
),
active AS (
  SELECT c.promo_id, sum(bit_count(f.login_dau & wm.before_mask)) AS before_sum, sum(bit_count(f.login_dau & wm.after_mask)) AS after_sum
  FROM compared c JOIN win_month wm USING (promo_id) JOIN "rollup_login_activity" f ON f.member_id = c.member_id AND f.month = wm.month
  WHERE f.site_id IN ($7, $8, $9) AND f.month BETWEEN date_trunc('month', $10::DATE)::DATE AND $11::DATE
  GROUP BY 1
),
compared_bucket AS MATERIALIZED (
  SELECT c.promo_id, c.member_id, c.b_to, c.b_from, c.a_from, c.a_to,
  unnest(range(((c.b_from - DATE '2000-01-03') // 14), ((c.a_to - DATE '2000-01-03') // 14) + 1)) AS bucket
  FROM compared c
),
"dpst_amt" AS (
  SELECT c.promo_id, sum(CASE WHEN f.stat_date <= c.b_to THEN f."dpst_amt" END) AS before_sum, sum(CASE WHEN f.stat_date >= c.a_from THEN f."dpst_amt" END) AS after_sum
  FROM compared_bucket c JOIN "rollup_transaction_member_day" f ON f.member_id = c.member_id AND ((f.stat_date - DATE '2000-01-03') // 14) = c.bucket AND f.stat_date BETWEEN c.b_from AND c.a_to
  WHERE f.site_id IN ($7, $8, $9) AND f.stat_date BETWEEN $10::DATE AND $11::DATE
  GROUP BY 1
),
"house_net_win" AS (
  SELECT c.promo_id, sum(CASE WHEN f.stat_date <= c.b_to THEN f."house_net_win" END) AS before_sum, sum(CASE WHEN f.stat_date >= c.a_from THEN f."house_net_win" END) AS after_sum
  FROM compared_bucket c JOIN "rollup_gaming_member_day" f ON f.member_id = c.member_id AND ((f.stat_date - DATE '2000-01-03') // 14) = c.bucket AND f.stat_date BETWEEN c.b_from AND c.a_to
  WHERE f.site_id IN ($7, $8, $9) AND f.stat_date BETWEEN $10::DATE AND $11::DATE
  GROUP BY 1
),
res0 AS MATERIALIZED (
  SELECT p.promo_id, p.promo_name, p.promo_type, p.promo_sub_type, p.promo_date_start, p.promo_date_end, p.site_id, p.site_name, p.site_currency, coalesce(pc.n, 0) AS participant_count, coalesce(cc.n, 0) AS effect_member_count, p.effect_days_after,
  coalesce("active".before_sum, 0) / 14 AS active_before, coalesce("active".after_sum, 0) / nullif(p.effect_days_after, 0) AS active_after, coalesce("dpst_amt".before_sum, 0) / 14 AS dpst_amt_before, coalesce("dpst_amt".after_sum, 0) / nullif(p.effect_days_after, 0) AS dpst_amt_after, coalesce("house_net_win".before_sum, 0) / 14 AS house_net_win_before, coalesce("house_net_win".after_sum, 0) / nullif(p.effect_days_after, 0) AS house_net_win_after,
  coalesce(pc.bonus_after, 0) / nullif(p.effect_days_after, 0) AS bonus_amt_after
  FROM win p
  LEFT JOIN (
    SELECT promo_id, count(*) AS n, sum(bonus_after) AS bonus_after
    FROM parts
    GROUP BY 1
  ) pc USING (promo_id)
  LEFT JOIN (
    SELECT promo_id, count(*) AS n
    FROM compared
    GROUP BY 1
  ) cc USING (promo_id)
  LEFT JOIN "active" USING (promo_id)
  LEFT JOIN "dpst_amt" USING (promo_id)
  LEFT JOIN "house_net_win" USING (promo_id)
),
res AS (
  SELECT *, ("active_after" - "active_before") / nullif(abs("active_before"), 0) AS active_lift, ("dpst_amt_after" - "dpst_amt_before") / nullif(abs("dpst_amt_before"), 0) AS dpst_amt_lift, ("house_net_win_after" - "house_net_win_before") / nullif(abs("house_net_win_before"), 0) AS house_net_win_lift
  FROM res0
),
__res AS MATERIALIZED (
  SELECT *
  FROM res
),
__totals1 AS (
  SELECT (
    SELECT count(DISTINCT member_id)
    FROM parts
  ) AS participant_count, (
    SELECT count(DISTINCT member_id)
    FROM compared
  ) AS effect_member_count,
  NULL::INTEGER AS effect_days_after, coalesce(sum(active_before ORDER BY promo_id) FILTER (WHERE effect_days_after = 14), 0) AS active_before, coalesce(sum(active_after ORDER BY promo_id) FILTER (WHERE effect_days_after = 14), 0) AS active_after, coalesce(sum(dpst_amt_before ORDER BY promo_id) FILTER (WHERE effect_days_after = 14), 0) AS dpst_amt_before, coalesce(sum(dpst_amt_after ORDER BY promo_id) FILTER (WHERE effect_days_after = 14), 0) AS dpst_amt_after, coalesce(sum(house_net_win_before ORDER BY promo_id) FILTER (WHERE effect_days_after = 14), 0) AS house_net_win_before, coalesce(sum(house_net_win_after ORDER BY promo_id) FILTER (WHERE effect_days_after = 14), 0) AS house_net_win_after, coalesce(sum(bonus_amt_after ORDER BY promo_id) FILTER (WHERE effect_days_after = 14), 0) AS bonus_amt_after
  FROM res0
),
__totals AS (
  SELECT *, ("active_after" - "active_before") / nullif(abs("active_before"), 0) AS active_lift, ("dpst_amt_after" - "dpst_amt_before") / nullif(abs("dpst_amt_before"), 0) AS dpst_amt_lift, ("house_net_win_after" - "house_net_win_before") / nullif(abs("house_net_win_before"), 0) AS house_net_win_lift
  FROM __totals1
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, count(*) OVER () AS __total
    FROM __res
    ORDER BY "promo_date_start" DESC NULLS LAST, "promo_id" ASC
    LIMIT $12
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "promo_name", "active_lift", "dpst_amt_lift", "house_net_win_lift", "promo_id"
    FROM __res
    ORDER BY "active_lift" DESC NULLS LAST, "promo_id" ASC
    LIMIT $13
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "promo_date_start" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_id" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "active_lift" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "promo_id" END) ASC
-- params: ["2026-08-24","2026-11-21","2026-11-22",1,2,3,1,2,3,"2026-08-10","2026-11-22",100000,10]