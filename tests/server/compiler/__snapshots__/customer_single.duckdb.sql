-- customer_single: sources dim_member, fact_transaction, fact_bonus, fact_login, rollup_gaming_member_day
-- step page
WITH mem AS (
  SELECT f.member_id, f.site_id, site.site_name, f.member_username, f.real_name, f.phone, f.email, f.member_type, f.member_status, f.member_lv_id, lv.member_lv_name, ag.agent_username, ag.agent_code, f.channel_token, f.reg_date, f.reg_platform, f.login_date_max, f.gm_date_max, f.dpst_date_max, f.wdrl_date_max, f.life_date_max, f.life_days, f.first_dpst_date, f.second_dpst_date
  FROM dim_member f
  LEFT JOIN "dim_site" "site" ON site.site_id = f.site_id
  LEFT JOIN "dim_member_level" "lv" ON lv.member_lv_id = f.member_lv_id
  LEFT JOIN "dim_agent" "ag" ON ag.agent_id = f.agent_id
  WHERE f."site_id" IN ($1) AND f.site_id = $2 AND f.member_username = $3
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
tx AS (
  SELECT t.member_id, count(*) FILTER (WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ') AS total_dpst_count, sum(t.amount_base) FILTER (WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ') AS total_dpst_amt,
  count(*) FILTER (WHERE trans_type IN (4, 28, -10) AND trans_status = 'succ') AS total_wdrl_count, sum(t.amount_base) FILTER (WHERE trans_type IN (4, 28, -10) AND trans_status = 'succ') AS total_wdrl_amt,
  count(*) FILTER (WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ' AND t.stat_date BETWEEN $4::DATE AND $5::DATE) AS dpst_count, sum(t.amount_base) FILTER (WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ' AND t.stat_date BETWEEN $6::DATE AND $7::DATE) AS dpst_amt,
  count(*) FILTER (WHERE trans_type IN (4, 28, -10) AND trans_status = 'succ' AND t.stat_date BETWEEN $8::DATE AND $9::DATE) AS wdrl_count, sum(t.amount_base) FILTER (WHERE trans_type IN (4, 28, -10) AND trans_status = 'succ' AND t.stat_date BETWEEN $10::DATE AND $11::DATE) AS wdrl_amt
  FROM fact_transaction t
  WHERE t."site_id" IN ($12) AND t.member_id IN (
    SELECT member_id
    FROM mem
  )
  GROUP BY 1
),
gm AS (
  SELECT g.member_id, sum(g.apv_bet) AS total_apv_bet, sum(g.house_net_win) AS total_house_net_win, count(DISTINCT g.stat_date) AS total_gm_days,
  sum(g.apv_bet) FILTER (WHERE g.stat_date BETWEEN $13::DATE AND $14::DATE) AS apv_bet, sum(g.house_net_win) FILTER (WHERE g.stat_date BETWEEN $15::DATE AND $16::DATE) AS house_net_win,
  count(DISTINCT g.stat_date) FILTER (WHERE g.stat_date BETWEEN $17::DATE AND $18::DATE) AS gm_days
  FROM (
    SELECT stat_date, site_id, member_id, apv_bet, house_net_win
    FROM "rollup_gaming_member_day"
  ) g
  WHERE g."site_id" IN ($19) AND g.member_id IN (
    SELECT member_id
    FROM mem
  )
  GROUP BY 1
),
bn AS (
  SELECT b.member_id, sum(b.bonus_amt_base) AS total_bonus_amt, sum(b.bonus_amt_base) FILTER (WHERE b.stat_date BETWEEN $20::DATE AND $21::DATE) AS bonus_amt
  FROM fact_bonus b
  WHERE b."site_id" IN ($22) AND b.member_id IN (
    SELECT member_id
    FROM mem
  )
  GROUP BY 1
),
lg AS (
  SELECT l.member_id, sum(l.login_count) AS login_count
  FROM fact_login l
  WHERE l."site_id" IN ($23) AND l.member_id IN (
    SELECT member_id
    FROM mem
  ) AND l.stat_date BETWEEN $24::DATE AND $25::DATE
  GROUP BY 1
),
res AS (
  SELECT mem.*, tags.member_tag_id, tags.member_tag_code, tags.member_tag_list, coalesce(total_dpst_amt, 0) AS total_dpst_amt, coalesce(total_dpst_count, 0) AS total_dpst_count, coalesce(total_wdrl_amt, 0) AS total_wdrl_amt, coalesce(total_wdrl_count, 0) AS total_wdrl_count, coalesce(total_apv_bet, 0) AS total_apv_bet, coalesce(total_house_net_win, 0) AS total_house_net_win, coalesce(total_bonus_amt, 0) AS total_bonus_amt, coalesce(total_gm_days, 0) AS total_gm_days, coalesce(dpst_amt, 0) AS dpst_amt, coalesce(dpst_count, 0) AS dpst_count, coalesce(wdrl_amt, 0) AS wdrl_amt, coalesce(wdrl_count, 0) AS wdrl_count, coalesce(apv_bet, 0) AS apv_bet, coalesce(house_net_win, 0) AS house_net_win, coalesce(bonus_amt, 0) AS bonus_amt, coalesce(gm_days, 0) AS gm_days, coalesce(login_count, 0) AS login_count
  FROM mem
  LEFT JOIN tags USING (member_id)
  LEFT JOIN tx USING (member_id)
  LEFT JOIN gm USING (member_id)
  LEFT JOIN bn USING (member_id)
  LEFT JOIN lg USING (member_id)
)
SELECT *, count(*) OVER () AS __total
FROM res
ORDER BY "member_id" ASC
LIMIT $26
-- params: [1,1,"a","2026-10-23","2026-11-21","2026-10-23","2026-11-21","2026-10-23","2026-11-21","2026-10-23","2026-11-21",1,"2026-10-23","2026-11-21","2026-10-23","2026-11-21","2026-10-23","2026-11-21",1,"2026-10-23","2026-11-21",1,1,"2026-10-23","2026-11-21",100000]