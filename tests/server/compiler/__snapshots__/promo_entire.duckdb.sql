-- promo_entire: sources dim_promo, fact_bonus, rollup_gaming_member_day
-- page params: ["2026-10-23","2026-11-21",1,2,3,1,2,3,50,0]
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
claims AS (
  SELECT f.promo_id, f.member_id, count(*) AS n, sum(f.bonus_amt_base) AS bonus
  FROM "fact_bonus" f
  JOIN promo p ON p.promo_id = f.promo_id AND f.stat_date BETWEEN p.w_from AND p.w_to
  WHERE f.site_id IN ($6, $7, $8) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
  GROUP BY ALL
),
play AS (
  SELECT c.promo_id, sum(f.apv_bet) AS apv, sum(f.house_net_win) AS win
  FROM claims c
  JOIN promo p ON p.promo_id = c.promo_id JOIN "rollup_gaming_member_day" f ON f.member_id = c.member_id AND f.stat_date BETWEEN p.w_from AND p.w_to
  WHERE f.site_id IN ($6, $7, $8) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
  GROUP BY 1
),
per AS (
  SELECT promo_id, count(*) AS participants, sum(n) AS claims, sum(bonus) AS bonus
  FROM claims
  GROUP BY 1
),
res0 AS (
  SELECT p.promo_id, p.promo_name, p.promo_type, p.promo_sub_type, p.promo_date_start, p.promo_date_end, p.site_id, p.site_name, p.site_currency, coalesce(per.claims, 0) AS claim_count, coalesce(per.participants, 0) AS participant_count,
  coalesce(per.bonus, 0) AS bonus_amt, coalesce(play.apv, 0) AS part_apv_bet, coalesce(play.win, 0) AS part_house_net_win
  FROM promo p
  LEFT JOIN per USING (promo_id)
  LEFT JOIN play USING (promo_id)
),
res AS (
  SELECT *, bonus_amt / nullif(participant_count, 0) AS bonus_per_user, bonus_amt / nullif(part_house_net_win, 0) AS bonus_rate,
  part_house_net_win - bonus_amt AS part_profit
  FROM res0
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "bonus_amt" DESC NULLS LAST, "promo_id" ASC
LIMIT $9 OFFSET $10
-- totals
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
claims AS (
  SELECT f.promo_id, f.member_id, count(*) AS n, sum(f.bonus_amt_base) AS bonus
  FROM "fact_bonus" f
  JOIN promo p ON p.promo_id = f.promo_id AND f.stat_date BETWEEN p.w_from AND p.w_to
  WHERE f.site_id IN ($6, $7, $8) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
  GROUP BY ALL
),
play AS (
  SELECT c.promo_id, sum(f.apv_bet) AS apv, sum(f.house_net_win) AS win
  FROM claims c
  JOIN promo p ON p.promo_id = c.promo_id JOIN "rollup_gaming_member_day" f ON f.member_id = c.member_id AND f.stat_date BETWEEN p.w_from AND p.w_to
  WHERE f.site_id IN ($6, $7, $8) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
  GROUP BY 1
),
per AS (
  SELECT promo_id, count(*) AS participants, sum(n) AS claims, sum(bonus) AS bonus
  FROM claims
  GROUP BY 1
),
res0 AS (
  SELECT p.promo_id, p.promo_name, p.promo_type, p.promo_sub_type, p.promo_date_start, p.promo_date_end, p.site_id, p.site_name, p.site_currency, coalesce(per.claims, 0) AS claim_count, coalesce(per.participants, 0) AS participant_count,
  coalesce(per.bonus, 0) AS bonus_amt, coalesce(play.apv, 0) AS part_apv_bet, coalesce(play.win, 0) AS part_house_net_win
  FROM promo p
  LEFT JOIN per USING (promo_id)
  LEFT JOIN play USING (promo_id)
),
mday AS (
  SELECT DISTINCT f.member_id, f.stat_date
  FROM claims c
  JOIN promo p ON p.promo_id = c.promo_id JOIN "rollup_gaming_member_day" f ON f.member_id = c.member_id AND f.stat_date BETWEEN p.w_from AND p.w_to
  WHERE f.site_id IN ($6, $7, $8) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
),
tplay AS (
  SELECT sum(f.apv_bet) AS apv, sum(f.house_net_win) AS win
  FROM mday m
  JOIN "rollup_gaming_member_day" f ON f.member_id = m.member_id AND f.stat_date = m.stat_date
  WHERE f.site_id IN ($6, $7, $8)
),
res1 AS (
  SELECT coalesce(sum(claim_count), 0) AS claim_count, (
    SELECT count(DISTINCT member_id)
    FROM claims
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
res AS (
  SELECT *, bonus_amt / nullif(participant_count, 0) AS bonus_per_user, bonus_amt / nullif(part_house_net_win, 0) AS bonus_rate,
  part_house_net_win - bonus_amt AS part_profit
  FROM res1
)
SELECT *
FROM res
-- chart
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
claims AS (
  SELECT f.promo_id, f.member_id, count(*) AS n, sum(f.bonus_amt_base) AS bonus
  FROM "fact_bonus" f
  JOIN promo p ON p.promo_id = f.promo_id AND f.stat_date BETWEEN p.w_from AND p.w_to
  WHERE f.site_id IN ($6, $7, $8) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
  GROUP BY ALL
),
play AS (
  SELECT c.promo_id, sum(f.apv_bet) AS apv, sum(f.house_net_win) AS win
  FROM claims c
  JOIN promo p ON p.promo_id = c.promo_id JOIN "rollup_gaming_member_day" f ON f.member_id = c.member_id AND f.stat_date BETWEEN p.w_from AND p.w_to
  WHERE f.site_id IN ($6, $7, $8) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
  GROUP BY 1
),
per AS (
  SELECT promo_id, count(*) AS participants, sum(n) AS claims, sum(bonus) AS bonus
  FROM claims
  GROUP BY 1
),
res0 AS (
  SELECT p.promo_id, p.promo_name, p.promo_type, p.promo_sub_type, p.promo_date_start, p.promo_date_end, p.site_id, p.site_name, p.site_currency, coalesce(per.claims, 0) AS claim_count, coalesce(per.participants, 0) AS participant_count,
  coalesce(per.bonus, 0) AS bonus_amt, coalesce(play.apv, 0) AS part_apv_bet, coalesce(play.win, 0) AS part_house_net_win
  FROM promo p
  LEFT JOIN per USING (promo_id)
  LEFT JOIN play USING (promo_id)
),
res AS (
  SELECT *, bonus_amt / nullif(participant_count, 0) AS bonus_per_user, bonus_amt / nullif(part_house_net_win, 0) AS bonus_rate,
  part_house_net_win - bonus_amt AS part_profit
  FROM res0
)
SELECT "promo_name", "bonus_amt", "part_house_net_win"
FROM res
ORDER BY "bonus_amt" DESC NULLS LAST, "promo_id" ASC
LIMIT $9