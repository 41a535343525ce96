-- customer_single: sources dim_member, fact_transaction, fact_bonus, fact_login, rollup_gaming_member_day
-- step page
SELECT *, count() OVER () AS __total
FROM (
  WITH __mem AS MATERIALIZED (
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
  ),
  __tags AS (
    SELECT tm.member_id AS member_id, min(tm.member_tag_id) AS __tag_id, argMin(t.member_tag_code, tm.member_tag_id) AS __tag_code,
    arrayStringConcat(arrayMap(x -> x.2, arraySort(groupArray((tm.member_tag_id, t.member_tag_code)))), ', ') AS __tag_list
    FROM member_tag_map AS tm
    INNER JOIN dim_member_tag AS t ON t.member_tag_id = tm.member_tag_id
    WHERE tm.member_id GLOBAL IN (
      SELECT member_id
      FROM __mem
    )
    GROUP BY tm.member_id
  ),
  __fig AS (
    SELECT member_id, sumIf(amt, src = 0 AND dep) AS __total_dpst_amt, countIf(src = 0 AND dep) AS __total_dpst_count, sumIf(amt, src = 0 AND wd) AS __total_wdrl_amt, countIf(src = 0 AND wd) AS __total_wdrl_count, sumIf(apv, src = 1) AS __total_apv_bet, sumIf(win, src = 1) AS __total_house_net_win, sumIf(bonus, src = 2) AS __total_bonus_amt, uniqExactIf(stat_date, src = 1) AS __total_gm_days, sumIf(amt, src = 0 AND dep AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS __dpst_amt, countIf(src = 0 AND dep AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS __dpst_count, sumIf(amt, src = 0 AND wd AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS __wdrl_amt, countIf(src = 0 AND wd AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS __wdrl_count, sumIf(apv, src = 1 AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS __apv_bet, sumIf(win, src = 1 AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS __house_net_win, sumIf(bonus, src = 2 AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS __bonus_amt, uniqExactIf(stat_date, src = 1 AND stat_date BETWEEN {p5:Date} AND {p6:Date}) AS __gm_days, sumIf(logins, src = 3) AS __login_count
    FROM (
      SELECT member_id, 0 AS src, stat_date, trans_type IN (3, 10, 26) AND trans_status = 'succ' AS dep, trans_type IN (4, 28, -10) AND trans_status = 'succ' AS wd, amount_base AS amt, 0 AS apv, 0 AS win, 0 AS bonus, 0 AS logins
      FROM fact_transaction
      WHERE site_id IN ({p4:Int64})
      UNION ALL SELECT member_id, 1 AS src, stat_date, 0 AS dep, 0 AS wd, 0 AS amt, apv_bet AS apv, house_net_win AS win, 0 AS bonus, 0 AS logins
      FROM (
        SELECT "__stat_date" AS "stat_date", "__site_id" AS "site_id", "__member_id" AS "member_id", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win"
        FROM (
          SELECT stat_date AS "__stat_date", site_id AS "__site_id", member_id AS "__member_id", apv_bet AS "__apv_bet", house_net_win AS "__house_net_win"
          FROM "rollup_gaming_member_day"
          WHERE site_id IN ({p4:Int64})
        )
      )
      UNION ALL SELECT member_id, 2 AS src, stat_date, 0 AS dep, 0 AS wd, 0 AS amt, 0 AS apv, 0 AS win, bonus_amt_base AS bonus, 0 AS logins
      FROM fact_bonus
      WHERE site_id IN ({p4:Int64})
      UNION ALL SELECT member_id, 3 AS src, stat_date, 0 AS dep, 0 AS wd, 0 AS amt, 0 AS apv, 0 AS win, 0 AS bonus, login_count AS logins
      FROM fact_login
      WHERE site_id IN ({p4:Int64}) AND stat_date BETWEEN {p5:Date} AND {p6:Date}
    )
    WHERE member_id GLOBAL IN (
      SELECT member_id
      FROM __mem
    )
    GROUP BY member_id
  )
  SELECT m."member_id" AS "member_id", m."site_id" AS "site_id", m."site_name" AS "site_name", m."member_username" AS "member_username", m."real_name" AS "real_name", m."phone" AS "phone", m."email" AS "email", m."member_type" AS "member_type", m."member_status" AS "member_status", m."member_lv_id" AS "member_lv_id", m."member_lv_name" AS "member_lv_name", m."agent_username" AS "agent_username", m."agent_code" AS "agent_code", m."channel_token" AS "channel_token", m."reg_date" AS "reg_date", m."reg_platform" AS "reg_platform", m."login_date_max" AS "login_date_max", m."gm_date_max" AS "gm_date_max", m."dpst_date_max" AS "dpst_date_max", m."wdrl_date_max" AS "wdrl_date_max", m."life_date_max" AS "life_date_max", m."life_days" AS "life_days", m."first_dpst_date" AS "first_dpst_date", m."second_dpst_date" AS "second_dpst_date", tg.__tag_id AS member_tag_id, tg.__tag_code AS member_tag_code, tg.__tag_list AS member_tag_list, coalesce(fg.__total_dpst_amt, 0) AS "total_dpst_amt", coalesce(fg.__total_dpst_count, 0) AS "total_dpst_count", coalesce(fg.__total_wdrl_amt, 0) AS "total_wdrl_amt", coalesce(fg.__total_wdrl_count, 0) AS "total_wdrl_count", coalesce(fg.__total_apv_bet, 0) AS "total_apv_bet", coalesce(fg.__total_house_net_win, 0) AS "total_house_net_win", coalesce(fg.__total_bonus_amt, 0) AS "total_bonus_amt", coalesce(fg.__total_gm_days, 0) AS "total_gm_days", coalesce(fg.__dpst_amt, 0) AS "dpst_amt", coalesce(fg.__dpst_count, 0) AS "dpst_count", coalesce(fg.__wdrl_amt, 0) AS "wdrl_amt", coalesce(fg.__wdrl_count, 0) AS "wdrl_count", coalesce(fg.__apv_bet, 0) AS "apv_bet", coalesce(fg.__house_net_win, 0) AS "house_net_win", coalesce(fg.__bonus_amt, 0) AS "bonus_amt", coalesce(fg.__gm_days, 0) AS "gm_days", coalesce(fg.__login_count, 0) AS "login_count"
  FROM __mem AS m
  LEFT JOIN __tags AS tg ON tg.member_id = m.member_id
  LEFT JOIN __fig AS fg ON fg.member_id = m.member_id
) AS res
ORDER BY "member_id" ASC
LIMIT {p7:Int64}
SETTINGS join_use_nulls = 1
-- params: [1,"a",1,1,"2026-10-23","2026-11-21",100000]