-- promo_entire: sources dim_promo, fact_bonus, rollup_gaming_member_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  WITH __promo AS MATERIALIZED (
    SELECT *, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
    FROM (
      SELECT *
      FROM (
        SELECT "__promo_id" AS "promo_id", "__promo_name" AS "promo_name", "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency"
        FROM (
          SELECT f.promo_id AS "__promo_id", f.promo_name AS "__promo_name", f.promo_type AS "__promo_type", f.promo_sub_type AS "__promo_sub_type", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end", f.site_id AS "__site_id", site.site_name AS "__site_name", site.site_currency AS "__site_currency"
          FROM "dim_promo" AS f
          ALL LEFT JOIN (
            SELECT "site_id", "site_name", "site_currency"
            FROM "dim_site"
          ) AS "site" ON "site"."site_id" = "site_id"
          WHERE f.site_id IN ({p3:Int64}, {p4:Int64}, {p5:Int64})
          GROUP BY "__promo_id", "__promo_name", "__promo_type", "__promo_sub_type", "__promo_date_start", "__promo_date_end", "__site_id", "__site_name", "__site_currency"
        )
      )
      WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
    )
  ),
  __claims AS MATERIALIZED (
    SELECT f.promo_id AS promo_id, f.member_id AS member_id, count() AS n, sum(f.bonus_value) AS bonus, any(w.w_from) AS __from, any(w.w_to) AS __to
    FROM (
      SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
      FROM fact_bonus
      WHERE site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
    ) AS f
    INNER JOIN __promo AS w ON w.promo_id = f.promo_id
    WHERE f.stat_date BETWEEN w.w_from AND w.w_to
    GROUP BY f.promo_id, f.member_id
  ),
  __windows AS MATERIALIZED (
    SELECT member_id, groupArray((promo_id, __from, __to)) AS ws
    FROM __claims
    GROUP BY member_id
  ),
  __days AS MATERIALIZED (
    SELECT g.apv_value AS apv_value, g.win_value AS win_value, arrayFilter(w -> g.stat_date BETWEEN w.2 AND w.3, m.ws) AS held
    FROM (
      SELECT f.member_id AS member_id, f.stat_date AS stat_date, f.apv_bet AS apv_value, f.house_net_win AS win_value
      FROM "rollup_gaming_member_day" AS f
      WHERE site_id IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
    ) AS g
    INNER JOIN __windows AS m ON m.member_id = g.member_id
  ),
  __play AS (
    SELECT h.1 AS promo_id, sum(apv_value) AS apv, sum(win_value) AS win
    FROM __days
    ARRAY JOIN held AS h
    GROUP BY h.1
  ),
  __rows AS MATERIALIZED (
    SELECT p."promo_id" AS "promo_id", p."promo_name" AS "promo_name", p."promo_type" AS "promo_type", p."promo_sub_type" AS "promo_sub_type", p."promo_date_start" AS "promo_date_start", p."promo_date_end" AS "promo_date_end", p."site_id" AS "site_id", p."site_name" AS "site_name", p."site_currency" AS "site_currency", coalesce(per.claims, 0) AS claim_count, coalesce(per.participants, 0) AS participant_count,
    coalesce(per.bonus, 0) AS bonus_amt, coalesce(play.apv, 0) AS part_apv_bet, coalesce(play.win, 0) AS part_house_net_win
    FROM __promo AS p
    LEFT JOIN (
      SELECT promo_id, count() AS participants, sum(n) AS claims, sum(bonus) AS bonus
      FROM __claims
      GROUP BY promo_id
    ) AS per ON per.promo_id = p.promo_id
    LEFT JOIN __play AS play ON play.promo_id = p.promo_id
  )
  SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "claim_count", "participant_count", "bonus_amt", "part_apv_bet", "part_house_net_win", "bonus_per_user", "bonus_rate", "part_profit", 0 AS __side, CAST(NULL AS Nullable(String)) AS __totals_json
  FROM (
    SELECT *, bonus_amt / nullif(participant_count, 0) AS bonus_per_user, bonus_amt / nullif(part_house_net_win, 0) AS bonus_rate,
    part_house_net_win - bonus_amt AS part_profit
    FROM (
      SELECT *
      FROM __rows
    )
  )
  UNION ALL SELECT NULL AS "promo_id", NULL AS "promo_name", NULL AS "promo_type", NULL AS "promo_sub_type", NULL AS "promo_date_start", NULL AS "promo_date_end", NULL AS "site_id", NULL AS "site_name", NULL AS "site_currency", NULL AS "claim_count", NULL AS "participant_count", NULL AS "bonus_amt", NULL AS "part_apv_bet", NULL AS "part_house_net_win", NULL AS "bonus_per_user", NULL AS "bonus_rate", NULL AS "part_profit", 1 AS __side, __packed AS __totals_json
  FROM (
    SELECT formatRowNoNewline('JSONEachRow', *) AS __packed
    FROM (
      SELECT *, bonus_amt / nullif(participant_count, 0) AS bonus_per_user, bonus_amt / nullif(part_house_net_win, 0) AS bonus_rate,
      part_house_net_win - bonus_amt AS part_profit
      FROM (
        SELECT __claims_n AS claim_count, __members AS participant_count, __bonus AS bonus_amt, coalesce(__apv, 0) AS part_apv_bet, coalesce(__win, 0) AS part_house_net_win
        FROM (
          SELECT coalesce(sum(claim_count), 0) AS __claims_n, coalesce(sum(bonus_amt), 0) AS __bonus
          FROM (
            SELECT *
            FROM __rows
          )
        )
        CROSS JOIN (
          SELECT uniqExact(member_id) AS __members
          FROM __claims
        )
        CROSS JOIN (
          SELECT sum(apv_value) AS __apv, sum(win_value) AS __win
          FROM __days
          WHERE notEmpty(held)
        )
      )
    )
  )
) AS res
LIMIT {p12:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23","2026-11-21",1,2,3,1,2,3,1,2,3,1000002]
-- finish: {"parts":{"page":[{"field":"bonus_amt","dir":"desc"},{"field":"promo_id","dir":"asc"}],"slice":{"offset":0,"limit":50},"chart":{"order":[{"field":"bonus_amt","dir":"desc"},{"field":"promo_id","dir":"asc"}],"limit":10,"fields":["promo_name","bonus_amt","part_house_net_win","promo_id"]}},"cap":1000000}