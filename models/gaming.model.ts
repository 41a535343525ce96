import { defineModel } from '../src/engine/definition/model';
import { agentDimensions, agentJoins, memberDimensions, memberRollups, NEW_MEMBER, OLD_MEMBER, siteDimensions, siteJoin, siteDayRollup, siteActivity } from './shared';


/** Betting: member × day × game (fact_game_day). Amounts in the base currency. */
const gamingModel = defineModel({
  id: 'gaming',
  table: 'fact_game_day',
  timeColumn: 'stat_date',
  joins: { ...siteJoin, ...agentJoins, game: { table: 'dim_game', key: 'game_id', to: 'f.game_id' } },
  dimensions: {
    ...siteDimensions,
    ...agentDimensions,
    ...memberDimensions,
    member_id: { sql: 'f.member_id', type: 'number' },
    game_kind_code: { sql: 'game.game_kind_code', type: 'string', join: 'game' },
    game_kind_name: { sql: 'game.game_kind_name', type: 'string', join: 'game' },
    game_brand_code: { sql: 'game.game_brand_code', type: 'string', join: 'game' },
    game_theme_id: { sql: 'game.game_theme_id', type: 'number', join: 'game' },
    game_theme_name: { sql: 'game.game_theme_name', type: 'string', join: 'game' },
  },
  measures: {
    gm_count: { agg: 'sum', sql: 'f.bet_count', format: 'count' },
    apv_bet: { agg: 'sum', sql: 'f.apv_bet_base', format: 'amount', money: true },
    house_net_win: { agg: 'sum', sql: 'f.house_net_win_base', format: 'amount', money: true },
    house_edge: { ratio: ['house_net_win', 'apv_bet'], format: 'rate' },
    gm_dau: { agg: 'countDistinct', sql: 'f.member_id', format: 'count' },
    game_item_count: { agg: 'sum', sql: 'f.game_item_count', format: 'count' },
    game_item_cost: { agg: 'sum', sql: 'f.game_item_cost_base', format: 'amount', money: true },
    game_item_bet: { agg: 'sum', sql: 'f.game_item_bet_base', format: 'amount', money: true },
    game_item_win: { agg: 'sum', sql: 'f.game_item_win_base', format: 'amount', money: true },
    apv_bet_per_user: { ratio: ['apv_bet', 'gm_dau'], format: 'amount', money: true },
    /** New members: registered within the 30 days up to the activity day (spec member type 0); the rest are old members. */
    gm_dau_new: { agg: 'countDistinct', sql: `CASE WHEN ${NEW_MEMBER} THEN f.member_id END`, join: 'm', format: 'count' },
    /** Old members: active on a day more than 30 days after registering (a member new on one day of a period and old on another counts in both). */
    gm_dau_old: { agg: 'countDistinct', sql: `CASE WHEN ${OLD_MEMBER} THEN f.member_id END`, join: 'm', format: 'count' },
    apv_bet_new: { agg: 'sum', sql: 'f.apv_bet_base', where: NEW_MEMBER, join: 'm', format: 'amount', money: true },
  },
  rollups: [
    {
      id: 'site_day_game',
      dimensions: ['site_id', 'site_name', 'site_group', 'site_currency', 'cms_id', 'game_kind_code', 'game_kind_name', 'game_brand_code', 'game_theme_id', 'game_theme_name'],
      measures: ['gm_count', 'apv_bet', 'house_net_win', 'game_item_count', 'game_item_cost', 'game_item_bet', 'game_item_win'],
    },
    siteDayRollup(['gm_count', 'apv_bet', 'house_net_win', 'game_item_count', 'game_item_cost', 'game_item_bet', 'game_item_win', 'apv_bet_new'], ['gm_dau', 'gm_dau_new', 'gm_dau_old']),
    // two years of member sums: 45M member × day rows, or 4.7M by month and the edges' days (scale 100)
    ...memberRollups(['gm_count', 'apv_bet', 'house_net_win']),
  ],
  activity: siteActivity(['gm_dau', 'gm_dau_new', 'gm_dau_old']),
  // first-play cohorts by game kind or brand (game retention), and by both when one filters the other
  spans: [{ dimensions: ['game_kind_code', 'game_brand_code'] }, { dimensions: ['game_kind_code'] }, { dimensions: ['game_brand_code'] }],
});

export default gamingModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { gaming: keyof typeof gamingModel.measures }
  interface ModelDimensions { gaming: keyof typeof gamingModel.dimensions }
}
