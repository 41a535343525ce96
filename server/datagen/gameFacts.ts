import { GAME_KINDS, GAME_SLOTS } from './catalog/games';
import type { GenContext } from './context';
import { pick } from './sql';

/**
 * fact_game_day: each gaming day spreads over 1–4 games. Slot j plays kind (kind_pack >> 3j) & 7
 * and a game from the j-th residue class of that kind's popularity list, so the games of one day
 * are distinct by construction; a member keeps the same games for a week. The house's result is
 * the kind's edge, the kind's swing that day, and the bet-level noise shrinking with √bets.
 *
 * Luck (swing and noise) never turns a site's month of a kind into a loss (DATA.md: the house
 * edge stays positive over a month): where a site × month × kind's luck would take more than
 * (1 − KEEP_EDGE) of its expected win, that cell's luck is scaled down so the result keeps
 * KEEP_EDGE of it, in the site's currency and in the base currency alike. Other cells keep their
 * draws unchanged. The sums deciding it are exact decimals, so the outcome does not depend on the
 * order DuckDB adds rows in (the generator stays deterministic).
 *
 * Item draws are taken only where the game sells items: elsewhere the item columns are 0 whatever
 * they would draw.
 */
/** Share of a site × month × kind's expected win (turnover × the kind's edge) its result keeps at least. */
export const KEEP_EDGE = 0.25;

/** An exact sum over a cell, so the scale chosen from it is the same on every run. */
const exactSum = (expr: string) => `sum((${expr})::DECIMAL(38, 6)) OVER cell`;

export async function generateGameFacts(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  const kinds = GAME_KINDS;
  const k = 'x.kind_idx';
  // in date order, so that a date range reads only its days (zone maps), not the whole fact
  await run(`INSERT INTO fact_game_day
    WITH slots AS (
      SELECT d.member_id, d.site_id, d.stat_date, d.t, d.rate, d.per_usd, d.stake, d.j,
        ((d.kind_pack >> (3 * d.j)) & 7)::INTEGER AS kind_idx,
        d.turn_usd * CASE WHEN d.j = 0 THEN 1 ELSE (0.1 + 0.8 * ${r.u('share', 'd.member_id', 'd.t', 'd.j')}) / d.j END AS apv_usd
      FROM (SELECT *, unnest(range(n_games)) AS j FROM tmp_day WHERE n_games > 0) d
    ), picked AS (
      SELECT x.*, (x.j + ${GAME_SLOTS} * floor(pow(${r.u('game', 'x.member_id', 'x.j', 'x.t // 7')}, 2.2)
          * ceil((${pick(kinds.map((g) => g.games.length), k)} - x.j) / ${GAME_SLOTS})))::INTEGER AS game_idx,
        greatest(1, round(x.apv_usd / (x.stake * ${pick(kinds.map((g) => g.stakeFactor), k)} * exp(0.3 * ${r.n('stk', 'x.member_id', 'x.t', 'x.j')}))))::INTEGER AS bet_count,
        ${pick(kinds.map((g) => g.edge), k)} AS kind_edge,
        ${pick(kinds.map((g) => g.daySigma), k)} * ${r.n('swing', k, 'x.t')} AS swing,
        ${pick(kinds.map((g) => g.betSigma), k)} AS bet_sigma,
        CASE WHEN ${pick(kinds.map((g) => g.items), k)} THEN ${r.u('item', 'x.member_id', 'x.t', 'x.j')} < 0.18 ELSE FALSE END AS has_items
      FROM slots x
    ), lucky AS (
      SELECT p.*, p.apv_usd * p.per_usd AS turn,
        p.swing + p.bet_sigma / sqrt(p.bet_count) * ${r.n('result', 'p.member_id', 'p.t', 'p.j')} AS luck
      FROM picked p
    ), cells AS (
      SELECT *, ${exactSum('turn * kind_edge')} AS due, ${exactSum('turn * luck')} AS drawn,
        ${exactSum('turn * rate * kind_edge')} AS due_base, ${exactSum('turn * rate * luck')} AS drawn_base
      FROM lucky WINDOW cell AS (PARTITION BY site_id, date_trunc('month', stat_date), kind_idx)
    ), balanced AS (
      SELECT *, least(
          CASE WHEN drawn < -(1 - ${KEEP_EDGE}) * due THEN (1 - ${KEEP_EDGE}) * due / -drawn ELSE 1 END,
          CASE WHEN drawn_base < -(1 - ${KEEP_EDGE}) * due_base THEN (1 - ${KEEP_EDGE}) * due_base / -drawn_base ELSE 1 END
        )::DOUBLE AS luck_scale
      FROM cells
    ), amounts AS (
      SELECT p.stat_date, p.site_id, p.member_id, g.game_id, p.bet_count, p.rate, p.has_items,
        round(p.apv_usd * p.per_usd, 2) AS apv_bet,
        round(p.turn * (p.kind_edge + p.luck_scale * p.luck), 2) AS house_net_win,
        CASE WHEN p.has_items THEN 1 + floor(6 * ${r.u('items', 'p.member_id', 'p.t', 'p.j')})::INTEGER ELSE 0 END AS item_count,
        CASE WHEN p.has_items THEN p.stake * p.per_usd * 20 * (0.8 + 0.4 * ${r.u('itemprice', 'p.member_id', 'p.t')}) END AS item_price,
        CASE WHEN p.has_items THEN ${r.n('itemwin', 'p.member_id', 'p.t', 'p.j')} END AS item_luck
      FROM balanced p JOIN tmp_game g ON g.kind_idx = p.kind_idx AND g.idx = p.game_idx
    ), items AS (
      SELECT *, CASE WHEN has_items THEN round(item_count * item_price, 2) ELSE 0::DOUBLE END AS game_item_cost,
        CASE WHEN has_items THEN round(item_count * item_price * 2.5, 2) ELSE 0::DOUBLE END AS game_item_bet
      FROM amounts
    ), wins AS (
      SELECT *, CASE WHEN has_items THEN round(greatest(0, game_item_bet * (0.93 + 0.6 * item_luck / sqrt(greatest(item_count, 1)))), 2)
        ELSE 0::DOUBLE END AS game_item_win
      FROM items
    )
    SELECT stat_date, site_id, member_id, game_id, bet_count, apv_bet, house_net_win,
      item_count, game_item_cost, game_item_bet, game_item_win,
      apv_bet * rate, house_net_win * rate, game_item_cost * rate, game_item_bet * rate, game_item_win * rate
    FROM wins ORDER BY stat_date, site_id`);
}
