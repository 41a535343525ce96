-- member_related: sources member_link, dim_member, rollup_transaction_member_day, fact_bonus, rollup_gaming_member_day
-- step pageAndChart
SELECT 0 AS __part, *
FROM (
  SELECT "__link_type" AS "link_type", "__link_key" AS "link_key", "__member_count" AS "member_count", "__member_list" AS "member_list", "__member_id_list" AS "member_id_list", "__member_site_list" AS "member_site_list", "__site_count" AS "site_count", "__gm_dau" AS "gm_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__bonus_amt" AS "bonus_amt"
  FROM (
    SELECT link_type AS "__link_type", link_key AS "__link_key", count() AS "__member_count", arrayStringConcat(arrayMap(x -> splitByChar('\t', x)[1], arraySort(groupArray(concat(member_username, '\t', toString(member_id), '\t', toString(site_id))))), ', ') AS "__member_list", arrayStringConcat(arrayMap(x -> splitByChar('\t', x)[2], arraySort(groupArray(concat(member_username, '\t', toString(member_id), '\t', toString(site_id))))), ', ') AS "__member_id_list", arrayStringConcat(arrayMap(x -> splitByChar('\t', x)[3], arraySort(groupArray(concat(member_username, '\t', toString(member_id), '\t', toString(site_id))))), ', ') AS "__member_site_list", uniqExact(site_id) AS "__site_count", count(gm_member) AS "__gm_dau", coalesce(sum(dpst_amt), 0) AS "__dpst_amt", coalesce(sum(wdrl_amt), 0) AS "__wdrl_amt", coalesce(sum(apv_bet), 0) AS "__apv_bet", coalesce(sum(house_net_win), 0) AS "__house_net_win", coalesce(sum(bonus_amt), 0) AS "__bonus_amt"
    FROM (
      SELECT "link_type", "link_key", "member_id", "member_username", "site_id", "gm_member", "apv_bet", "house_net_win", "dpst_amt", "wdrl_amt", "bonus_amt"
      FROM (
        SELECT "link_type", "link_key", "member_id", "member_username", "site_id", "gm_member", "apv_bet", "house_net_win", "dpst_amt", "wdrl_amt"
        FROM (
          SELECT "link_type", "link_key", "member_id", "member_username", "site_id", "gm_member", "apv_bet", "house_net_win"
          FROM (
            SELECT DISTINCT "link_type", "link_key", "member_id", "member_username", "site_id"
            FROM (
              SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
              FROM (
                SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                FROM (
                  SELECT link_type, link_key, member_id
                  FROM member_link
                )
                ALL INNER JOIN (
                  SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                  FROM (
                    SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                    FROM "dim_member" AS f
                    WHERE f.site_id IN (1)
                  )
                ) USING ("member_id")
              )
              ALL INNER JOIN (
                SELECT "__link_type" AS "link_type", "__link_key" AS "link_key"
                FROM (
                  SELECT link_type AS "__link_type", link_key AS "__link_key"
                  FROM (
                    SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                    FROM (
                      SELECT link_type, link_key, member_id
                      FROM member_link
                    )
                    ALL INNER JOIN (
                      SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                      FROM (
                        SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                        FROM "dim_member" AS f
                        WHERE f.site_id IN (1)
                      )
                    ) USING ("member_id")
                  )
                  GROUP BY "__link_type", "__link_key"
                  HAVING uniqExact(member_id) >= 2
                )
              ) USING ("link_type", "link_key")
            )
          )
          ALL LEFT JOIN (
            SELECT "__member_id" AS "member_id", "__gm_member" AS "gm_member", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win"
            FROM (
              SELECT member_id AS "__member_id", any(member_id) AS "__gm_member", sum(apv_bet) AS "__apv_bet", sum(house_net_win) AS "__house_net_win"
              FROM "rollup_gaming_member_day" AS f
              WHERE site_id IN (1) AND member_id IN (
                SELECT member_id
                FROM (
                  SELECT DISTINCT "link_type", "link_key", "member_id", "member_username", "site_id"
                  FROM (
                    SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                    FROM (
                      SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                      FROM (
                        SELECT link_type, link_key, member_id
                        FROM member_link
                      )
                      ALL INNER JOIN (
                        SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                        FROM (
                          SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                          FROM "dim_member" AS f
                          WHERE f.site_id IN (1)
                        )
                      ) USING ("member_id")
                    )
                    ALL INNER JOIN (
                      SELECT "__link_type" AS "link_type", "__link_key" AS "link_key"
                      FROM (
                        SELECT link_type AS "__link_type", link_key AS "__link_key"
                        FROM (
                          SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                          FROM (
                            SELECT link_type, link_key, member_id
                            FROM member_link
                          )
                          ALL INNER JOIN (
                            SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                            FROM (
                              SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                              FROM "dim_member" AS f
                              WHERE f.site_id IN (1)
                            )
                          ) USING ("member_id")
                        )
                        GROUP BY "__link_type", "__link_key"
                        HAVING uniqExact(member_id) >= 2
                      )
                    ) USING ("link_type", "link_key")
                  )
                )
              ) AND stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
              GROUP BY "__member_id"
            )
          ) USING ("member_id")
        )
        ALL LEFT JOIN (
          SELECT "__member_id" AS "member_id", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt"
          FROM (
            SELECT member_id AS "__member_id", sum(dpst_amt) AS "__dpst_amt", sum(wdrl_amt) AS "__wdrl_amt"
            FROM "rollup_transaction_member_day" AS f
            WHERE site_id IN (1) AND member_id IN (
              SELECT member_id
              FROM (
                SELECT DISTINCT "link_type", "link_key", "member_id", "member_username", "site_id"
                FROM (
                  SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                  FROM (
                    SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                    FROM (
                      SELECT link_type, link_key, member_id
                      FROM member_link
                    )
                    ALL INNER JOIN (
                      SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                      FROM (
                        SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                        FROM "dim_member" AS f
                        WHERE f.site_id IN (1)
                      )
                    ) USING ("member_id")
                  )
                  ALL INNER JOIN (
                    SELECT "__link_type" AS "link_type", "__link_key" AS "link_key"
                    FROM (
                      SELECT link_type AS "__link_type", link_key AS "__link_key"
                      FROM (
                        SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                        FROM (
                          SELECT link_type, link_key, member_id
                          FROM member_link
                        )
                        ALL INNER JOIN (
                          SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                          FROM (
                            SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                            FROM "dim_member" AS f
                            WHERE f.site_id IN (1)
                          )
                        ) USING ("member_id")
                      )
                      GROUP BY "__link_type", "__link_key"
                      HAVING uniqExact(member_id) >= 2
                    )
                  ) USING ("link_type", "link_key")
                )
              )
            ) AND stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
            GROUP BY "__member_id"
          )
        ) USING ("member_id")
      )
      ALL LEFT JOIN (
        SELECT "__member_id" AS "member_id", "__bonus_amt" AS "bonus_amt"
        FROM (
          SELECT member_id AS "__member_id", sum(bonus_amt_base) AS "__bonus_amt"
          FROM fact_bonus
          WHERE site_id IN (1) AND member_id IN (
            SELECT member_id
            FROM (
              SELECT DISTINCT "link_type", "link_key", "member_id", "member_username", "site_id"
              FROM (
                SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                FROM (
                  SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                  FROM (
                    SELECT link_type, link_key, member_id
                    FROM member_link
                  )
                  ALL INNER JOIN (
                    SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                    FROM (
                      SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                      FROM "dim_member" AS f
                      WHERE f.site_id IN (1)
                    )
                  ) USING ("member_id")
                )
                ALL INNER JOIN (
                  SELECT "__link_type" AS "link_type", "__link_key" AS "link_key"
                  FROM (
                    SELECT link_type AS "__link_type", link_key AS "__link_key"
                    FROM (
                      SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                      FROM (
                        SELECT link_type, link_key, member_id
                        FROM member_link
                      )
                      ALL INNER JOIN (
                        SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                        FROM (
                          SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                          FROM "dim_member" AS f
                          WHERE f.site_id IN (1)
                        )
                      ) USING ("member_id")
                    )
                    GROUP BY "__link_type", "__link_key"
                    HAVING uniqExact(member_id) >= 2
                  )
                ) USING ("link_type", "link_key")
              )
            )
          ) AND stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__member_id"
        )
      ) USING ("member_id")
    )
    GROUP BY "__link_type", "__link_key"
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"parts":{"page":[{"field":"dpst_amt","dir":"desc"},{"field":"link_type","dir":"asc"},{"field":"link_key","dir":"asc"}],"slice":{"offset":0,"limit":50},"chart":{"order":[{"field":"dpst_amt","dir":"desc"},{"field":"link_type","dir":"asc"},{"field":"link_key","dir":"asc"}],"limit":15,"fields":["link_key","dpst_amt","bonus_amt","link_type"]}},"cap":1000000}
-- step totals
SELECT *
FROM (
  SELECT "__member_count" AS "member_count", "__gm_dau" AS "gm_dau", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win", "__bonus_amt" AS "bonus_amt"
  FROM (
    SELECT uniqExact(member_id) AS "__member_count", count(gm_member) AS "__gm_dau", coalesce(sum(dpst_amt), 0) AS "__dpst_amt", coalesce(sum(wdrl_amt), 0) AS "__wdrl_amt", coalesce(sum(apv_bet), 0) AS "__apv_bet", coalesce(sum(house_net_win), 0) AS "__house_net_win", coalesce(sum(bonus_amt), 0) AS "__bonus_amt"
    FROM (
      SELECT "member_id", "gm_member", "apv_bet", "house_net_win", "dpst_amt", "wdrl_amt", "bonus_amt"
      FROM (
        SELECT "member_id", "gm_member", "apv_bet", "house_net_win", "dpst_amt", "wdrl_amt"
        FROM (
          SELECT "member_id", "gm_member", "apv_bet", "house_net_win"
          FROM (
            SELECT DISTINCT "member_id"
            FROM (
              SELECT DISTINCT "link_type", "link_key", "member_id", "member_username", "site_id"
              FROM (
                SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                FROM (
                  SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                  FROM (
                    SELECT link_type, link_key, member_id
                    FROM member_link
                  )
                  ALL INNER JOIN (
                    SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                    FROM (
                      SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                      FROM "dim_member" AS f
                      WHERE f.site_id IN (1)
                    )
                  ) USING ("member_id")
                )
                ALL INNER JOIN (
                  SELECT "__link_type" AS "link_type", "__link_key" AS "link_key"
                  FROM (
                    SELECT link_type AS "__link_type", link_key AS "__link_key"
                    FROM (
                      SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                      FROM (
                        SELECT link_type, link_key, member_id
                        FROM member_link
                      )
                      ALL INNER JOIN (
                        SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                        FROM (
                          SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                          FROM "dim_member" AS f
                          WHERE f.site_id IN (1)
                        )
                      ) USING ("member_id")
                    )
                    GROUP BY "__link_type", "__link_key"
                    HAVING uniqExact(member_id) >= 2
                  )
                ) USING ("link_type", "link_key")
              )
            )
          )
          ALL LEFT JOIN (
            SELECT "__member_id" AS "member_id", "__gm_member" AS "gm_member", "__apv_bet" AS "apv_bet", "__house_net_win" AS "house_net_win"
            FROM (
              SELECT member_id AS "__member_id", any(member_id) AS "__gm_member", sum(apv_bet) AS "__apv_bet", sum(house_net_win) AS "__house_net_win"
              FROM "rollup_gaming_member_day" AS f
              WHERE site_id IN (1) AND member_id IN (
                SELECT member_id
                FROM (
                  SELECT DISTINCT "link_type", "link_key", "member_id", "member_username", "site_id"
                  FROM (
                    SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                    FROM (
                      SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                      FROM (
                        SELECT link_type, link_key, member_id
                        FROM member_link
                      )
                      ALL INNER JOIN (
                        SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                        FROM (
                          SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                          FROM "dim_member" AS f
                          WHERE f.site_id IN (1)
                        )
                      ) USING ("member_id")
                    )
                    ALL INNER JOIN (
                      SELECT "__link_type" AS "link_type", "__link_key" AS "link_key"
                      FROM (
                        SELECT link_type AS "__link_type", link_key AS "__link_key"
                        FROM (
                          SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                          FROM (
                            SELECT link_type, link_key, member_id
                            FROM member_link
                          )
                          ALL INNER JOIN (
                            SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                            FROM (
                              SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                              FROM "dim_member" AS f
                              WHERE f.site_id IN (1)
                            )
                          ) USING ("member_id")
                        )
                        GROUP BY "__link_type", "__link_key"
                        HAVING uniqExact(member_id) >= 2
                      )
                    ) USING ("link_type", "link_key")
                  )
                )
              ) AND stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
              GROUP BY "__member_id"
            )
          ) USING ("member_id")
        )
        ALL LEFT JOIN (
          SELECT "__member_id" AS "member_id", "__dpst_amt" AS "dpst_amt", "__wdrl_amt" AS "wdrl_amt"
          FROM (
            SELECT member_id AS "__member_id", sum(dpst_amt) AS "__dpst_amt", sum(wdrl_amt) AS "__wdrl_amt"
            FROM "rollup_transaction_member_day" AS f
            WHERE site_id IN (1) AND member_id IN (
              SELECT member_id
              FROM (
                SELECT DISTINCT "link_type", "link_key", "member_id", "member_username", "site_id"
                FROM (
                  SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                  FROM (
                    SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                    FROM (
                      SELECT link_type, link_key, member_id
                      FROM member_link
                    )
                    ALL INNER JOIN (
                      SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                      FROM (
                        SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                        FROM "dim_member" AS f
                        WHERE f.site_id IN (1)
                      )
                    ) USING ("member_id")
                  )
                  ALL INNER JOIN (
                    SELECT "__link_type" AS "link_type", "__link_key" AS "link_key"
                    FROM (
                      SELECT link_type AS "__link_type", link_key AS "__link_key"
                      FROM (
                        SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                        FROM (
                          SELECT link_type, link_key, member_id
                          FROM member_link
                        )
                        ALL INNER JOIN (
                          SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                          FROM (
                            SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                            FROM "dim_member" AS f
                            WHERE f.site_id IN (1)
                          )
                        ) USING ("member_id")
                      )
                      GROUP BY "__link_type", "__link_key"
                      HAVING uniqExact(member_id) >= 2
                    )
                  ) USING ("link_type", "link_key")
                )
              )
            ) AND stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
            GROUP BY "__member_id"
          )
        ) USING ("member_id")
      )
      ALL LEFT JOIN (
        SELECT "__member_id" AS "member_id", "__bonus_amt" AS "bonus_amt"
        FROM (
          SELECT member_id AS "__member_id", sum(bonus_amt_base) AS "__bonus_amt"
          FROM fact_bonus
          WHERE site_id IN (1) AND member_id IN (
            SELECT member_id
            FROM (
              SELECT DISTINCT "link_type", "link_key", "member_id", "member_username", "site_id"
              FROM (
                SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                FROM (
                  SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                  FROM (
                    SELECT link_type, link_key, member_id
                    FROM member_link
                  )
                  ALL INNER JOIN (
                    SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                    FROM (
                      SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                      FROM "dim_member" AS f
                      WHERE f.site_id IN (1)
                    )
                  ) USING ("member_id")
                )
                ALL INNER JOIN (
                  SELECT "__link_type" AS "link_type", "__link_key" AS "link_key"
                  FROM (
                    SELECT link_type AS "__link_type", link_key AS "__link_key"
                    FROM (
                      SELECT "link_type", "link_key", "member_id", "member_username", "site_id"
                      FROM (
                        SELECT link_type, link_key, member_id
                        FROM member_link
                      )
                      ALL INNER JOIN (
                        SELECT "__member_id" AS "member_id", "__member_username" AS "member_username", "__site_id" AS "site_id"
                        FROM (
                          SELECT f.member_id AS "__member_id", f.member_username AS "__member_username", f.site_id AS "__site_id"
                          FROM "dim_member" AS f
                          WHERE f.site_id IN (1)
                        )
                      ) USING ("member_id")
                    )
                    GROUP BY "__link_type", "__link_key"
                    HAVING uniqExact(member_id) >= 2
                  )
                ) USING ("link_type", "link_key")
              )
            )
          ) AND stat_date BETWEEN toDate('2026-10-23') AND toDate('2026-11-21')
          GROUP BY "__member_id"
        )
      ) USING ("member_id")
    )
  )
) AS res
LIMIT 1000001
SETTINGS join_use_nulls = 1
-- finish: {"cap":1000000}