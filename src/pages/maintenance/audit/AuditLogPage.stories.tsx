import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Envelope } from '../../../engine/status';
import { GlobalDialog } from '../../../shell/feedback/GlobalDialog';
import { closeDialog } from '../../../state/dialogActions';
import '../maintenance.css';
import { maintenanceApi, type AuditQuery } from '../shared/maintenanceApi';
import type { AuditEntry } from '../shared/maintenanceTypes';
import { AuditLogPage } from './AuditLogPage';

const entry = (auditID: number, at: string, actorAC: string, action: string, target: string, before: unknown, after: unknown): AuditEntry =>
  ({ auditID, at, actorAC, action, target, before, after, clientAddr: `203.150.${auditID % 200}.${(auditID * 7) % 250}` });

/** Who changed what: operators, groups, passwords and OTP resets of one week. */
const ENTRIES: AuditEntry[] = [
  entry(9812, '2026-11-21 18:04:51', 'admin', 'operator.lock', 'pranee.s', { locked: false }, { locked: true }),
  entry(9811, '2026-11-21 16:30:12', 'admin', 'group.update', '東南亞區域財務與風險控管督導小組', { items: [90000] }, { items: [90000, 92310, 92320] }),
  entry(9807, '2026-11-20 11:12:40', 'chen.zhiming', 'operator.resetPassword', 'wang.xiaoyu', null, null),
  entry(9801, '2026-11-19 09:55:03', 'admin', 'operator.add', 'huang.jiahao', null, { operatorName: '黃家豪', groupName: 'Customer Service 客服組', status: 'active' }),
  entry(9794, '2026-11-18 22:41:19', 'admin', 'operator.update', 'huang.jiahao', { status: 'active' }, { status: 'disabled' }),
  entry(9790, '2026-11-18 14:02:11', 'admin', 'operator.resetOtp', 'somchai.k', { otpEnabled: true }, { otpEnabled: false }),
  entry(9786, '2026-11-17 08:20:37', 'sea.finance.supervisor', 'group.add', 'SiamSlot Marketing', null, { items: [92210, 92220, 92230, 92240], cmsList: [1] }),
];

const ok = <T,>(result: T): Envelope<T> => ({ status: 1, result: result as Envelope<T>['result'] });

type Answer = 'entries' | 'empty' | 'refused';

function stub(answer: Answer): () => void {
  const saved = { ...maintenanceApi };
  Object.assign(maintenanceApi, {
    audit: async (q: AuditQuery) => {
      if (answer === 'refused') return { status: 8046, result: { message: 'Privilege not enough', res: [], total: 0 } };
      const rows = answer === 'empty' ? [] : ENTRIES.filter((e) => (!q.actor || e.actorAC?.includes(q.actor)) && (!q.action || e.action.includes(q.action)));
      return ok({ res: rows.slice(q.page.index * q.page.size, (q.page.index + 1) * q.page.size), total: rows.length });
    },
    auditExport: async () => new Blob(['audit'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  } satisfies Partial<typeof maintenanceApi>);
  return () => { Object.assign(maintenanceApi, saved); closeDialog(); };
}

function Screen(_: { answer: Answer }) {
  return <div style={{ padding: 24 }}><AuditLogPage /><GlobalDialog /></div>;
}

/** /maintenance/audit: who changed what and when, server-paged, with an xlsx export (answers stubbed in the story). */
const meta = {
  title: 'Pages/Maintenance/Audit/AuditLogPage',
  component: Screen,
  args: { answer: 'entries' },
  parameters: { layout: 'fullscreen', route: '/maintenance/audit' },
  beforeEach: ({ args }) => stub(args.answer),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of changes: locks, rights, password and OTP resets, with before and after. */
export const Week: Story = {};
/** Nothing logged for the filters: the grid says there are no rows. */
export const NoEntries: Story = { args: { answer: 'empty' } };
/** A group without the audit right: the server refuses and the red dialog says why. */
export const Refused: Story = { parameters: { expectError: true }, args: { answer: 'refused' } };
