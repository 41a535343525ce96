-- member_search: sources dim_member
-- step listKeys
WITH mem AS (
  SELECT f.member_id, f.site_id, site.site_name, f.member_username, f.real_name, f.phone, f.email, f.member_type, f.member_status, f.member_lv_id, lv.member_lv_name, ag.agent_username, ag.agent_code, f.channel_token, f.reg_date, f.reg_platform, f.login_date_max, f.gm_date_max, f.dpst_date_max, f.wdrl_date_max, f.life_date_max, f.life_days, f.first_dpst_date, f.second_dpst_date
  FROM dim_member f
  LEFT JOIN "dim_site" "site" ON site.site_id = f.site_id
  LEFT JOIN "dim_member_level" "lv" ON lv.member_lv_id = f.member_lv_id
  LEFT JOIN "dim_agent" "ag" ON ag.agent_id = f.agent_id
  WHERE f."site_id" IN ($1) AND f.site_id = $2 AND f.member_id IN (
    SELECT tm.member_id
    FROM member_tag_map tm
    WHERE tm.member_tag_id IN ($3)
  )
),
tags AS (
  SELECT tm.member_id, min(tm.member_tag_id) AS member_tag_id, arg_min(t.member_tag_code, tm.member_tag_id) AS member_tag_code,
  string_agg(t.member_tag_code, ', ' ORDER BY tm.member_tag_id) AS member_tag_list
  FROM member_tag_map tm JOIN dim_member_tag t ON t.member_tag_id = tm.member_tag_id
  WHERE tm.member_id IN (
    SELECT member_id
    FROM mem
  )
  GROUP BY 1
),
res AS (
  SELECT mem.*, tags.member_tag_id, tags.member_tag_code, tags.member_tag_list
  FROM mem
  LEFT JOIN tags USING (member_id)
)
SELECT "member_id" AS __key, count(*) OVER () AS __total
FROM res
ORDER BY "reg_date" DESC NULLS LAST, "member_id" ASC, "member_id" ASC
LIMIT $4
-- params: [1,1,1,500001]