import type { GenContext } from './context';
import { generateActivity } from './activity';
import { generateDimensions } from './dimensions';
import { generateGameFacts } from './gameFacts';
import { generateLogins } from './logins';
import { generateMembers } from './members';
import { generatePromos } from './promos';
import { generateRegistrations } from './registrations';
import { generateTransactions } from './transactions';
import { generateBonuses } from './bonuses';
import { generatePromoFacts } from './promoFacts';
import { generateLevelChanges } from './levels';
import { generateIdentities } from './identities';
import { generateMemberDim } from './memberDim';
import { generateHttpRequests, generateMemberExtras } from './memberExtras';

export interface GenerationStage {
  label: string;
  /** Rough share of the generation time, for the progress bar. */
  weight: number;
  run(ctx: GenContext): Promise<unknown>;
}

/** The generation pipeline, in order: each stage reads what earlier ones wrote. */
export const GENERATION_STAGES: readonly GenerationStage[] = [
  { label: 'dimensions and exchange rates', weight: 1, run: generateDimensions },
  { label: 'promotions', weight: 1, run: generatePromos },
  { label: 'registrations', weight: 1, run: generateRegistrations },
  { label: 'member behaviour', weight: 2, run: generateMembers },
  { label: 'activity days', weight: 10, run: generateActivity },
  { label: 'games played', weight: 30, run: generateGameFacts },
  { label: 'logins', weight: 4, run: generateLogins },
  { label: 'transactions', weight: 9, run: generateTransactions },
  { label: 'bonuses', weight: 5, run: generateBonuses },
  { label: 'bound promotions and vouchers', weight: 1, run: generatePromoFacts },
  { label: 'level changes', weight: 6, run: generateLevelChanges },
  { label: 'member identities', weight: 1, run: generateIdentities },
  { label: 'member fields from the facts', weight: 4, run: generateMemberDim },
  { label: 'tags and related members', weight: 1, run: generateMemberExtras },
  { label: 'domain requests', weight: 1, run: generateHttpRequests },
];
