-- promo_entire: sources dim_promo, fact_bonus, rollup_gaming_member_day
-- step pageAndChart
SELECT *
FROM (
  SELECT *, count() OVER () AS __total, row_number() OVER (ORDER BY "bonus_amt" DESC NULLS LAST, "promo_id" ASC) AS __page_row, row_number() OVER (ORDER BY "bonus_amt" DESC NULLS LAST, "promo_id" ASC) AS __chart_row
  FROM (
    SELECT "__promo_id" AS "promo_id", "__promo_name" AS "promo_name", "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", "__claim_count" AS "claim_count", "__participant_count" AS "participant_count", "__bonus_amt" AS "bonus_amt", "__part_apv_bet" AS "part_apv_bet", "__part_house_net_win" AS "part_house_net_win", "__bonus_per_user" AS "bonus_per_user", "__bonus_rate" AS "bonus_rate", "__part_profit" AS "part_profit"
    FROM (
      SELECT "promo_id" AS "__promo_id", "promo_name" AS "__promo_name", "promo_type" AS "__promo_type", "promo_sub_type" AS "__promo_sub_type", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", "site_id" AS "__site_id", "site_name" AS "__site_name", "site_currency" AS "__site_currency", "claim_count" AS "__claim_count", "participant_count" AS "__participant_count", "bonus_amt" AS "__bonus_amt", "part_apv_bet" AS "__part_apv_bet", "part_house_net_win" AS "__part_house_net_win", bonus_amt / nullif(participant_count, 0) AS "__bonus_per_user", bonus_amt / nullif(part_house_net_win, 0) AS "__bonus_rate", part_house_net_win - bonus_amt AS "__part_profit"
      FROM (
        SELECT "__promo_id" AS "promo_id", "__promo_name" AS "promo_name", "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", "__claim_count" AS "claim_count", "__participant_count" AS "participant_count", "__bonus_amt" AS "bonus_amt", "__part_apv_bet" AS "part_apv_bet", "__part_house_net_win" AS "part_house_net_win"
        FROM (
          SELECT "promo_id" AS "__promo_id", "promo_name" AS "__promo_name", "promo_type" AS "__promo_type", "promo_sub_type" AS "__promo_sub_type", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", "site_id" AS "__site_id", "site_name" AS "__site_name", "site_currency" AS "__site_currency", coalesce(claims, 0) AS "__claim_count", coalesce(participants, 0) AS "__participant_count", coalesce(bonus, 0) AS "__bonus_amt", coalesce(apv, 0) AS "__part_apv_bet", coalesce(win, 0) AS "__part_house_net_win"
          FROM (
            SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "participants", "claims", "bonus", "apv", "win"
            FROM (
              SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "participants", "claims", "bonus"
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
              ALL LEFT JOIN (
                SELECT "__promo_id" AS "promo_id", "__participants" AS "participants", "__claims" AS "claims", "__bonus" AS "bonus"
                FROM (
                  SELECT promo_id AS "__promo_id", count() AS "__participants", sum(n) AS "__claims", sum(bonus) AS "__bonus"
                  FROM (
                    SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__n" AS "n", "__bonus" AS "bonus"
                    FROM (
                      SELECT promo_id AS "__promo_id", member_id AS "__member_id", count() AS "__n", sum(bonus_value) AS "__bonus"
                      FROM (
                        SELECT "promo_id", "member_id", "stat_date", "bonus_value", "w_from", "w_to"
                        FROM (
                          SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                          FROM fact_bonus
                          WHERE site_id IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                        )
                        ALL INNER JOIN (
                          SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                          FROM (
                            SELECT *
                            FROM (
                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                              FROM (
                                SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                FROM "dim_promo" AS f
                                WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                              )
                            )
                            WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                          )
                        ) USING ("promo_id")
                      )
                      WHERE stat_date BETWEEN w_from AND w_to
                      GROUP BY "__promo_id", "__member_id"
                    )
                  )
                  GROUP BY "__promo_id"
                )
              ) USING ("promo_id")
            )
            ALL LEFT JOIN (
              SELECT "__promo_id" AS "promo_id", "__apv" AS "apv", "__win" AS "win"
              FROM (
                SELECT promo_id AS "__promo_id", sum(apv_value) AS "__apv", sum(win_value) AS "__win"
                FROM (
                  SELECT arrayJoin(arrayFilter(w -> stat_date BETWEEN w.2 AND w.3, ws)).1 AS promo_id, apv_value, win_value
                  FROM (
                    SELECT "member_id", "stat_date", "apv_value", "win_value", "ws"
                    FROM (
                      SELECT f.member_id AS member_id, f.stat_date AS stat_date, f.apv_bet AS apv_value, f.house_net_win AS win_value
                      FROM "rollup_gaming_member_day" AS f
                      WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date} AND member_id GLOBAL IN (
                        SELECT member_id
                        FROM (
                          SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__n" AS "n", "__bonus" AS "bonus"
                          FROM (
                            SELECT promo_id AS "__promo_id", member_id AS "__member_id", count() AS "__n", sum(bonus_value) AS "__bonus"
                            FROM (
                              SELECT "promo_id", "member_id", "stat_date", "bonus_value", "w_from", "w_to"
                              FROM (
                                SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                FROM fact_bonus
                                WHERE site_id IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                              )
                              ALL INNER JOIN (
                                SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                                FROM (
                                  SELECT *
                                  FROM (
                                    SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                    FROM (
                                      SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                      FROM "dim_promo" AS f
                                      WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                      GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                    )
                                  )
                                  WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                                )
                              ) USING ("promo_id")
                            )
                            WHERE stat_date BETWEEN w_from AND w_to
                            GROUP BY "__promo_id", "__member_id"
                          )
                        )
                      )
                    )
                    ALL INNER JOIN (
                      SELECT "__member_id" AS "member_id", "__ws" AS "ws"
                      FROM (
                        SELECT member_id AS "__member_id", groupArray((promo_id, w_from, w_to)) AS "__ws"
                        FROM (
                          SELECT "promo_id", "member_id", "w_from", "w_to"
                          FROM (
                            SELECT promo_id, member_id
                            FROM (
                              SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__n" AS "n", "__bonus" AS "bonus"
                              FROM (
                                SELECT promo_id AS "__promo_id", member_id AS "__member_id", count() AS "__n", sum(bonus_value) AS "__bonus"
                                FROM (
                                  SELECT "promo_id", "member_id", "stat_date", "bonus_value", "w_from", "w_to"
                                  FROM (
                                    SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                    FROM fact_bonus
                                    WHERE site_id IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                                  )
                                  ALL INNER JOIN (
                                    SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                                    FROM (
                                      SELECT *
                                      FROM (
                                        SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                        FROM (
                                          SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                          FROM "dim_promo" AS f
                                          WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                          GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                        )
                                      )
                                      WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                                    )
                                  ) USING ("promo_id")
                                )
                                WHERE stat_date BETWEEN w_from AND w_to
                                GROUP BY "__promo_id", "__member_id"
                              )
                            )
                          )
                          ALL INNER JOIN (
                            SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                            FROM (
                              SELECT *
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                FROM (
                                  SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                  FROM "dim_promo" AS f
                                  WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                  GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                )
                              )
                              WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                            )
                          ) USING ("promo_id")
                        )
                        GROUP BY "__member_id"
                      )
                    ) USING ("member_id")
                  )
                )
                GROUP BY "__promo_id"
              )
            ) USING ("promo_id")
          )
        )
      )
    )
  ) AS res
)
WHERE __page_row > {p15:Int64} AND __page_row <= {p16:Int64} OR __chart_row <= {p17:Int64}
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23","2026-11-21",1,2,3,1,2,3,1,2,3,1,2,3,0,50,10]
-- finish: {"numbered":{"page":{"offset":0,"limit":50},"chart":{"limit":10,"fields":["promo_name","bonus_amt","part_house_net_win","promo_id"]}}}
-- step totals
SELECT *
FROM (
  SELECT "__claim_count" AS "claim_count", "__participant_count" AS "participant_count", "__bonus_amt" AS "bonus_amt", "__part_apv_bet" AS "part_apv_bet", "__part_house_net_win" AS "part_house_net_win", "__bonus_per_user" AS "bonus_per_user", "__bonus_rate" AS "bonus_rate", "__part_profit" AS "part_profit"
  FROM (
    SELECT "claim_count" AS "__claim_count", "participant_count" AS "__participant_count", "bonus_amt" AS "__bonus_amt", "part_apv_bet" AS "__part_apv_bet", "part_house_net_win" AS "__part_house_net_win", bonus_amt / nullif(participant_count, 0) AS "__bonus_per_user", bonus_amt / nullif(part_house_net_win, 0) AS "__bonus_rate", part_house_net_win - bonus_amt AS "__part_profit"
    FROM (
      SELECT "__claim_count" AS "claim_count", "__participant_count" AS "participant_count", "__bonus_amt" AS "bonus_amt", "__part_apv_bet" AS "part_apv_bet", "__part_house_net_win" AS "part_house_net_win"
      FROM (
        SELECT coalesce(sum(claim_count), 0) AS "__claim_count", (
          SELECT uniqExact(member_id)
          FROM (
            SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__n" AS "n", "__bonus" AS "bonus"
            FROM (
              SELECT promo_id AS "__promo_id", member_id AS "__member_id", count() AS "__n", sum(bonus_value) AS "__bonus"
              FROM (
                SELECT "promo_id", "member_id", "stat_date", "bonus_value", "w_from", "w_to"
                FROM (
                  SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                  FROM fact_bonus
                  WHERE site_id IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                )
                ALL INNER JOIN (
                  SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                  FROM (
                    SELECT *
                    FROM (
                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                      FROM (
                        SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                        FROM "dim_promo" AS f
                        WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                        GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                      )
                    )
                    WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                  )
                ) USING ("promo_id")
              )
              WHERE stat_date BETWEEN w_from AND w_to
              GROUP BY "__promo_id", "__member_id"
            )
          )
        ) AS "__participant_count", coalesce(sum(bonus_amt), 0) AS "__bonus_amt", coalesce(any(play_apv), 0) AS "__part_apv_bet", coalesce(any(play_win), 0) AS "__part_house_net_win"
        FROM (
          SELECT "__promo_id" AS "promo_id", "__promo_name" AS "promo_name", "__promo_type" AS "promo_type", "__promo_sub_type" AS "promo_sub_type", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end", "__site_id" AS "site_id", "__site_name" AS "site_name", "__site_currency" AS "site_currency", "__claim_count" AS "claim_count", "__participant_count" AS "participant_count", "__bonus_amt" AS "bonus_amt", "__part_apv_bet" AS "part_apv_bet", "__part_house_net_win" AS "part_house_net_win"
          FROM (
            SELECT "promo_id" AS "__promo_id", "promo_name" AS "__promo_name", "promo_type" AS "__promo_type", "promo_sub_type" AS "__promo_sub_type", "promo_date_start" AS "__promo_date_start", "promo_date_end" AS "__promo_date_end", "site_id" AS "__site_id", "site_name" AS "__site_name", "site_currency" AS "__site_currency", coalesce(claims, 0) AS "__claim_count", coalesce(participants, 0) AS "__participant_count", coalesce(bonus, 0) AS "__bonus_amt", coalesce(apv, 0) AS "__part_apv_bet", coalesce(win, 0) AS "__part_house_net_win"
            FROM (
              SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "participants", "claims", "bonus", "apv", "win"
              FROM (
                SELECT "promo_id", "promo_name", "promo_type", "promo_sub_type", "promo_date_start", "promo_date_end", "site_id", "site_name", "site_currency", "participants", "claims", "bonus"
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
                ALL LEFT JOIN (
                  SELECT "__promo_id" AS "promo_id", "__participants" AS "participants", "__claims" AS "claims", "__bonus" AS "bonus"
                  FROM (
                    SELECT promo_id AS "__promo_id", count() AS "__participants", sum(n) AS "__claims", sum(bonus) AS "__bonus"
                    FROM (
                      SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__n" AS "n", "__bonus" AS "bonus"
                      FROM (
                        SELECT promo_id AS "__promo_id", member_id AS "__member_id", count() AS "__n", sum(bonus_value) AS "__bonus"
                        FROM (
                          SELECT "promo_id", "member_id", "stat_date", "bonus_value", "w_from", "w_to"
                          FROM (
                            SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                            FROM fact_bonus
                            WHERE site_id IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                          )
                          ALL INNER JOIN (
                            SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                            FROM (
                              SELECT *
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                FROM (
                                  SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                  FROM "dim_promo" AS f
                                  WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                  GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                )
                              )
                              WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                            )
                          ) USING ("promo_id")
                        )
                        WHERE stat_date BETWEEN w_from AND w_to
                        GROUP BY "__promo_id", "__member_id"
                      )
                    )
                    GROUP BY "__promo_id"
                  )
                ) USING ("promo_id")
              )
              ALL LEFT JOIN (
                SELECT "__promo_id" AS "promo_id", "__apv" AS "apv", "__win" AS "win"
                FROM (
                  SELECT promo_id AS "__promo_id", sum(apv_value) AS "__apv", sum(win_value) AS "__win"
                  FROM (
                    SELECT arrayJoin(arrayFilter(w -> stat_date BETWEEN w.2 AND w.3, ws)).1 AS promo_id, apv_value, win_value
                    FROM (
                      SELECT "member_id", "stat_date", "apv_value", "win_value", "ws"
                      FROM (
                        SELECT f.member_id AS member_id, f.stat_date AS stat_date, f.apv_bet AS apv_value, f.house_net_win AS win_value
                        FROM "rollup_gaming_member_day" AS f
                        WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date} AND member_id GLOBAL IN (
                          SELECT member_id
                          FROM (
                            SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__n" AS "n", "__bonus" AS "bonus"
                            FROM (
                              SELECT promo_id AS "__promo_id", member_id AS "__member_id", count() AS "__n", sum(bonus_value) AS "__bonus"
                              FROM (
                                SELECT "promo_id", "member_id", "stat_date", "bonus_value", "w_from", "w_to"
                                FROM (
                                  SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                  FROM fact_bonus
                                  WHERE site_id IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                                )
                                ALL INNER JOIN (
                                  SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                                  FROM (
                                    SELECT *
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                      FROM (
                                        SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                        FROM "dim_promo" AS f
                                        WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                        GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                      )
                                    )
                                    WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                                  )
                                ) USING ("promo_id")
                              )
                              WHERE stat_date BETWEEN w_from AND w_to
                              GROUP BY "__promo_id", "__member_id"
                            )
                          )
                        )
                      )
                      ALL INNER JOIN (
                        SELECT "__member_id" AS "member_id", "__ws" AS "ws"
                        FROM (
                          SELECT member_id AS "__member_id", groupArray((promo_id, w_from, w_to)) AS "__ws"
                          FROM (
                            SELECT "promo_id", "member_id", "w_from", "w_to"
                            FROM (
                              SELECT promo_id, member_id
                              FROM (
                                SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__n" AS "n", "__bonus" AS "bonus"
                                FROM (
                                  SELECT promo_id AS "__promo_id", member_id AS "__member_id", count() AS "__n", sum(bonus_value) AS "__bonus"
                                  FROM (
                                    SELECT "promo_id", "member_id", "stat_date", "bonus_value", "w_from", "w_to"
                                    FROM (
                                      SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                      FROM fact_bonus
                                      WHERE site_id IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                                    )
                                    ALL INNER JOIN (
                                      SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                                      FROM (
                                        SELECT *
                                        FROM (
                                          SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                          FROM (
                                            SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                            FROM "dim_promo" AS f
                                            WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                            GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                          )
                                        )
                                        WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                                      )
                                    ) USING ("promo_id")
                                  )
                                  WHERE stat_date BETWEEN w_from AND w_to
                                  GROUP BY "__promo_id", "__member_id"
                                )
                              )
                            )
                            ALL INNER JOIN (
                              SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                              FROM (
                                SELECT *
                                FROM (
                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                  FROM (
                                    SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                    FROM "dim_promo" AS f
                                    WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                    GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                  )
                                )
                                WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                              )
                            ) USING ("promo_id")
                          )
                          GROUP BY "__member_id"
                        )
                      ) USING ("member_id")
                    )
                  )
                  GROUP BY "__promo_id"
                )
              ) USING ("promo_id")
            )
          )
        )
        CROSS JOIN (
          SELECT "__play_apv" AS "play_apv", "__play_win" AS "play_win"
          FROM (
            SELECT sum(apv) AS "__play_apv", sum(win) AS "__play_win"
            FROM (
              SELECT "__apv" AS "apv", "__win" AS "win"
              FROM (
                SELECT apv_value AS "__apv", win_value AS "__win"
                FROM (
                  SELECT "member_id", "stat_date", "apv_value", "win_value", "ws"
                  FROM (
                    SELECT f.member_id AS member_id, f.stat_date AS stat_date, f.apv_bet AS apv_value, f.house_net_win AS win_value
                    FROM "rollup_gaming_member_day" AS f
                    WHERE site_id IN ({p12:Int64}, {p13:Int64}, {p14:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date} AND member_id GLOBAL IN (
                      SELECT member_id
                      FROM (
                        SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__n" AS "n", "__bonus" AS "bonus"
                        FROM (
                          SELECT promo_id AS "__promo_id", member_id AS "__member_id", count() AS "__n", sum(bonus_value) AS "__bonus"
                          FROM (
                            SELECT "promo_id", "member_id", "stat_date", "bonus_value", "w_from", "w_to"
                            FROM (
                              SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                              FROM fact_bonus
                              WHERE site_id IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                            )
                            ALL INNER JOIN (
                              SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                              FROM (
                                SELECT *
                                FROM (
                                  SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                  FROM (
                                    SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                    FROM "dim_promo" AS f
                                    WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                    GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                  )
                                )
                                WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                              )
                            ) USING ("promo_id")
                          )
                          WHERE stat_date BETWEEN w_from AND w_to
                          GROUP BY "__promo_id", "__member_id"
                        )
                      )
                    )
                  )
                  ALL INNER JOIN (
                    SELECT "__member_id" AS "member_id", "__ws" AS "ws"
                    FROM (
                      SELECT member_id AS "__member_id", groupArray((promo_id, w_from, w_to)) AS "__ws"
                      FROM (
                        SELECT "promo_id", "member_id", "w_from", "w_to"
                        FROM (
                          SELECT promo_id, member_id
                          FROM (
                            SELECT "__promo_id" AS "promo_id", "__member_id" AS "member_id", "__n" AS "n", "__bonus" AS "bonus"
                            FROM (
                              SELECT promo_id AS "__promo_id", member_id AS "__member_id", count() AS "__n", sum(bonus_value) AS "__bonus"
                              FROM (
                                SELECT "promo_id", "member_id", "stat_date", "bonus_value", "w_from", "w_to"
                                FROM (
                                  SELECT promo_id, member_id, stat_date, bonus_amt_base AS bonus_value
                                  FROM fact_bonus
                                  WHERE site_id IN ({p9:Int64}, {p10:Int64}, {p11:Int64}) AND stat_date BETWEEN {p1:Date} AND {p2:Date}
                                )
                                ALL INNER JOIN (
                                  SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                                  FROM (
                                    SELECT *
                                    FROM (
                                      SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                                      FROM (
                                        SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                        FROM "dim_promo" AS f
                                        WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                        GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                                      )
                                    )
                                    WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                                  )
                                ) USING ("promo_id")
                              )
                              WHERE stat_date BETWEEN w_from AND w_to
                              GROUP BY "__promo_id", "__member_id"
                            )
                          )
                        )
                        ALL INNER JOIN (
                          SELECT promo_id, greatest(promo_date_start, {p1:Date}) AS w_from, least(promo_date_end, {p2:Date}) AS w_to
                          FROM (
                            SELECT *
                            FROM (
                              SELECT "__promo_id" AS "promo_id", "__promo_date_start" AS "promo_date_start", "__promo_date_end" AS "promo_date_end"
                              FROM (
                                SELECT f.promo_id AS "__promo_id", f.promo_date_start AS "__promo_date_start", f.promo_date_end AS "__promo_date_end"
                                FROM "dim_promo" AS f
                                WHERE f.site_id IN ({p6:Int64}, {p7:Int64}, {p8:Int64})
                                GROUP BY "__promo_id", "__promo_date_start", "__promo_date_end"
                              )
                            )
                            WHERE promo_date_start <= {p2:Date} AND promo_date_end >= {p1:Date}
                          )
                        ) USING ("promo_id")
                      )
                      GROUP BY "__member_id"
                    )
                  ) USING ("member_id")
                )
                WHERE notEmpty(arrayFilter(w -> stat_date BETWEEN w.2 AND w.3, ws))
              )
            )
          )
        )
      )
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- params: ["2026-10-23","2026-11-21",1,2,3,1,2,3,1,2,3,1,2,3]
-- finish: {"cap":1000000}