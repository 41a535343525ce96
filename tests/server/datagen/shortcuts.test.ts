import { describe, expect, it } from 'vitest';
import { GAME_KINDS, GAME_SLOTS } from '../../../server/datagen/catalog/games';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { one } = useTestWarehouse();

/** What the generator relies on to take its shortcuts (see activity, gameFacts and memberDim). */
describe('the generator shortcuts', () => {
  it('find a game for every slot of a gaming day: each kind has a game in each slot', () => {
    for (const kind of GAME_KINDS) expect(kind.games.length, kind.code).toBeGreaterThanOrEqual(GAME_SLOTS);
  });

  it('find at most one campaign a site runs on a day: campaigns of a site never overlap', async () => {
    const r = await one(`SELECT count(*) AS n FROM dim_promo a JOIN dim_promo b ON a.site_id = b.site_id AND a.promo_id < b.promo_id
      WHERE a.promo_type IN (1, 2, 4) AND b.promo_type IN (1, 2, 4)
        AND a.promo_date_start <= b.promo_date_end AND b.promo_date_start <= a.promo_date_end`);
    expect(r.n).toBe(0);
  });

  it('give a campaign participant a boosted day only inside the window of a campaign of their site', async () => {
    const r = await one(`SELECT count(*) AS n,
        count(*) FILTER (WHERE p.promo_id IS NULL OR p.site_id <> b.site_id OR b.bind_date NOT BETWEEN p.promo_date_start AND p.promo_date_end) AS outside
      FROM fact_promo_bind b LEFT JOIN dim_promo p ON p.promo_id = b.promo_id`);
    expect(r.n).toBeGreaterThan(0);
    expect(r.outside).toBe(0);
  });
});
