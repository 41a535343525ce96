-- customer_single: sources dim_member, fact_transaction, fact_bonus, fact_login, rollup_gaming_member_day
-- step page
SELECT *, count() OVER () AS __total
FROM (
  SELECT "__member_id" AS "member_id", "__site_id" AS "site_id", "__site_name" AS "site_name", "__member_username" AS "member_username", "__real_name" AS "real_name", "__phone" AS "phone", "__email" AS "email", "__member_type" AS "member_type", "__member_status" AS "member_status", "__member_lv_id" AS "member_lv_id", "__member_lv_name" AS "member_lv_name", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__channel_token" AS "channel_token", "__reg_date" AS "reg_date", "__reg_platform" AS "reg_platform", "__login_date_max" AS "login_date_max", "__gm_date_max" AS "gm_date_max", "__dpst_date_max" AS "dpst_date_max", "__wdrl_date_max" AS "wdrl_date_max", "__life_date_max" AS "life_date_max", "__life_days" AS "life_days", "__first_dpst_date" AS "first_dpst_date", "__second_dpst_date" AS "second_dpst_date", "__member_tag_id" AS "member_tag_id", "__member_tag_code" AS "member_tag_code", "__member_tag_list" AS "member_tag_list", "__total_dpst_amt" AS "total_dpst_amt", "__total_dpst_count" AS "total_dpst_count", "__total_wdrl_amt" AS "total_wdrl_amt", "__total_wdrl_count" AS "total_wdrl_count", "__total_apv_bet" AS "total_apv_bet", "__total_house_net_win" AS "total_house_net_win", "__total_bonus_amt" AS "total_bonus_amt", "__total_gm_days" AS "total_gm_days", "__dpst_amt" AS "dpst_amt", "__dpst_count" AS "dpst_count", "__wdrl_amt" AS "wdrl_amt", "__wdrl_count" AS "wdrl_count", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__bonus_amt" AS "bonus_amt", "__gm_days" AS "gm_days", "__login_count" AS "login_count"
  FROM (
    SELECT "member_id" AS "__member_id", "site_id" AS "__site_id", "site_name" AS "__site_name", "member_username" AS "__member_username", "real_name" AS "__real_name", "phone" AS "__phone", "email" AS "__email", "member_type" AS "__member_type", "member_status" AS "__member_status", "member_lv_id" AS "__member_lv_id", "member_lv_name" AS "__member_lv_name", "agent_username" AS "__agent_username", "agent_code" AS "__agent_code", "channel_token" AS "__channel_token", "reg_date" AS "__reg_date", "reg_platform" AS "__reg_platform", "login_date_max" AS "__login_date_max", "gm_date_max" AS "__gm_date_max", "dpst_date_max" AS "__dpst_date_max", "wdrl_date_max" AS "__wdrl_date_max", "life_date_max" AS "__life_date_max", "life_days" AS "__life_days", "first_dpst_date" AS "__first_dpst_date", "second_dpst_date" AS "__second_dpst_date", "member_tag_id" AS "__member_tag_id", "member_tag_code" AS "__member_tag_code", "member_tag_list" AS "__member_tag_list", coalesce("total_dpst_amt", 0) AS "__total_dpst_amt", coalesce("total_dpst_count", 0) AS "__total_dpst_count", coalesce("total_wdrl_amt", 0) AS "__total_wdrl_amt", coalesce("total_wdrl_count", 0) AS "__total_wdrl_count", coalesce("total_apv_bet", 0) AS "__total_apv_bet", coalesce("total_house_net_win", 0) AS "__total_house_net_win", coalesce("total_bonus_amt", 0) AS "__total_bonus_amt", coalesce("total_gm_days", 0) AS "__total_gm_days", coalesce("dpst_amt", 0) AS "__dpst_amt", coalesce("dpst_count", 0) AS "__dpst_count", coalesce("wdrl_amt", 0) AS "__wdrl_amt", coalesce("wdrl_count", 0) AS "__wdrl_count", coalesce("apv_bet", 0) AS "__apv_bet", coalesce("house_net_win", 0) AS "__house_net_win", coalesce("bonus_amt", 0) AS "__bonus_amt", coalesce("gm_days", 0) AS "__gm_days", coalesce("login_count", 0) AS "__login_count"
    FROM (
      SELECT "member_id", "site_id", "site_name", "member_username", "real_name", "phone", "email", "member_type", "member_status", "member_lv_id", "member_lv_name", "agent_username", "agent_code", "channel_token", "reg_date", "reg_platform", "login_date_max", "gm_date_max", "dpst_date_max", "wdrl_date_max", "life_date_max", "life_days", "first_dpst_date", "second_dpst_date", "member_tag_id", "member_tag_code", "member_tag_list", "total_dpst_count", "total_dpst_amt", "total_wdrl_count", "total_wdrl_amt", "dpst_count", "dpst_amt", "wdrl_count", "wdrl_amt", "total_apv_bet", "total_house_net_win", "total_gm_days", "apv_bet", "house_net_win", "gm_days", "total_bonus_amt", "bonus_amt", "login_count"
      FROM (
        SELECT "member_id", "site_id", "site_name", "member_username", "real_name", "phone", "email", "member_type", "member_status", "member_lv_id", "member_lv_name", "agent_username", "agent_code", "channel_token", "reg_date", "reg_platform", "login_date_max", "gm_date_max", "dpst_date_max", "wdrl_date_max", "life_date_max", "life_days", "first_dpst_date", "second_dpst_date", "member_tag_id", "member_tag_code", "member_tag_list", "total_dpst_count", "total_dpst_amt", "total_wdrl_count", "total_wdrl_amt", "dpst_count", "dpst_amt", "wdrl_count", "wdrl_amt", "total_apv_bet", "total_house_net_win", "total_gm_days", "apv_bet", "house_net_win", "gm_days", "total_bonus_amt", "bonus_amt"
        FROM (
          SELECT "member_id", "site_id", "site_name", "member_username", "real_name", "phone", "email", "member_type", "member_status", "member_lv_id", "member_lv_name", "agent_username", "agent_code", "channel_token", "reg_date", "reg_platform", "login_date_max", "gm_date_max", "dpst_date_max", "wdrl_date_max", "life_date_max", "life_days", "first_dpst_date", "second_dpst_date", "member_tag_id", "member_tag_code", "member_tag_list", "total_dpst_count", "total_dpst_amt", "total_wdrl_count", "total_wdrl_amt", "dpst_count", "dpst_amt", "wdrl_count", "wdrl_amt", "total_apv_bet", "total_house_net_win", "total_gm_days", "apv_bet", "house_net_win", "gm_days"
          FROM (
            SELECT "member_id", "site_id", "site_name", "member_username", "real_name", "phone", "email", "member_type", "member_status", "member_lv_id", "member_lv_name", "agent_username", "agent_code", "channel_token", "reg_date", "reg_platform", "login_date_max", "gm_date_max", "dpst_date_max", "wdrl_date_max", "life_date_max", "life_days", "first_dpst_date", "second_dpst_date", "member_tag_id", "member_tag_code", "member_tag_list", "total_dpst_count", "total_dpst_amt", "total_wdrl_count", "total_wdrl_amt", "dpst_count", "dpst_amt", "wdrl_count", "wdrl_amt"
            FROM (
              SELECT "member_id", "site_id", "site_name", "member_username", "real_name", "phone", "email", "member_type", "member_status", "member_lv_id", "member_lv_name", "agent_username", "agent_code", "channel_token", "reg_date", "reg_platform", "login_date_max", "gm_date_max", "dpst_date_max", "wdrl_date_max", "life_date_max", "life_days", "first_dpst_date", "second_dpst_date", "member_tag_id", "member_tag_code", "member_tag_list"
              FROM (
                SELECT "__member_id" AS "member_id", "__site_id" AS "site_id", "__site_name" AS "site_name", "__member_username" AS "member_username", "__real_name" AS "real_name", "__phone" AS "phone", "__email" AS "email", "__member_type" AS "member_type", "__member_status" AS "member_status", "__member_lv_id" AS "member_lv_id", "__member_lv_name" AS "member_lv_name", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__channel_token" AS "channel_token", "__reg_date" AS "reg_date", "__reg_platform" AS "reg_platform", "__login_date_max" AS "login_date_max", "__gm_date_max" AS "gm_date_max", "__dpst_date_max" AS "dpst_date_max", "__wdrl_date_max" AS "wdrl_date_max", "__life_date_max" AS "life_date_max", "__life_days" AS "life_days", "__first_dpst_date" AS "first_dpst_date", "__second_dpst_date" AS "second_dpst_date"
                FROM (
                  SELECT f.member_id AS "__member_id", f.site_id AS "__site_id", site.site_name AS "__site_name", f.member_username AS "__member_username", f.real_name AS "__real_name", f.phone AS "__phone", f.email AS "__email", f.member_type AS "__member_type", f.member_status AS "__member_status", f.member_lv_id AS "__member_lv_id", lv.member_lv_name AS "__member_lv_name", ag.agent_username AS "__agent_username", ag.agent_code AS "__agent_code", f.channel_token AS "__channel_token", f.reg_date AS "__reg_date", f.reg_platform AS "__reg_platform", f.login_date_max AS "__login_date_max", f.gm_date_max AS "__gm_date_max", f.dpst_date_max AS "__dpst_date_max", f.wdrl_date_max AS "__wdrl_date_max", f.life_date_max AS "__life_date_max", f.life_days AS "__life_days", f.first_dpst_date AS "__first_dpst_date", f.second_dpst_date AS "__second_dpst_date"
                  FROM (
                    SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site.site_name", "lv"."member_lv_name" AS "lv.member_lv_name"
                    FROM (
                      SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site"."site_name" AS "site.site_name"
                      FROM "dim_member" AS f
                      ALL LEFT JOIN (
                        SELECT "site_id", "site_name"
                        FROM "dim_site"
                      ) AS "site" ON "site"."site_id" = "site_id"
                      WHERE f.site_id IN ({p3:Int64})
                    ) AS f
                    ALL LEFT JOIN (
                      SELECT "member_lv_id", "member_lv_name"
                      FROM "dim_member_level"
                    ) AS "lv" ON "lv"."member_lv_id" = "member_lv_id"
                  ) AS f
                  ALL LEFT JOIN (
                    SELECT "agent_id", "agent_username", "agent_code"
                    FROM "dim_agent"
                  ) AS "ag" ON "ag"."agent_id" = "agent_id"
                  WHERE f.site_id = {p1:Int64} AND f.member_username = {p2:String}
                )
              )
              ALL LEFT JOIN (
                SELECT "__member_id" AS "member_id", "__member_tag_id" AS "member_tag_id", "__member_tag_code" AS "member_tag_code", "__member_tag_list" AS "member_tag_list"
                FROM (
                  SELECT member_id AS "__member_id", min(member_tag_id) AS "__member_tag_id", argMin(member_tag_code, member_tag_id) AS "__member_tag_code", arrayStringConcat(arrayMap(t -> t.2, arraySort(groupArray((member_tag_id, member_tag_code)))), ', ') AS "__member_tag_list"
                  FROM (
                    SELECT "member_id", "member_tag_id", "member_tag_code"
                    FROM (
                      SELECT member_id, member_tag_id
                      FROM member_tag_map
                      WHERE member_id IN (
                        SELECT member_id
                        FROM (
                          SELECT "__member_id" AS "member_id", "__site_id" AS "site_id", "__site_name" AS "site_name", "__member_username" AS "member_username", "__real_name" AS "real_name", "__phone" AS "phone", "__email" AS "email", "__member_type" AS "member_type", "__member_status" AS "member_status", "__member_lv_id" AS "member_lv_id", "__member_lv_name" AS "member_lv_name", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__channel_token" AS "channel_token", "__reg_date" AS "reg_date", "__reg_platform" AS "reg_platform", "__login_date_max" AS "login_date_max", "__gm_date_max" AS "gm_date_max", "__dpst_date_max" AS "dpst_date_max", "__wdrl_date_max" AS "wdrl_date_max", "__life_date_max" AS "life_date_max", "__life_days" AS "life_days", "__first_dpst_date" AS "first_dpst_date", "__second_dpst_date" AS "second_dpst_date"
                          FROM (
                            SELECT f.member_id AS "__member_id", f.site_id AS "__site_id", site.site_name AS "__site_name", f.member_username AS "__member_username", f.real_name AS "__real_name", f.phone AS "__phone", f.email AS "__email", f.member_type AS "__member_type", f.member_status AS "__member_status", f.member_lv_id AS "__member_lv_id", lv.member_lv_name AS "__member_lv_name", ag.agent_username AS "__agent_username", ag.agent_code AS "__agent_code", f.channel_token AS "__channel_token", f.reg_date AS "__reg_date", f.reg_platform AS "__reg_platform", f.login_date_max AS "__login_date_max", f.gm_date_max AS "__gm_date_max", f.dpst_date_max AS "__dpst_date_max", f.wdrl_date_max AS "__wdrl_date_max", f.life_date_max AS "__life_date_max", f.life_days AS "__life_days", f.first_dpst_date AS "__first_dpst_date", f.second_dpst_date AS "__second_dpst_date"
                            FROM (
                              SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site.site_name", "lv"."member_lv_name" AS "lv.member_lv_name"
                              FROM (
                                SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site"."site_name" AS "site.site_name"
                                FROM "dim_member" AS f
                                ALL LEFT JOIN (
                                  SELECT "site_id", "site_name"
                                  FROM "dim_site"
                                ) AS "site" ON "site"."site_id" = "site_id"
                                WHERE f.site_id IN ({p3:Int64})
                              ) AS f
                              ALL LEFT JOIN (
                                SELECT "member_lv_id", "member_lv_name"
                                FROM "dim_member_level"
                              ) AS "lv" ON "lv"."member_lv_id" = "member_lv_id"
                            ) AS f
                            ALL LEFT JOIN (
                              SELECT "agent_id", "agent_username", "agent_code"
                              FROM "dim_agent"
                            ) AS "ag" ON "ag"."agent_id" = "agent_id"
                            WHERE f.site_id = {p1:Int64} AND f.member_username = {p2:String}
                          )
                        )
                      )
                    )
                    ALL INNER JOIN (
                      SELECT member_tag_id, member_tag_code
                      FROM dim_member_tag
                    ) USING ("member_tag_id")
                  )
                  GROUP BY "__member_id"
                )
              ) USING ("member_id")
            )
            ALL LEFT JOIN (
              SELECT "__member_id" AS "member_id", "__total_dpst_count" AS "total_dpst_count", "__total_dpst_amt" AS "total_dpst_amt", "__total_wdrl_count" AS "total_wdrl_count", "__total_wdrl_amt" AS "total_wdrl_amt", "__dpst_count" AS "dpst_count", "__dpst_amt" AS "dpst_amt", "__wdrl_count" AS "wdrl_count", "__wdrl_amt" AS "wdrl_amt"
              FROM (
                SELECT member_id AS "__member_id", countIf(trans_type IN (3, 10, 26) AND trans_status = 'succ') AS "__total_dpst_count", sumIf(amount_base, trans_type IN (3, 10, 26) AND trans_status = 'succ') AS "__total_dpst_amt", countIf(trans_type IN (4, 28, -10) AND trans_status = 'succ') AS "__total_wdrl_count", sumIf(amount_base, trans_type IN (4, 28, -10) AND trans_status = 'succ') AS "__total_wdrl_amt", countIf(trans_type IN (3, 10, 26) AND trans_status = 'succ' AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS "__dpst_count", sumIf(amount_base, trans_type IN (3, 10, 26) AND trans_status = 'succ' AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS "__dpst_amt", countIf(trans_type IN (4, 28, -10) AND trans_status = 'succ' AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS "__wdrl_count", sumIf(amount_base, trans_type IN (4, 28, -10) AND trans_status = 'succ' AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS "__wdrl_amt"
                FROM fact_transaction
                WHERE site_id IN ({p4:Int64}) AND member_id IN (
                  SELECT member_id
                  FROM (
                    SELECT "__member_id" AS "member_id", "__site_id" AS "site_id", "__site_name" AS "site_name", "__member_username" AS "member_username", "__real_name" AS "real_name", "__phone" AS "phone", "__email" AS "email", "__member_type" AS "member_type", "__member_status" AS "member_status", "__member_lv_id" AS "member_lv_id", "__member_lv_name" AS "member_lv_name", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__channel_token" AS "channel_token", "__reg_date" AS "reg_date", "__reg_platform" AS "reg_platform", "__login_date_max" AS "login_date_max", "__gm_date_max" AS "gm_date_max", "__dpst_date_max" AS "dpst_date_max", "__wdrl_date_max" AS "wdrl_date_max", "__life_date_max" AS "life_date_max", "__life_days" AS "life_days", "__first_dpst_date" AS "first_dpst_date", "__second_dpst_date" AS "second_dpst_date"
                    FROM (
                      SELECT f.member_id AS "__member_id", f.site_id AS "__site_id", site.site_name AS "__site_name", f.member_username AS "__member_username", f.real_name AS "__real_name", f.phone AS "__phone", f.email AS "__email", f.member_type AS "__member_type", f.member_status AS "__member_status", f.member_lv_id AS "__member_lv_id", lv.member_lv_name AS "__member_lv_name", ag.agent_username AS "__agent_username", ag.agent_code AS "__agent_code", f.channel_token AS "__channel_token", f.reg_date AS "__reg_date", f.reg_platform AS "__reg_platform", f.login_date_max AS "__login_date_max", f.gm_date_max AS "__gm_date_max", f.dpst_date_max AS "__dpst_date_max", f.wdrl_date_max AS "__wdrl_date_max", f.life_date_max AS "__life_date_max", f.life_days AS "__life_days", f.first_dpst_date AS "__first_dpst_date", f.second_dpst_date AS "__second_dpst_date"
                      FROM (
                        SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site.site_name", "lv"."member_lv_name" AS "lv.member_lv_name"
                        FROM (
                          SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site"."site_name" AS "site.site_name"
                          FROM "dim_member" AS f
                          ALL LEFT JOIN (
                            SELECT "site_id", "site_name"
                            FROM "dim_site"
                          ) AS "site" ON "site"."site_id" = "site_id"
                          WHERE f.site_id IN ({p3:Int64})
                        ) AS f
                        ALL LEFT JOIN (
                          SELECT "member_lv_id", "member_lv_name"
                          FROM "dim_member_level"
                        ) AS "lv" ON "lv"."member_lv_id" = "member_lv_id"
                      ) AS f
                      ALL LEFT JOIN (
                        SELECT "agent_id", "agent_username", "agent_code"
                        FROM "dim_agent"
                      ) AS "ag" ON "ag"."agent_id" = "agent_id"
                      WHERE f.site_id = {p1:Int64} AND f.member_username = {p2:String}
                    )
                  )
                )
                GROUP BY "__member_id"
              )
            ) USING ("member_id")
          )
          ALL LEFT JOIN (
            SELECT "__member_id" AS "member_id", "__total_apv_bet" AS "total_apv_bet", "__total_house_net_win" AS "total_house_net_win", "__total_gm_days" AS "total_gm_days", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__gm_days" AS "gm_days"
            FROM (
              SELECT member_id AS "__member_id", sum(apv_bet) AS "__total_apv_bet", sum(house_net_win) AS "__total_house_net_win", uniqExact(stat_date) AS "__total_gm_days", sumIf(apv_bet, stat_date BETWEEN {p5:Date} AND {p6:Date}) AS "__apv_bet", sumIf(house_net_win, stat_date BETWEEN {p5:Date} AND {p6:Date}) AS "__house_net_win", uniqExactIf(stat_date, stat_date BETWEEN {p5:Date} AND {p6:Date}) AS "__gm_days"
              FROM (
                SELECT "__stat_date" AS "stat_date", "__site_id" AS "site_id", "__member_id" AS "member_id", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win"
                FROM (
                  SELECT stat_date AS "__stat_date", site_id AS "__site_id", member_id AS "__member_id", apv_bet AS "__apv_bet", house_net_win AS "__house_net_win"
                  FROM "rollup_gaming_member_day"
                  WHERE site_id IN ({p4:Int64}) AND member_id IN (
                    SELECT member_id
                    FROM (
                      SELECT "__member_id" AS "member_id", "__site_id" AS "site_id", "__site_name" AS "site_name", "__member_username" AS "member_username", "__real_name" AS "real_name", "__phone" AS "phone", "__email" AS "email", "__member_type" AS "member_type", "__member_status" AS "member_status", "__member_lv_id" AS "member_lv_id", "__member_lv_name" AS "member_lv_name", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__channel_token" AS "channel_token", "__reg_date" AS "reg_date", "__reg_platform" AS "reg_platform", "__login_date_max" AS "login_date_max", "__gm_date_max" AS "gm_date_max", "__dpst_date_max" AS "dpst_date_max", "__wdrl_date_max" AS "wdrl_date_max", "__life_date_max" AS "life_date_max", "__life_days" AS "life_days", "__first_dpst_date" AS "first_dpst_date", "__second_dpst_date" AS "second_dpst_date"
                      FROM (
                        SELECT f.member_id AS "__member_id", f.site_id AS "__site_id", site.site_name AS "__site_name", f.member_username AS "__member_username", f.real_name AS "__real_name", f.phone AS "__phone", f.email AS "__email", f.member_type AS "__member_type", f.member_status AS "__member_status", f.member_lv_id AS "__member_lv_id", lv.member_lv_name AS "__member_lv_name", ag.agent_username AS "__agent_username", ag.agent_code AS "__agent_code", f.channel_token AS "__channel_token", f.reg_date AS "__reg_date", f.reg_platform AS "__reg_platform", f.login_date_max AS "__login_date_max", f.gm_date_max AS "__gm_date_max", f.dpst_date_max AS "__dpst_date_max", f.wdrl_date_max AS "__wdrl_date_max", f.life_date_max AS "__life_date_max", f.life_days AS "__life_days", f.first_dpst_date AS "__first_dpst_date", f.second_dpst_date AS "__second_dpst_date"
                        FROM (
                          SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site.site_name", "lv"."member_lv_name" AS "lv.member_lv_name"
                          FROM (
                            SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site"."site_name" AS "site.site_name"
                            FROM "dim_member" AS f
                            ALL LEFT JOIN (
                              SELECT "site_id", "site_name"
                              FROM "dim_site"
                            ) AS "site" ON "site"."site_id" = "site_id"
                            WHERE f.site_id IN ({p3:Int64})
                          ) AS f
                          ALL LEFT JOIN (
                            SELECT "member_lv_id", "member_lv_name"
                            FROM "dim_member_level"
                          ) AS "lv" ON "lv"."member_lv_id" = "member_lv_id"
                        ) AS f
                        ALL LEFT JOIN (
                          SELECT "agent_id", "agent_username", "agent_code"
                          FROM "dim_agent"
                        ) AS "ag" ON "ag"."agent_id" = "agent_id"
                        WHERE f.site_id = {p1:Int64} AND f.member_username = {p2:String}
                      )
                    )
                  )
                )
              )
              GROUP BY "__member_id"
            )
          ) USING ("member_id")
        )
        ALL LEFT JOIN (
          SELECT "__member_id" AS "member_id", "__total_bonus_amt" AS "total_bonus_amt", "__bonus_amt" AS "bonus_amt"
          FROM (
            SELECT member_id AS "__member_id", sum(bonus_amt_base) AS "__total_bonus_amt", sumIf(bonus_amt_base, stat_date BETWEEN {p5:Date} AND {p6:Date}) AS "__bonus_amt"
            FROM fact_bonus
            WHERE site_id IN ({p4:Int64}) AND member_id IN (
              SELECT member_id
              FROM (
                SELECT "__member_id" AS "member_id", "__site_id" AS "site_id", "__site_name" AS "site_name", "__member_username" AS "member_username", "__real_name" AS "real_name", "__phone" AS "phone", "__email" AS "email", "__member_type" AS "member_type", "__member_status" AS "member_status", "__member_lv_id" AS "member_lv_id", "__member_lv_name" AS "member_lv_name", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__channel_token" AS "channel_token", "__reg_date" AS "reg_date", "__reg_platform" AS "reg_platform", "__login_date_max" AS "login_date_max", "__gm_date_max" AS "gm_date_max", "__dpst_date_max" AS "dpst_date_max", "__wdrl_date_max" AS "wdrl_date_max", "__life_date_max" AS "life_date_max", "__life_days" AS "life_days", "__first_dpst_date" AS "first_dpst_date", "__second_dpst_date" AS "second_dpst_date"
                FROM (
                  SELECT f.member_id AS "__member_id", f.site_id AS "__site_id", site.site_name AS "__site_name", f.member_username AS "__member_username", f.real_name AS "__real_name", f.phone AS "__phone", f.email AS "__email", f.member_type AS "__member_type", f.member_status AS "__member_status", f.member_lv_id AS "__member_lv_id", lv.member_lv_name AS "__member_lv_name", ag.agent_username AS "__agent_username", ag.agent_code AS "__agent_code", f.channel_token AS "__channel_token", f.reg_date AS "__reg_date", f.reg_platform AS "__reg_platform", f.login_date_max AS "__login_date_max", f.gm_date_max AS "__gm_date_max", f.dpst_date_max AS "__dpst_date_max", f.wdrl_date_max AS "__wdrl_date_max", f.life_date_max AS "__life_date_max", f.life_days AS "__life_days", f.first_dpst_date AS "__first_dpst_date", f.second_dpst_date AS "__second_dpst_date"
                  FROM (
                    SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site.site_name", "lv"."member_lv_name" AS "lv.member_lv_name"
                    FROM (
                      SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site"."site_name" AS "site.site_name"
                      FROM "dim_member" AS f
                      ALL LEFT JOIN (
                        SELECT "site_id", "site_name"
                        FROM "dim_site"
                      ) AS "site" ON "site"."site_id" = "site_id"
                      WHERE f.site_id IN ({p3:Int64})
                    ) AS f
                    ALL LEFT JOIN (
                      SELECT "member_lv_id", "member_lv_name"
                      FROM "dim_member_level"
                    ) AS "lv" ON "lv"."member_lv_id" = "member_lv_id"
                  ) AS f
                  ALL LEFT JOIN (
                    SELECT "agent_id", "agent_username", "agent_code"
                    FROM "dim_agent"
                  ) AS "ag" ON "ag"."agent_id" = "agent_id"
                  WHERE f.site_id = {p1:Int64} AND f.member_username = {p2:String}
                )
              )
            )
            GROUP BY "__member_id"
          )
        ) USING ("member_id")
      )
      ALL LEFT JOIN (
        SELECT "__member_id" AS "member_id", "__login_count" AS "login_count"
        FROM (
          SELECT member_id AS "__member_id", sum(login_count) AS "__login_count"
          FROM fact_login
          WHERE site_id IN ({p4:Int64}) AND member_id IN (
            SELECT member_id
            FROM (
              SELECT "__member_id" AS "member_id", "__site_id" AS "site_id", "__site_name" AS "site_name", "__member_username" AS "member_username", "__real_name" AS "real_name", "__phone" AS "phone", "__email" AS "email", "__member_type" AS "member_type", "__member_status" AS "member_status", "__member_lv_id" AS "member_lv_id", "__member_lv_name" AS "member_lv_name", "__agent_username" AS "agent_username", "__agent_code" AS "agent_code", "__channel_token" AS "channel_token", "__reg_date" AS "reg_date", "__reg_platform" AS "reg_platform", "__login_date_max" AS "login_date_max", "__gm_date_max" AS "gm_date_max", "__dpst_date_max" AS "dpst_date_max", "__wdrl_date_max" AS "wdrl_date_max", "__life_date_max" AS "life_date_max", "__life_days" AS "life_days", "__first_dpst_date" AS "first_dpst_date", "__second_dpst_date" AS "second_dpst_date"
              FROM (
                SELECT f.member_id AS "__member_id", f.site_id AS "__site_id", site.site_name AS "__site_name", f.member_username AS "__member_username", f.real_name AS "__real_name", f.phone AS "__phone", f.email AS "__email", f.member_type AS "__member_type", f.member_status AS "__member_status", f.member_lv_id AS "__member_lv_id", lv.member_lv_name AS "__member_lv_name", ag.agent_username AS "__agent_username", ag.agent_code AS "__agent_code", f.channel_token AS "__channel_token", f.reg_date AS "__reg_date", f.reg_platform AS "__reg_platform", f.login_date_max AS "__login_date_max", f.gm_date_max AS "__gm_date_max", f.dpst_date_max AS "__dpst_date_max", f.wdrl_date_max AS "__wdrl_date_max", f.life_date_max AS "__life_date_max", f.life_days AS "__life_days", f.first_dpst_date AS "__first_dpst_date", f.second_dpst_date AS "__second_dpst_date"
                FROM (
                  SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site.site_name", "lv"."member_lv_name" AS "lv.member_lv_name"
                  FROM (
                    SELECT f."member_id", f."site_id", f."member_username", f."real_name", f."phone", f."email", f."member_type", f."member_status", f."member_lv_id", f."channel_token", f."reg_date", f."reg_platform", f."login_date_max", f."gm_date_max", f."dpst_date_max", f."wdrl_date_max", f."life_date_max", f."life_days", f."first_dpst_date", f."second_dpst_date", f."agent_id", "site"."site_name" AS "site.site_name"
                    FROM "dim_member" AS f
                    ALL LEFT JOIN (
                      SELECT "site_id", "site_name"
                      FROM "dim_site"
                    ) AS "site" ON "site"."site_id" = "site_id"
                    WHERE f.site_id IN ({p3:Int64})
                  ) AS f
                  ALL LEFT JOIN (
                    SELECT "member_lv_id", "member_lv_name"
                    FROM "dim_member_level"
                  ) AS "lv" ON "lv"."member_lv_id" = "member_lv_id"
                ) AS f
                ALL LEFT JOIN (
                  SELECT "agent_id", "agent_username", "agent_code"
                  FROM "dim_agent"
                ) AS "ag" ON "ag"."agent_id" = "agent_id"
                WHERE f.site_id = {p1:Int64} AND f.member_username = {p2:String}
              )
            )
          ) AND stat_date BETWEEN {p5:Date} AND {p6:Date}
          GROUP BY "__member_id"
        )
      ) USING ("member_id")
    )
  )
) AS res
ORDER BY "member_id" ASC
LIMIT {p7:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,"a",1,1,"2026-10-23","2026-11-21",100000]