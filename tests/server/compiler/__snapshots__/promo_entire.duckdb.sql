-- promo_entire: sources dim_promo, fact_bonus, rollup_gaming_member_day
-- step pageAndChart
WITH promo AS (
  SELECT *, greatest(promo_date_start, $1::DATE) AS w_from, least(promo_date_end, $2::DATE) AS w_to
  FROM (
    SELECT *
    FROM (
      SELECT p."promo_id", p."promo_name", p."promo_type", p."promo_sub_type", p."promo_date_start", p."promo_date_end", p."site_id", site.site_name AS "site_name", site.site_currency AS "site_currency"
      FROM (
        SELECT f.promo_id AS "promo_id", f.promo_name AS "promo_name", f.promo_type AS "promo_type", f.promo_sub_type AS "promo_sub_type", f.promo_date_start AS "promo_date_start", f.promo_date_end AS "promo_date_end", f.site_id AS "site_id"
        FROM "dim_promo" f
        WHERE f.site_id IN ($3, $4, $5)
        GROUP BY ALL
      ) p
      LEFT JOIN "dim_site" "site" ON site.site_id = p."site_id"
    )
    WHERE promo_date_start <= $2::DATE AND promo_date_end >= $1::DATE
  )
),
pidx AS (
  SELECT promo_id, site_id, w_from, w_to, row_number() OVER (PARTITION BY site_id ORDER BY promo_id) - 1 AS idx
  FROM promo
),
pbit AS MATERIALIZED (
  SELECT promo_id, w_from, w_to, dense_rank() OVER (ORDER BY site_id, idx // 62) - 1 AS gi,
  1::BIGINT << (idx % 62)::INTEGER AS bit
  FROM pidx
),
claim AS (
  SELECT f.member_id, p.promo_id, p.gi, p.bit, f.bonus_amt_base AS bonus
  FROM "fact_bonus" f
  JOIN pbit p ON p.promo_id = f.promo_id AND f.stat_date BETWEEN p.w_from AND p.w_to
  WHERE f.site_id IN ($6, $7, $8) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
),
per AS (
  SELECT promo_id, count(*) AS claims, sum(bonus) AS bonus
  FROM claim
  GROUP BY 1
),
mmask AS MATERIALIZED (
  SELECT *, count(*) OVER (PARTITION BY member_id) > 1 AS multi
  FROM (
    SELECT member_id, gi, bit_or(bit) AS mask
    FROM claim
    GROUP BY ALL
  )
),
cover AS (
  SELECT list(coalesce(c.bits, 0) ORDER BY g.gi, d.day) AS bits
  FROM (
    SELECT DISTINCT gi
    FROM pbit
  ) g
  CROSS JOIN (
    SELECT unnest(range(0, ($2::DATE - $1::DATE + 1))) AS day
  ) d
  LEFT JOIN (
    SELECT gi, t.day::DATE - $1::DATE AS day, bit_or(bit) AS bits
    FROM pbit, unnest(range(w_from, w_to + 1, INTERVAL 1 DAY)) t(day)
    GROUP BY ALL
  ) c
  ON c.gi = g.gi AND c.day = d.day
),
pday AS (
  SELECT f.member_id, f.stat_date AS d, f.apv_bet AS apv, f.house_net_win AS win
  FROM "rollup_gaming_member_day" f
  WHERE f.site_id IN ($6, $7, $8) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
),
grp AS MATERIALIZED (
  SELECT gi, k, mm, md, sum(apv) AS apv, sum(win) AS win
  FROM (
    SELECT m.gi, m.mask & (
      SELECT bits
      FROM cover
    )[m.gi * ($2::DATE - $1::DATE + 1) + (f.d - $1::DATE) + 1] AS k,
    CASE WHEN m.multi THEN f.member_id END AS mm, CASE WHEN m.multi THEN f.d END AS md, f.apv, f.win
    FROM pday f JOIN mmask m ON m.member_id = f.member_id
  )
  WHERE k <> 0
  GROUP BY ALL
),
pplay AS (
  SELECT p.promo_id, sum(g.apv) AS apv, sum(g.win) AS win
  FROM grp g JOIN pbit p ON p.gi = g.gi AND g.k & p.bit <> 0
  GROUP BY 1
),
parts AS (
  SELECT p.promo_id, sum(m.n) AS participants
  FROM (
    SELECT gi, mask, count(*) AS n
    FROM mmask
    GROUP BY ALL
  ) m
  JOIN pbit p ON p.gi = m.gi AND m.mask & p.bit <> 0
  GROUP BY 1
),
res0 AS MATERIALIZED (
  SELECT p.promo_id, p.promo_name, p.promo_type, p.promo_sub_type, p.promo_date_start, p.promo_date_end, p.site_id, p.site_name, p.site_currency, coalesce(per.claims, 0) AS claim_count, coalesce(parts.participants, 0) AS participant_count,
  coalesce(per.bonus, 0) AS bonus_amt, coalesce(pplay.apv, 0) AS part_apv_bet, coalesce(pplay.win, 0) AS part_house_net_win
  FROM promo p
  LEFT JOIN per USING (promo_id)
  LEFT JOIN parts USING (promo_id)
  LEFT JOIN pplay USING (promo_id)
),
tplay AS (
  SELECT sum(apv) AS apv, sum(win) AS win
  FROM (
    SELECT apv, win
    FROM grp
    WHERE mm IS NULL
    UNION ALL SELECT any_value(apv), any_value(win)
    FROM grp
    WHERE mm IS NOT NULL
    GROUP BY mm, md
  )
),
res AS (
  SELECT *, bonus_amt / nullif(participant_count, 0) AS bonus_per_user, bonus_amt / nullif(part_house_net_win, 0) AS bonus_rate, part_house_net_win - bonus_amt AS part_profit
  FROM res0
),
__res AS MATERIALIZED (
  SELECT *
  FROM res
),
__totals1 AS (
  SELECT coalesce(sum(claim_count), 0) AS claim_count, (
    SELECT count(DISTINCT member_id)
    FROM mmask
  ) AS participant_count,
  coalesce(sum(bonus_amt), 0) AS bonus_amt, coalesce((
    SELECT apv
    FROM tplay
  ), 0) AS part_apv_bet, coalesce((
    SELECT win
    FROM tplay
  ), 0) AS part_house_net_win
  FROM res0
),
__totals AS (
  SELECT *, bonus_amt / nullif(participant_count, 0) AS bonus_per_user, bonus_amt / nullif(part_house_net_win, 0) AS bonus_rate, part_house_net_win - bonus_amt AS part_profit
  FROM __totals1
)
SELECT *
FROM (
  SELECT 0 AS __part, *
  FROM (
    SELECT *, count(*) OVER () AS __total
    FROM __res
    ORDER BY "bonus_amt" DESC NULLS LAST, "promo_id" ASC
    LIMIT $9 OFFSET $10
  )
  UNION ALL BY NAME
  SELECT 1 AS __part, *
  FROM (
    SELECT "promo_name", "bonus_amt", "part_house_net_win", "promo_id"
    FROM __res
    ORDER BY "bonus_amt" DESC NULLS LAST, "promo_id" ASC
    LIMIT $11
  )
  UNION ALL BY NAME
  SELECT 2 AS __part, __totals AS __totals_row
  FROM __totals
)
ORDER BY __part, (CASE WHEN __part = 0 THEN "bonus_amt" END) DESC NULLS LAST, (CASE WHEN __part = 0 THEN "promo_id" END) ASC NULLS LAST, (CASE WHEN __part = 1 THEN "bonus_amt" END) DESC NULLS LAST, (CASE WHEN __part = 1 THEN "promo_id" END) ASC
-- params: ["2026-10-23","2026-11-21",1,2,3,1,2,3,50,0,10]