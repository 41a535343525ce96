import { defineReport } from '../../src/engine/definition/report';
import { gameRetention } from '../shared/gameRetention';

/** Game retention across the operator's sites. */
export default defineReport(gameRetention('game_retention', { path: '/sys_provider/game_retention', menuGroup: 'sys_provider', category: 'general', itemIdx: 91000, reportIdx: 91003, order: 3 }));
