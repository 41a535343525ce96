import { defineReport } from '../../src/engine/definition/report';
import { gameRetention } from '../shared/gameRetention';

/** Game retention of one site. */
export default defineReport(gameRetention('site_game_retention', { path: '/site_owner/game_retention', menuGroup: 'site_owner', category: 'gaming', itemIdx: 92000, reportIdx: 92120, order: 12, singleSite: true }));
