import { describe, expect, it } from 'vitest';
import { didYouMean, nearestNames } from '../../../src/engine/validate/didYouMean';

const MEASURES = ['apv_bet', 'apv_bet_new', 'apv_bet_per_user', 'house_net_win', 'house_edge', 'dpst_amt', 'dpst_count', 'wdrl_amt', 'gm_dau'];

describe('did you mean', () => {
  it('names the nearest valid names, closest first', () => {
    expect(nearestNames('apv_bets', MEASURES)).toEqual(['apv_bet', 'apv_bet_new', 'apv_bet_per_user']);
    expect(nearestNames('house_nett_win', MEASURES)[0]).toBe('house_net_win');
    expect(nearestNames('dpts_amt', MEASURES)[0]).toBe('dpst_amt'); // two letters swapped
  });
  it('offers names sharing a word when none is a few edits away', () => {
    expect(nearestNames('deposit_amt', MEASURES)).toEqual(['dpst_amt', 'wdrl_amt']);
  });
  it('says nothing when no name is near', () => {
    expect(nearestNames('turnover', MEASURES)).toEqual([]);
    expect(didYouMean('turnover', MEASURES)).toBe('');
  });
  it('reads as a sentence', () => {
    expect(didYouMean('gm_dua', MEASURES)).toBe("; did you mean 'gm_dau'?");
    expect(didYouMean('dpst_amount', ['dpst_amt', 'dpst_count', 'wdrl_amt'])).toBe("; did you mean 'dpst_amt' or 'dpst_count'?");
  });
});
