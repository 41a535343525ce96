import { beforeEach, describe, expect, it } from 'vitest';
import { markSessionLost, sessionLossStore, takeReturnPath } from '../../../src/state/sessionLoss';

describe('a lost session', () => {
  beforeEach(() => { Object.assign(sessionLossStore, { lost: false, from: null }); });
  it('keeps the page of the first request that found it gone, not of later ones on the way to /login', () => {
    markSessionLost('/house/memberTop?x=1');
    markSessionLost(null);
    markSessionLost('/other');
    expect(sessionLossStore).toMatchObject({ lost: true, from: '/house/memberTop?x=1' });
  });
  it('gives the page back once, and is forgotten after the login', () => {
    markSessionLost('/house/memberTop');
    expect(takeReturnPath()).toBe('/house/memberTop');
    expect(takeReturnPath()).toBeNull();
    expect(sessionLossStore.lost).toBe(false);
  });
});
