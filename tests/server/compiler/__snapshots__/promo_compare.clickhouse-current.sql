-- promo_compare: sources dim_promo, fact_bonus, rollup_login_activity, fact_transaction, fact_game_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT "__promo_id" AS "promo_id", "__promo_name" AS "promo_name", "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", "__participant_count" AS "participant_count", "__effect_member_count" AS "effect_member_count", "__effect_days_after" AS "effect_days_after", "__active_before" AS "active_before", "__active_after" AS "active_after", "__dpst_amt_before" AS "dpst_amt_before", "__dpst_amt_after" AS "dpst_amt_after", "__house_net_win_before" AS "house_net_win_before", "__house_net_win_after" AS "house_net_win_after", "__bonus_amt_after" AS "bonus_amt_after", "__active_lift" AS "active_lift", "__dpst_amt_lift" AS "dpst_amt_lift", "__house_net_win_lift" AS "house_net_win_lift"
  FROM (
    SELECT "promo_id" AS "__promo_id", "promo_name" AS "__promo_name", "promo_type" AS "__promo_type", "promo_sub_type" AS "__promo_sub_type", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", "site_id" AS "__site_id", "site_name" AS "__site_name", "site_currency" AS "__site_currency", "participant_count" AS "__participant_count", "effect_member_count" AS "__effect_member_count", "effect_days_after" AS "__effect_days_after", "active_before" AS "__active_before", "active_after" AS "__active_after", "dpst_amt_before" AS "__dpst_amt_before", "dpst_amt_after" AS "__dpst_amt_after", "house_net_win_before" AS "__house_net_win_before", "house_net_win_after" AS "__house_net_win_after", "bonus_amt_after" AS "__bonus_amt_after", ("active_after" - "active_before") / nullif(abs("active_before"), 0) AS "__active_lift", ("dpst_amt_after" - "dpst_amt_before") / nullif(abs("dpst_amt_before"), 0) AS "__dpst_amt_lift", ("house_net_win_after" - "house_net_win_before") / nullif(abs("house_net_win_before"), 0) AS "__house_net_win_lift"
    FROM (
      SELECT "__promo_id" AS "promo_id", "__promo_name" AS "promo_name", "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", "__participant_count" AS "participant_count", "__effect_member_count" AS "effect_member_count", "__effect_days_after" AS "effect_days_after", "__active_before" AS "active_before", "__active_after" AS "active_after", "__dpst_amt_before" AS "dpst_amt_before", "__dpst_amt_after" AS "dpst_amt_after", "__house_net_win_before" AS "house_net_win_before", "__house_net_win_after" AS "house_net_win_after", "__bonus_amt_after" AS "bonus_amt_after"
      FROM (
        SELECT "promo_id" AS "__promo_id", "promo_name" AS "__promo_name", "promo_type" AS "__promo_type", "promo_sub_type" AS "__promo_sub_type", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", "site_id" AS "__site_id", "site_name" AS "__site_name", "site_currency" AS "__site_currency", coalesce(pc_n, 0) AS "__participant_count", coalesce(cc_n, 0) AS "__effect_member_count", effect_days_after AS "__effect_days_after", coalesce(active_before_sum, 0) / 14 AS "__active_before", coalesce(active_after_sum, 0) / nullif(effect_days_after, 0) AS "__active_after", coalesce(dpst_amt_before_sum, 0) / 14 AS "__dpst_amt_before", coalesce(dpst_amt_after_sum, 0) / nullif(effect_days_after, 0) AS "__dpst_amt_after", coalesce(house_net_win_before_sum, 0) / 14 AS "__house_net_win_before", coalesce(house_net_win_after_sum, 0) / nullif(effect_days_after, 0) AS "__house_net_win_after", coalesce(pc_bonus_after, 0) / nullif(effect_days_after, 0) AS "__bonus_amt_after"
        FROM (
          SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "b_from", "b_to", "a_from", "a_to", "effect_days_after", "pc_n", "pc_bonus_after", "cc_n", "active_before_sum", "active_after_sum", "dpst_amt_before_sum", "dpst_amt_after_sum", "house_net_win_before_sum", "house_net_win_after_sum"
          FROM (
            SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "b_from", "b_to", "a_from", "a_to", "effect_days_after", "pc_n", "pc_bonus_after", "cc_n", "active_before_sum", "active_after_sum", "dpst_amt_before_sum", "dpst_amt_after_sum"
            FROM (
              SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "b_from", "b_to", "a_from", "a_to", "effect_days_after", "pc_n", "pc_bonus_after", "cc_n", "active_before_sum", "active_after_sum"
              FROM (
                SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "b_from", "b_to", "a_from", "a_to", "effect_days_after", "pc_n", "pc_bonus_after", "cc_n"
                FROM (
                  SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "b_from", "b_to", "a_from", "a_to", "effect_days_after", "pc_n", "pc_bonus_after"
                  FROM (
                    SELECT "__promo_id" AS "promo_id", "__promo_name" AS "promo_name", "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                    FROM (
                      SELECT "promo_id" AS "__promo_id", "promo_name" AS "__promo_name", "promo_type" AS "__promo_type", "promo_sub_type" AS "__promo_sub_type", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", "site_id" AS "__site_id", "site_name" AS "__site_name", "site_currency" AS "__site_currency", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
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
                            WHERE f.site_id IN ({p4:Int64}, {p5:Int64}, {p6:Int64})
                            GROUP BY "__promo_id", "__promo_name", "__promo_type", "__promo_sub_type", "__promo_date_start", "__promo_date_end", "__site_id", "__site_name", "__site_currency"
                          )
                        )
                        WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                      )
                    )
                  )
                  ALL LEFT JOIN (
                    SELECT "__promo_id" AS "promo_id", "__pc_n" AS "pc_n", "__pc_bonus_after" AS "pc_bonus_after"
                    FROM (
                      SELECT promo_id AS "__promo_id", count() AS "__pc_n", sum(bonus_after) AS "__pc_bonus_after"
                      FROM (
                        SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                        FROM (
                          SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                          FROM (
                            SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                            FROM (
                              SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                              FROM fact_bonus
                              WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                SELECT promo_id
                                FROM (
                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                  FROM (
                                    SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                    FROM (
                                      SELECT *
                                      FROM (
                                        SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                        FROM (
                                          SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                          FROM "dim_promo" AS f
                                          WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                          GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                        )
                                      )
                                      WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                    )
                                  )
                                )
                              )
                            )
                            ALL INNER JOIN (
                              SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                FROM (
                                  SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                  FROM (
                                    SELECT *
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                      FROM (
                                        SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                        FROM "dim_promo" AS f
                                        WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                        GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                      )
                                    )
                                    WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                  )
                                )
                              )
                            ) USING ("promo_id")
                          )
                          WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                          GROUP BY "__promo_id", "__member_id"
                        )
                      )
                      GROUP BY "__promo_id"
                    )
                  ) USING ("promo_id")
                )
                ALL LEFT JOIN (
                  SELECT "__promo_id" AS "promo_id", "__cc_n" AS "cc_n"
                  FROM (
                    SELECT promo_id AS "__promo_id", count() AS "__cc_n"
                    FROM (
                      SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                      FROM (
                        SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                        FROM (
                          SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                          FROM (
                            SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                            FROM (
                              SELECT promo_id, member_id
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                                FROM (
                                  SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                                  FROM (
                                    SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                    FROM (
                                      SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                      FROM fact_bonus
                                      WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                        SELECT promo_id
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                          FROM (
                                            SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                            FROM (
                                              SELECT *
                                              FROM (
                                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                FROM (
                                                  SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                  FROM "dim_promo" AS f
                                                  WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                  GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                )
                                              )
                                              WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                            )
                                          )
                                        )
                                      )
                                    )
                                    ALL INNER JOIN (
                                      SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                      FROM (
                                        SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                        FROM (
                                          SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                          FROM (
                                            SELECT *
                                            FROM (
                                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                              FROM (
                                                SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                FROM "dim_promo" AS f
                                                WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                              )
                                            )
                                            WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                          )
                                        )
                                      )
                                    ) USING ("promo_id")
                                  )
                                  WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                                  GROUP BY "__promo_id", "__member_id"
                                )
                              )
                            )
                            ALL INNER JOIN (
                              SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                FROM (
                                  SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                  FROM (
                                    SELECT *
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                      FROM (
                                        SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                        FROM "dim_promo" AS f
                                        WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                        GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                      )
                                    )
                                    WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                  )
                                )
                              )
                            ) USING ("promo_id")
                          )
                          ALL INNER JOIN (
                            SELECT member_id, reg_date
                            FROM dim_member
                          ) USING ("member_id")
                        )
                        WHERE reg_date <= b_from
                      )
                    )
                    GROUP BY "__promo_id"
                  )
                ) USING ("promo_id")
              )
              ALL LEFT JOIN (
                SELECT "__promo_id" AS "promo_id", "__active_before_sum" AS "active_before_sum", "__active_after_sum" AS "active_after_sum"
                FROM (
                  SELECT promo_id AS "__promo_id", sum(bitCount(bitAnd(login_dau, before_mask))) AS "__active_before_sum", sum(bitCount(bitAnd(login_dau, after_mask))) AS "__active_after_sum"
                  FROM (
                    SELECT member_id, month, login_dau
                    FROM "rollup_login_activity" AS f
                    WHERE site_id IN ({p15:Int64}, {p16:Int64}, {p17:Int64}) AND month BETWEEN toStartOfMonth({p10:Date}) AND {p11:Date}
                  ) AS f
                  ALL INNER JOIN (
                    SELECT "promo_id", "member_id", "month", "before_mask", "after_mask"
                    FROM (
                      SELECT promo_id, member_id
                      FROM (
                        SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                        FROM (
                          SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                          FROM (
                            SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                            FROM (
                              SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                              FROM (
                                SELECT promo_id, member_id
                                FROM (
                                  SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                                  FROM (
                                    SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                                    FROM (
                                      SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                      FROM (
                                        SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                        FROM fact_bonus
                                        WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                          SELECT promo_id
                                          FROM (
                                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                            FROM (
                                              SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                              FROM (
                                                SELECT *
                                                FROM (
                                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                  FROM (
                                                    SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                    FROM "dim_promo" AS f
                                                    WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                    GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                  )
                                                )
                                                WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                              )
                                            )
                                          )
                                        )
                                      )
                                      ALL INNER JOIN (
                                        SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                          FROM (
                                            SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                            FROM (
                                              SELECT *
                                              FROM (
                                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                FROM (
                                                  SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                  FROM "dim_promo" AS f
                                                  WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                  GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                )
                                              )
                                              WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                            )
                                          )
                                        )
                                      ) USING ("promo_id")
                                    )
                                    WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                                    GROUP BY "__promo_id", "__member_id"
                                  )
                                )
                              )
                              ALL INNER JOIN (
                                SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                                FROM (
                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                  FROM (
                                    SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                    FROM (
                                      SELECT *
                                      FROM (
                                        SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                        FROM (
                                          SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                          FROM "dim_promo" AS f
                                          WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                          GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                        )
                                      )
                                      WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                    )
                                  )
                                )
                              ) USING ("promo_id")
                            )
                            ALL INNER JOIN (
                              SELECT member_id, reg_date
                              FROM dim_member
                            ) USING ("member_id")
                          )
                          WHERE reg_date <= b_from
                        )
                      )
                    )
                    ALL INNER JOIN (
                      SELECT promo_id, month, if(greatest(b_from, month) <= least(b_to, addDays(addMonths(month, 1), -1)), toUInt64(bitShiftLeft(toUInt64(1), toDayOfMonth(least(b_to, addDays(addMonths(month, 1), -1)))) - bitShiftLeft(toUInt64(1), toDayOfMonth(greatest(b_from, month)) - 1)), toUInt64(0)) AS before_mask, if(greatest(a_from, month) <= least(a_to, addDays(addMonths(month, 1), -1)), toUInt64(bitShiftLeft(toUInt64(1), toDayOfMonth(least(a_to, addDays(addMonths(month, 1), -1)))) - bitShiftLeft(toUInt64(1), toDayOfMonth(greatest(a_from, month)) - 1)), toUInt64(0)) AS after_mask
                      FROM (
                        SELECT promo_id, b_from, b_to, a_from, a_to, arrayJoin(arrayMap(i -> addMonths(toStartOfMonth(b_from), i), range(toUInt32((toYear(a_to) * 12 + toMonth(a_to)) - (toYear(b_from) * 12 + toMonth(b_from)) + 1)))) AS month
                        FROM (
                          SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                          FROM (
                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                            FROM (
                              SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                              FROM (
                                SELECT *
                                FROM (
                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                  FROM (
                                    SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                    FROM "dim_promo" AS f
                                    WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                    GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                  )
                                )
                                WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                              )
                            )
                          )
                        )
                      )
                    ) USING ("promo_id")
                  ) AS c USING (member_id, month)
                  GROUP BY "__promo_id"
                )
              ) USING ("promo_id")
            )
            ALL LEFT JOIN (
              SELECT "__promo_id" AS "promo_id", "__dpst_amt_before_sum" AS "dpst_amt_before_sum", "__dpst_amt_after_sum" AS "dpst_amt_after_sum"
              FROM (
                SELECT promo_id AS "__promo_id", sumIf(f.amount_base, f.stat_date <= b_to AND (f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')) AS "__dpst_amt_before_sum", sumIf(f.amount_base, f.stat_date >= a_from AND (f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')) AS "__dpst_amt_after_sum"
                FROM (
                  SELECT "member_id", "stat_date", "amount_base", "trans_type", "trans_status"
                  FROM "fact_transaction" AS f
                  WHERE site_id IN ({p18:Int64}, {p19:Int64}, {p20:Int64}) AND stat_date BETWEEN {p10:Date} AND {p11:Date}
                  AND member_id GLOBAL IN (
                    SELECT member_id
                    FROM (
                      SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                      FROM (
                        SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                        FROM (
                          SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                          FROM (
                            SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                            FROM (
                              SELECT promo_id, member_id
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                                FROM (
                                  SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                                  FROM (
                                    SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                    FROM (
                                      SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                      FROM fact_bonus
                                      WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                        SELECT promo_id
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                          FROM (
                                            SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                            FROM (
                                              SELECT *
                                              FROM (
                                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                FROM (
                                                  SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                  FROM "dim_promo" AS f
                                                  WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                  GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                )
                                              )
                                              WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                            )
                                          )
                                        )
                                      )
                                    )
                                    ALL INNER JOIN (
                                      SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                      FROM (
                                        SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                        FROM (
                                          SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                          FROM (
                                            SELECT *
                                            FROM (
                                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                              FROM (
                                                SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                FROM "dim_promo" AS f
                                                WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                              )
                                            )
                                            WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                          )
                                        )
                                      )
                                    ) USING ("promo_id")
                                  )
                                  WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                                  GROUP BY "__promo_id", "__member_id"
                                )
                              )
                            )
                            ALL INNER JOIN (
                              SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                FROM (
                                  SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                  FROM (
                                    SELECT *
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                      FROM (
                                        SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                        FROM "dim_promo" AS f
                                        WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                        GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                      )
                                    )
                                    WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                  )
                                )
                              )
                            ) USING ("promo_id")
                          )
                          ALL INNER JOIN (
                            SELECT member_id, reg_date
                            FROM dim_member
                          ) USING ("member_id")
                        )
                        WHERE reg_date <= b_from
                      )
                    )
                  )
                ) AS f
                ALL INNER JOIN (
                  SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                  FROM (
                    SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                    FROM (
                      SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                      FROM (
                        SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                        FROM (
                          SELECT promo_id, member_id
                          FROM (
                            SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                            FROM (
                              SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                              FROM (
                                SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                FROM (
                                  SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                  FROM fact_bonus
                                  WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                    SELECT promo_id
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                      FROM (
                                        SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                        FROM (
                                          SELECT *
                                          FROM (
                                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                            FROM (
                                              SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                              FROM "dim_promo" AS f
                                              WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                              GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                            )
                                          )
                                          WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                        )
                                      )
                                    )
                                  )
                                )
                                ALL INNER JOIN (
                                  SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                    FROM (
                                      SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                      FROM (
                                        SELECT *
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                          FROM (
                                            SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                            FROM "dim_promo" AS f
                                            WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                            GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                          )
                                        )
                                        WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                      )
                                    )
                                  )
                                ) USING ("promo_id")
                              )
                              WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                              GROUP BY "__promo_id", "__member_id"
                            )
                          )
                        )
                        ALL INNER JOIN (
                          SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                          FROM (
                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                            FROM (
                              SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                              FROM (
                                SELECT *
                                FROM (
                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                  FROM (
                                    SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                    FROM "dim_promo" AS f
                                    WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                    GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                  )
                                )
                                WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                              )
                            )
                          )
                        ) USING ("promo_id")
                      )
                      ALL INNER JOIN (
                        SELECT member_id, reg_date
                        FROM dim_member
                      ) USING ("member_id")
                    )
                    WHERE reg_date <= b_from
                  )
                ) AS c USING (member_id)
                WHERE f.stat_date BETWEEN b_from AND a_to
                GROUP BY "__promo_id"
              )
            ) USING ("promo_id")
          )
          ALL LEFT JOIN (
            SELECT "__promo_id" AS "promo_id", "__house_net_win_before_sum" AS "house_net_win_before_sum", "__house_net_win_after_sum" AS "house_net_win_after_sum"
            FROM (
              SELECT promo_id AS "__promo_id", sumIf(f.house_net_win_base, f.stat_date <= b_to) AS "__house_net_win_before_sum", sumIf(f.house_net_win_base, f.stat_date >= a_from) AS "__house_net_win_after_sum"
              FROM (
                SELECT "member_id", "stat_date", "house_net_win_base"
                FROM "fact_game_day" AS f
                WHERE site_id IN ({p21:Int64}, {p22:Int64}, {p23:Int64}) AND stat_date BETWEEN {p10:Date} AND {p11:Date}
                AND member_id GLOBAL IN (
                  SELECT member_id
                  FROM (
                    SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                    FROM (
                      SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                      FROM (
                        SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                        FROM (
                          SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                          FROM (
                            SELECT promo_id, member_id
                            FROM (
                              SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                              FROM (
                                SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                                FROM (
                                  SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                  FROM (
                                    SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                    FROM fact_bonus
                                    WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                      SELECT promo_id
                                      FROM (
                                        SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                        FROM (
                                          SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                          FROM (
                                            SELECT *
                                            FROM (
                                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                              FROM (
                                                SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                FROM "dim_promo" AS f
                                                WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                              )
                                            )
                                            WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                          )
                                        )
                                      )
                                    )
                                  )
                                  ALL INNER JOIN (
                                    SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                      FROM (
                                        SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                        FROM (
                                          SELECT *
                                          FROM (
                                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                            FROM (
                                              SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                              FROM "dim_promo" AS f
                                              WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                              GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                            )
                                          )
                                          WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                        )
                                      )
                                    )
                                  ) USING ("promo_id")
                                )
                                WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                                GROUP BY "__promo_id", "__member_id"
                              )
                            )
                          )
                          ALL INNER JOIN (
                            SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                            FROM (
                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                              FROM (
                                SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                FROM (
                                  SELECT *
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                    FROM (
                                      SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                      FROM "dim_promo" AS f
                                      WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                      GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                    )
                                  )
                                  WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                )
                              )
                            )
                          ) USING ("promo_id")
                        )
                        ALL INNER JOIN (
                          SELECT member_id, reg_date
                          FROM dim_member
                        ) USING ("member_id")
                      )
                      WHERE reg_date <= b_from
                    )
                  )
                )
              ) AS f
              ALL INNER JOIN (
                SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                FROM (
                  SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                  FROM (
                    SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                    FROM (
                      SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                      FROM (
                        SELECT promo_id, member_id
                        FROM (
                          SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                          FROM (
                            SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                            FROM (
                              SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                              FROM (
                                SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                FROM fact_bonus
                                WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                  SELECT promo_id
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                    FROM (
                                      SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                      FROM (
                                        SELECT *
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                          FROM (
                                            SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                            FROM "dim_promo" AS f
                                            WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                            GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                          )
                                        )
                                        WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                      )
                                    )
                                  )
                                )
                              )
                              ALL INNER JOIN (
                                SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                FROM (
                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                  FROM (
                                    SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                    FROM (
                                      SELECT *
                                      FROM (
                                        SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                        FROM (
                                          SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                          FROM "dim_promo" AS f
                                          WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                          GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                        )
                                      )
                                      WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                    )
                                  )
                                )
                              ) USING ("promo_id")
                            )
                            WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                            GROUP BY "__promo_id", "__member_id"
                          )
                        )
                      )
                      ALL INNER JOIN (
                        SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                        FROM (
                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                          FROM (
                            SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                            FROM (
                              SELECT *
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                FROM (
                                  SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                  FROM "dim_promo" AS f
                                  WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                  GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                )
                              )
                              WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                            )
                          )
                        )
                      ) USING ("promo_id")
                    )
                    ALL INNER JOIN (
                      SELECT member_id, reg_date
                      FROM dim_member
                    ) USING ("member_id")
                  )
                  WHERE reg_date <= b_from
                )
              ) AS c USING (member_id)
              WHERE f.stat_date BETWEEN b_from AND a_to
              GROUP BY "__promo_id"
            )
          ) USING ("promo_id")
        )
      )
    )
  )
) AS res
LIMIT {p24:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-08-24","2026-11-21","2026-11-22",1,2,3,1,2,3,"2026-08-10","2026-11-22",1,2,3,1,2,3,1,2,3,1,2,3,100001]
-- finish: {"parts":{"page":[{"field":"promo_date_start","dir":"desc"},{"field":"promo_id","dir":"asc"}],"chart":{"order":[{"field":"active_lift","dir":"desc"},{"field":"promo_id","dir":"asc"}],"limit":10,"fields":["promo_name","active_lift","dpst_amt_lift","house_net_win_lift","promo_id"]}}}
-- instead above 100000 rows: the page and chart statements apart
-- step totals
SELECT *
FROM (
  SELECT "__participant_count" AS "participant_count", "__effect_member_count" AS "effect_member_count", "__effect_days_after" AS "effect_days_after", "__active_before" AS "active_before", "__active_after" AS "active_after", "__dpst_amt_before" AS "dpst_amt_before", "__dpst_amt_after" AS "dpst_amt_after", "__house_net_win_before" AS "house_net_win_before", "__house_net_win_after" AS "house_net_win_after", "__bonus_amt_after" AS "bonus_amt_after", "__active_lift" AS "active_lift", "__dpst_amt_lift" AS "dpst_amt_lift", "__house_net_win_lift" AS "house_net_win_lift"
  FROM (
    SELECT "participant_count" AS "__participant_count", "effect_member_count" AS "__effect_member_count", "effect_days_after" AS "__effect_days_after", "active_before" AS "__active_before", "active_after" AS "__active_after", "dpst_amt_before" AS "__dpst_amt_before", "dpst_amt_after" AS "__dpst_amt_after", "house_net_win_before" AS "__house_net_win_before", "house_net_win_after" AS "__house_net_win_after", "bonus_amt_after" AS "__bonus_amt_after", ("active_after" - "active_before") / nullif(abs("active_before"), 0) AS "__active_lift", ("dpst_amt_after" - "dpst_amt_before") / nullif(abs("dpst_amt_before"), 0) AS "__dpst_amt_lift", ("house_net_win_after" - "house_net_win_before") / nullif(abs("house_net_win_before"), 0) AS "__house_net_win_lift"
    FROM (
      SELECT "__participant_count" AS "participant_count", "__effect_member_count" AS "effect_member_count", "__effect_days_after" AS "effect_days_after", "__active_before" AS "active_before", "__active_after" AS "active_after", "__dpst_amt_before" AS "dpst_amt_before", "__dpst_amt_after" AS "dpst_amt_after", "__house_net_win_before" AS "house_net_win_before", "__house_net_win_after" AS "house_net_win_after", "__bonus_amt_after" AS "bonus_amt_after"
      FROM (
        SELECT (
          SELECT uniqExact(member_id)
          FROM (
            SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
            FROM (
              SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
              FROM (
                SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                FROM (
                  SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                  FROM fact_bonus
                  WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                    SELECT promo_id
                    FROM (
                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                      FROM (
                        SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                        FROM (
                          SELECT *
                          FROM (
                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                            FROM (
                              SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                              FROM "dim_promo" AS f
                              WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                              GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                            )
                          )
                          WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                        )
                      )
                    )
                  )
                )
                ALL INNER JOIN (
                  SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                  FROM (
                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                    FROM (
                      SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                      FROM (
                        SELECT *
                        FROM (
                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                          FROM (
                            SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                            FROM "dim_promo" AS f
                            WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                            GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                          )
                        )
                        WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                      )
                    )
                  )
                ) USING ("promo_id")
              )
              WHERE stat_date BETWEEN promo_date_start AND promo_date_end
              GROUP BY "__promo_id", "__member_id"
            )
          )
        ) AS "__participant_count", (
          SELECT uniqExact(member_id)
          FROM (
            SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
            FROM (
              SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
              FROM (
                SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                FROM (
                  SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                  FROM (
                    SELECT promo_id, member_id
                    FROM (
                      SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                      FROM (
                        SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                        FROM (
                          SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                          FROM (
                            SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                            FROM fact_bonus
                            WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                              SELECT promo_id
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                FROM (
                                  SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                  FROM (
                                    SELECT *
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                      FROM (
                                        SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                        FROM "dim_promo" AS f
                                        WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                        GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                      )
                                    )
                                    WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                  )
                                )
                              )
                            )
                          )
                          ALL INNER JOIN (
                            SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                            FROM (
                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                              FROM (
                                SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                FROM (
                                  SELECT *
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                    FROM (
                                      SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                      FROM "dim_promo" AS f
                                      WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                      GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                    )
                                  )
                                  WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                )
                              )
                            )
                          ) USING ("promo_id")
                        )
                        WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                        GROUP BY "__promo_id", "__member_id"
                      )
                    )
                  )
                  ALL INNER JOIN (
                    SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                    FROM (
                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                      FROM (
                        SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                        FROM (
                          SELECT *
                          FROM (
                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                            FROM (
                              SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                              FROM "dim_promo" AS f
                              WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                              GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                            )
                          )
                          WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                        )
                      )
                    )
                  ) USING ("promo_id")
                )
                ALL INNER JOIN (
                  SELECT member_id, reg_date
                  FROM dim_member
                ) USING ("member_id")
              )
              WHERE reg_date <= b_from
            )
          )
        ) AS "__effect_member_count", CAST(NULL AS Nullable(Int32)) AS "__effect_days_after", coalesce(sumIf(active_before, effect_days_after = 14), 0) AS "__active_before", coalesce(sumIf(active_after, effect_days_after = 14), 0) AS "__active_after", coalesce(sumIf(dpst_amt_before, effect_days_after = 14), 0) AS "__dpst_amt_before", coalesce(sumIf(dpst_amt_after, effect_days_after = 14), 0) AS "__dpst_amt_after", coalesce(sumIf(house_net_win_before, effect_days_after = 14), 0) AS "__house_net_win_before", coalesce(sumIf(house_net_win_after, effect_days_after = 14), 0) AS "__house_net_win_after", coalesce(sumIf(bonus_amt_after, effect_days_after = 14), 0) AS "__bonus_amt_after"
        FROM (
          SELECT "__promo_id" AS "promo_id", "__promo_name" AS "promo_name", "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", "__participant_count" AS "participant_count", "__effect_member_count" AS "effect_member_count", "__effect_days_after" AS "effect_days_after", "__active_before" AS "active_before", "__active_after" AS "active_after", "__dpst_amt_before" AS "dpst_amt_before", "__dpst_amt_after" AS "dpst_amt_after", "__house_net_win_before" AS "house_net_win_before", "__house_net_win_after" AS "house_net_win_after", "__bonus_amt_after" AS "bonus_amt_after"
          FROM (
            SELECT "promo_id" AS "__promo_id", "promo_name" AS "__promo_name", "promo_type" AS "__promo_type", "promo_sub_type" AS "__promo_sub_type", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", "site_id" AS "__site_id", "site_name" AS "__site_name", "site_currency" AS "__site_currency", coalesce(pc_n, 0) AS "__participant_count", coalesce(cc_n, 0) AS "__effect_member_count", effect_days_after AS "__effect_days_after", coalesce(active_before_sum, 0) / 14 AS "__active_before", coalesce(active_after_sum, 0) / nullif(effect_days_after, 0) AS "__active_after", coalesce(dpst_amt_before_sum, 0) / 14 AS "__dpst_amt_before", coalesce(dpst_amt_after_sum, 0) / nullif(effect_days_after, 0) AS "__dpst_amt_after", coalesce(house_net_win_before_sum, 0) / 14 AS "__house_net_win_before", coalesce(house_net_win_after_sum, 0) / nullif(effect_days_after, 0) AS "__house_net_win_after", coalesce(pc_bonus_after, 0) / nullif(effect_days_after, 0) AS "__bonus_amt_after"
            FROM (
              SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "b_from", "b_to", "a_from", "a_to", "effect_days_after", "pc_n", "pc_bonus_after", "cc_n", "active_before_sum", "active_after_sum", "dpst_amt_before_sum", "dpst_amt_after_sum", "house_net_win_before_sum", "house_net_win_after_sum"
              FROM (
                SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "b_from", "b_to", "a_from", "a_to", "effect_days_after", "pc_n", "pc_bonus_after", "cc_n", "active_before_sum", "active_after_sum", "dpst_amt_before_sum", "dpst_amt_after_sum"
                FROM (
                  SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "b_from", "b_to", "a_from", "a_to", "effect_days_after", "pc_n", "pc_bonus_after", "cc_n", "active_before_sum", "active_after_sum"
                  FROM (
                    SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "b_from", "b_to", "a_from", "a_to", "effect_days_after", "pc_n", "pc_bonus_after", "cc_n"
                    FROM (
                      SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "b_from", "b_to", "a_from", "a_to", "effect_days_after", "pc_n", "pc_bonus_after"
                      FROM (
                        SELECT "__promo_id" AS "promo_id", "__promo_name" AS "promo_name", "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                        FROM (
                          SELECT "promo_id" AS "__promo_id", "promo_name" AS "__promo_name", "promo_type" AS "__promo_type", "promo_sub_type" AS "__promo_sub_type", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", "site_id" AS "__site_id", "site_name" AS "__site_name", "site_currency" AS "__site_currency", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
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
                                WHERE f.site_id IN ({p4:Int64}, {p5:Int64}, {p6:Int64})
                                GROUP BY "__promo_id", "__promo_name", "__promo_type", "__promo_sub_type", "__promo_date_start", "__promo_date_end", "__site_id", "__site_name", "__site_currency"
                              )
                            )
                            WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                          )
                        )
                      )
                      ALL LEFT JOIN (
                        SELECT "__promo_id" AS "promo_id", "__pc_n" AS "pc_n", "__pc_bonus_after" AS "pc_bonus_after"
                        FROM (
                          SELECT promo_id AS "__promo_id", count() AS "__pc_n", sum(bonus_after) AS "__pc_bonus_after"
                          FROM (
                            SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                            FROM (
                              SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                              FROM (
                                SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                FROM (
                                  SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                  FROM fact_bonus
                                  WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                    SELECT promo_id
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                      FROM (
                                        SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                        FROM (
                                          SELECT *
                                          FROM (
                                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                            FROM (
                                              SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                              FROM "dim_promo" AS f
                                              WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                              GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                            )
                                          )
                                          WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                        )
                                      )
                                    )
                                  )
                                )
                                ALL INNER JOIN (
                                  SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                    FROM (
                                      SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                      FROM (
                                        SELECT *
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                          FROM (
                                            SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                            FROM "dim_promo" AS f
                                            WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                            GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                          )
                                        )
                                        WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                      )
                                    )
                                  )
                                ) USING ("promo_id")
                              )
                              WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                              GROUP BY "__promo_id", "__member_id"
                            )
                          )
                          GROUP BY "__promo_id"
                        )
                      ) USING ("promo_id")
                    )
                    ALL LEFT JOIN (
                      SELECT "__promo_id" AS "promo_id", "__cc_n" AS "cc_n"
                      FROM (
                        SELECT promo_id AS "__promo_id", count() AS "__cc_n"
                        FROM (
                          SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                          FROM (
                            SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                            FROM (
                              SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                              FROM (
                                SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                                FROM (
                                  SELECT promo_id, member_id
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                                    FROM (
                                      SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                                      FROM (
                                        SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                        FROM (
                                          SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                          FROM fact_bonus
                                          WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                            SELECT promo_id
                                            FROM (
                                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                              FROM (
                                                SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                                FROM (
                                                  SELECT *
                                                  FROM (
                                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                    FROM (
                                                      SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                      FROM "dim_promo" AS f
                                                      WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                      GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                    )
                                                  )
                                                  WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                                )
                                              )
                                            )
                                          )
                                        )
                                        ALL INNER JOIN (
                                          SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                          FROM (
                                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                            FROM (
                                              SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                              FROM (
                                                SELECT *
                                                FROM (
                                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                  FROM (
                                                    SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                    FROM "dim_promo" AS f
                                                    WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                    GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                  )
                                                )
                                                WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                              )
                                            )
                                          )
                                        ) USING ("promo_id")
                                      )
                                      WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                                      GROUP BY "__promo_id", "__member_id"
                                    )
                                  )
                                )
                                ALL INNER JOIN (
                                  SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                    FROM (
                                      SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                      FROM (
                                        SELECT *
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                          FROM (
                                            SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                            FROM "dim_promo" AS f
                                            WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                            GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                          )
                                        )
                                        WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                      )
                                    )
                                  )
                                ) USING ("promo_id")
                              )
                              ALL INNER JOIN (
                                SELECT member_id, reg_date
                                FROM dim_member
                              ) USING ("member_id")
                            )
                            WHERE reg_date <= b_from
                          )
                        )
                        GROUP BY "__promo_id"
                      )
                    ) USING ("promo_id")
                  )
                  ALL LEFT JOIN (
                    SELECT "__promo_id" AS "promo_id", "__active_before_sum" AS "active_before_sum", "__active_after_sum" AS "active_after_sum"
                    FROM (
                      SELECT promo_id AS "__promo_id", sum(bitCount(bitAnd(login_dau, before_mask))) AS "__active_before_sum", sum(bitCount(bitAnd(login_dau, after_mask))) AS "__active_after_sum"
                      FROM (
                        SELECT member_id, month, login_dau
                        FROM "rollup_login_activity" AS f
                        WHERE site_id IN ({p15:Int64}, {p16:Int64}, {p17:Int64}) AND month BETWEEN toStartOfMonth({p10:Date}) AND {p11:Date}
                      ) AS f
                      ALL INNER JOIN (
                        SELECT "promo_id", "member_id", "month", "before_mask", "after_mask"
                        FROM (
                          SELECT promo_id, member_id
                          FROM (
                            SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                            FROM (
                              SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                              FROM (
                                SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                                FROM (
                                  SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                                  FROM (
                                    SELECT promo_id, member_id
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                                      FROM (
                                        SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                                        FROM (
                                          SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                          FROM (
                                            SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                            FROM fact_bonus
                                            WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                              SELECT promo_id
                                              FROM (
                                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                                FROM (
                                                  SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                                  FROM (
                                                    SELECT *
                                                    FROM (
                                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                      FROM (
                                                        SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                        FROM "dim_promo" AS f
                                                        WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                        GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                      )
                                                    )
                                                    WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                                  )
                                                )
                                              )
                                            )
                                          )
                                          ALL INNER JOIN (
                                            SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                            FROM (
                                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                              FROM (
                                                SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                                FROM (
                                                  SELECT *
                                                  FROM (
                                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                    FROM (
                                                      SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                      FROM "dim_promo" AS f
                                                      WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                      GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                    )
                                                  )
                                                  WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                                )
                                              )
                                            )
                                          ) USING ("promo_id")
                                        )
                                        WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                                        GROUP BY "__promo_id", "__member_id"
                                      )
                                    )
                                  )
                                  ALL INNER JOIN (
                                    SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                      FROM (
                                        SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                        FROM (
                                          SELECT *
                                          FROM (
                                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                            FROM (
                                              SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                              FROM "dim_promo" AS f
                                              WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                              GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                            )
                                          )
                                          WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                        )
                                      )
                                    )
                                  ) USING ("promo_id")
                                )
                                ALL INNER JOIN (
                                  SELECT member_id, reg_date
                                  FROM dim_member
                                ) USING ("member_id")
                              )
                              WHERE reg_date <= b_from
                            )
                          )
                        )
                        ALL INNER JOIN (
                          SELECT promo_id, month, if(greatest(b_from, month) <= least(b_to, addDays(addMonths(month, 1), -1)), toUInt64(bitShiftLeft(toUInt64(1), toDayOfMonth(least(b_to, addDays(addMonths(month, 1), -1)))) - bitShiftLeft(toUInt64(1), toDayOfMonth(greatest(b_from, month)) - 1)), toUInt64(0)) AS before_mask, if(greatest(a_from, month) <= least(a_to, addDays(addMonths(month, 1), -1)), toUInt64(bitShiftLeft(toUInt64(1), toDayOfMonth(least(a_to, addDays(addMonths(month, 1), -1)))) - bitShiftLeft(toUInt64(1), toDayOfMonth(greatest(a_from, month)) - 1)), toUInt64(0)) AS after_mask
                          FROM (
                            SELECT promo_id, b_from, b_to, a_from, a_to, arrayJoin(arrayMap(i -> addMonths(toStartOfMonth(b_from), i), range(toUInt32((toYear(a_to) * 12 + toMonth(a_to)) - (toYear(b_from) * 12 + toMonth(b_from)) + 1)))) AS month
                            FROM (
                              SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                FROM (
                                  SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                  FROM (
                                    SELECT *
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                      FROM (
                                        SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                        FROM "dim_promo" AS f
                                        WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                        GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                      )
                                    )
                                    WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                  )
                                )
                              )
                            )
                          )
                        ) USING ("promo_id")
                      ) AS c USING (member_id, month)
                      GROUP BY "__promo_id"
                    )
                  ) USING ("promo_id")
                )
                ALL LEFT JOIN (
                  SELECT "__promo_id" AS "promo_id", "__dpst_amt_before_sum" AS "dpst_amt_before_sum", "__dpst_amt_after_sum" AS "dpst_amt_after_sum"
                  FROM (
                    SELECT promo_id AS "__promo_id", sumIf(f.amount_base, f.stat_date <= b_to AND (f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')) AS "__dpst_amt_before_sum", sumIf(f.amount_base, f.stat_date >= a_from AND (f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')) AS "__dpst_amt_after_sum"
                    FROM (
                      SELECT "member_id", "stat_date", "amount_base", "trans_type", "trans_status"
                      FROM "fact_transaction" AS f
                      WHERE site_id IN ({p18:Int64}, {p19:Int64}, {p20:Int64}) AND stat_date BETWEEN {p10:Date} AND {p11:Date}
                      AND member_id GLOBAL IN (
                        SELECT member_id
                        FROM (
                          SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                          FROM (
                            SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                            FROM (
                              SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                              FROM (
                                SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                                FROM (
                                  SELECT promo_id, member_id
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                                    FROM (
                                      SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                                      FROM (
                                        SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                        FROM (
                                          SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                          FROM fact_bonus
                                          WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                            SELECT promo_id
                                            FROM (
                                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                              FROM (
                                                SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                                FROM (
                                                  SELECT *
                                                  FROM (
                                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                    FROM (
                                                      SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                      FROM "dim_promo" AS f
                                                      WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                      GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                    )
                                                  )
                                                  WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                                )
                                              )
                                            )
                                          )
                                        )
                                        ALL INNER JOIN (
                                          SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                          FROM (
                                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                            FROM (
                                              SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                              FROM (
                                                SELECT *
                                                FROM (
                                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                  FROM (
                                                    SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                    FROM "dim_promo" AS f
                                                    WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                    GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                  )
                                                )
                                                WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                              )
                                            )
                                          )
                                        ) USING ("promo_id")
                                      )
                                      WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                                      GROUP BY "__promo_id", "__member_id"
                                    )
                                  )
                                )
                                ALL INNER JOIN (
                                  SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                    FROM (
                                      SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                      FROM (
                                        SELECT *
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                          FROM (
                                            SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                            FROM "dim_promo" AS f
                                            WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                            GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                          )
                                        )
                                        WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                      )
                                    )
                                  )
                                ) USING ("promo_id")
                              )
                              ALL INNER JOIN (
                                SELECT member_id, reg_date
                                FROM dim_member
                              ) USING ("member_id")
                            )
                            WHERE reg_date <= b_from
                          )
                        )
                      )
                    ) AS f
                    ALL INNER JOIN (
                      SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                      FROM (
                        SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                        FROM (
                          SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                          FROM (
                            SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                            FROM (
                              SELECT promo_id, member_id
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                                FROM (
                                  SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                                  FROM (
                                    SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                    FROM (
                                      SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                      FROM fact_bonus
                                      WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                        SELECT promo_id
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                          FROM (
                                            SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                            FROM (
                                              SELECT *
                                              FROM (
                                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                FROM (
                                                  SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                  FROM "dim_promo" AS f
                                                  WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                  GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                )
                                              )
                                              WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                            )
                                          )
                                        )
                                      )
                                    )
                                    ALL INNER JOIN (
                                      SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                      FROM (
                                        SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                        FROM (
                                          SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                          FROM (
                                            SELECT *
                                            FROM (
                                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                              FROM (
                                                SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                FROM "dim_promo" AS f
                                                WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                              )
                                            )
                                            WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                          )
                                        )
                                      )
                                    ) USING ("promo_id")
                                  )
                                  WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                                  GROUP BY "__promo_id", "__member_id"
                                )
                              )
                            )
                            ALL INNER JOIN (
                              SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                FROM (
                                  SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                  FROM (
                                    SELECT *
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                      FROM (
                                        SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                        FROM "dim_promo" AS f
                                        WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                        GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                      )
                                    )
                                    WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                  )
                                )
                              )
                            ) USING ("promo_id")
                          )
                          ALL INNER JOIN (
                            SELECT member_id, reg_date
                            FROM dim_member
                          ) USING ("member_id")
                        )
                        WHERE reg_date <= b_from
                      )
                    ) AS c USING (member_id)
                    WHERE f.stat_date BETWEEN b_from AND a_to
                    GROUP BY "__promo_id"
                  )
                ) USING ("promo_id")
              )
              ALL LEFT JOIN (
                SELECT "__promo_id" AS "promo_id", "__house_net_win_before_sum" AS "house_net_win_before_sum", "__house_net_win_after_sum" AS "house_net_win_after_sum"
                FROM (
                  SELECT promo_id AS "__promo_id", sumIf(f.house_net_win_base, f.stat_date <= b_to) AS "__house_net_win_before_sum", sumIf(f.house_net_win_base, f.stat_date >= a_from) AS "__house_net_win_after_sum"
                  FROM (
                    SELECT "member_id", "stat_date", "house_net_win_base"
                    FROM "fact_game_day" AS f
                    WHERE site_id IN ({p21:Int64}, {p22:Int64}, {p23:Int64}) AND stat_date BETWEEN {p10:Date} AND {p11:Date}
                    AND member_id GLOBAL IN (
                      SELECT member_id
                      FROM (
                        SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                        FROM (
                          SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                          FROM (
                            SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                            FROM (
                              SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                              FROM (
                                SELECT promo_id, member_id
                                FROM (
                                  SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                                  FROM (
                                    SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                                    FROM (
                                      SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                      FROM (
                                        SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                        FROM fact_bonus
                                        WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                          SELECT promo_id
                                          FROM (
                                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                            FROM (
                                              SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                              FROM (
                                                SELECT *
                                                FROM (
                                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                  FROM (
                                                    SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                    FROM "dim_promo" AS f
                                                    WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                    GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                  )
                                                )
                                                WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                              )
                                            )
                                          )
                                        )
                                      )
                                      ALL INNER JOIN (
                                        SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                          FROM (
                                            SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                            FROM (
                                              SELECT *
                                              FROM (
                                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                                FROM (
                                                  SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                  FROM "dim_promo" AS f
                                                  WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                  GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                                )
                                              )
                                              WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                            )
                                          )
                                        )
                                      ) USING ("promo_id")
                                    )
                                    WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                                    GROUP BY "__promo_id", "__member_id"
                                  )
                                )
                              )
                              ALL INNER JOIN (
                                SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                                FROM (
                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                  FROM (
                                    SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                    FROM (
                                      SELECT *
                                      FROM (
                                        SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                        FROM (
                                          SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                          FROM "dim_promo" AS f
                                          WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                          GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                        )
                                      )
                                      WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                    )
                                  )
                                )
                              ) USING ("promo_id")
                            )
                            ALL INNER JOIN (
                              SELECT member_id, reg_date
                              FROM dim_member
                            ) USING ("member_id")
                          )
                          WHERE reg_date <= b_from
                        )
                      )
                    )
                  ) AS f
                  ALL INNER JOIN (
                    SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to"
                    FROM (
                      SELECT "promo_id" AS "__promo_id", "member_id" AS "__member_id", "b_from" AS "__b_from", "b_to" AS "__b_to", "a_from" AS "__a_from", "a_to" AS "__a_to"
                      FROM (
                        SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to", "reg_date"
                        FROM (
                          SELECT "promo_id", "member_id", "b_from", "b_to", "a_from", "a_to"
                          FROM (
                            SELECT promo_id, member_id
                            FROM (
                              SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__bonus_after" AS "bonus_after"
                              FROM (
                                SELECT promo_id AS "__promo_id", member_id AS "__member_id", sumIf(bonus_value, stat_date <= a_to) AS "__bonus_after"
                                FROM (
                                  SELECT "promo_id", "member_id", "stat_date", "bonus_value", "promo_date_start", "promo_date_end", "a_to"
                                  FROM (
                                    SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                    FROM fact_bonus
                                    WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND promo_id IN (
                                      SELECT promo_id
                                      FROM (
                                        SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                        FROM (
                                          SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                          FROM (
                                            SELECT *
                                            FROM (
                                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                              FROM (
                                                SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                                FROM "dim_promo" AS f
                                                WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                                GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                              )
                                            )
                                            WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                          )
                                        )
                                      )
                                    )
                                  )
                                  ALL INNER JOIN (
                                    SELECT "promo_id", "promo_date_start", "promo_date_end", "a_to"
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                                      FROM (
                                        SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                        FROM (
                                          SELECT *
                                          FROM (
                                            SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                            FROM (
                                              SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                              FROM "dim_promo" AS f
                                              WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                              GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                            )
                                          )
                                          WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                        )
                                      )
                                    )
                                  ) USING ("promo_id")
                                )
                                WHERE stat_date BETWEEN promo_date_start AND promo_date_end
                                GROUP BY "__promo_id", "__member_id"
                              )
                            )
                          )
                          ALL INNER JOIN (
                            SELECT "promo_id", "b_from", "b_to", "a_from", "a_to"
                            FROM (
                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__b_from" AS "b_from", "__b_to" AS "b_to", "__a_from" AS "a_from", "__a_to" AS "a_to", "__effect_days_after" AS "effect_days_after"
                              FROM (
                                SELECT "promo_id" AS "__promo_id", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", promo_date_start - 14 AS "__b_from", promo_date_start - 1 AS "__b_to", promo_date_start AS "__a_from", least(promo_date_start + 13, {p3:Date}) AS "__a_to", greatest(0, least(promo_date_start + 13, {p3:Date}) - promo_date_start + 1) AS "__effect_days_after"
                                FROM (
                                  SELECT *
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                    FROM (
                                      SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                      FROM "dim_promo" AS f
                                      WHERE f.site_id IN ({p7:Int64}, {p8:Int64}, {p9:Int64})
                                      GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                    )
                                  )
                                  WHERE promo_date_start BETWEEN {p1:Date} AND {p2:Date}
                                )
                              )
                            )
                          ) USING ("promo_id")
                        )
                        ALL INNER JOIN (
                          SELECT member_id, reg_date
                          FROM dim_member
                        ) USING ("member_id")
                      )
                      WHERE reg_date <= b_from
                    )
                  ) AS c USING (member_id)
                  WHERE f.stat_date BETWEEN b_from AND a_to
                  GROUP BY "__promo_id"
                )
              ) USING ("promo_id")
            )
          )
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: ["2026-08-24","2026-11-21","2026-11-22",1,2,3,1,2,3,"2026-08-10","2026-11-22",1,2,3,1,2,3,1,2,3,1,2,3]
-- finish: {"cap":1000000}