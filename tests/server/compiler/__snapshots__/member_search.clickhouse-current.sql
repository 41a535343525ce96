-- member_search: sources dim_member
-- step listKeys
SELECT "member_id" AS __key, count() OVER () AS __total
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
      WHERE f.site_id = {p1:Int64} AND f.member_id IN (
        SELECT member_id
        FROM member_tag_map
        WHERE member_tag_id IN ({p2:Int64})
      )
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
  )
  SELECT m."member_id" AS "member_id", m."site_id" AS "site_id", m."site_name" AS "site_name", m."member_username" AS "member_username", m."real_name" AS "real_name", m."phone" AS "phone", m."email" AS "email", m."member_type" AS "member_type", m."member_status" AS "member_status", m."member_lv_id" AS "member_lv_id", m."member_lv_name" AS "member_lv_name", m."agent_username" AS "agent_username", m."agent_code" AS "agent_code", m."channel_token" AS "channel_token", m."reg_date" AS "reg_date", m."reg_platform" AS "reg_platform", m."login_date_max" AS "login_date_max", m."gm_date_max" AS "gm_date_max", m."dpst_date_max" AS "dpst_date_max", m."wdrl_date_max" AS "wdrl_date_max", m."life_date_max" AS "life_date_max", m."life_days" AS "life_days", m."first_dpst_date" AS "first_dpst_date", m."second_dpst_date" AS "second_dpst_date", tg.__tag_id AS member_tag_id, tg.__tag_code AS member_tag_code, tg.__tag_list AS member_tag_list
  FROM __mem AS m
  LEFT JOIN __tags AS tg ON tg.member_id = m.member_id
) AS res
ORDER BY "reg_date" DESC NULLS LAST, "member_id" ASC, "member_id" ASC
LIMIT 500001
SETTINGS join_use_nulls = 1
-- params: [1,1,1]