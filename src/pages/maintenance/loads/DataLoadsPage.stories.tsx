import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import type { LoadProblemAt } from '../../../engine/loads/loadProblems';
import type { Envelope } from '../../../engine/status';
import { i18n } from '../../../i18n/i18n';
import { GlobalDialog } from '../../../shell/feedback/GlobalDialog';
import { closeDialog } from '../../../state/dialogActions';
import '../maintenance.css';
import { maintenanceApi } from '../shared/maintenanceApi';
import type { LoadEntry } from '../shared/maintenanceTypes';
import { DataLoadsPage } from './DataLoadsPage';
import { problemLine } from './loadColumns';

const FROM = '/srv/exports/luckythai';

/** A refusal as the loader logs it: its problems as codes, and in English. */
const refusal = (count: number, at: LoadProblemAt[]): LoadEntry['problems'] => ({ count, at, listed: at.map((p) => problemLine(i18n.getFixedT('en'), p)) });

/** A week of an operator's loads: the first load, daily increments, a late correction, and two refusals. */
const LOADS: LoadEntry[] = [
  { id: '2026-11-27T06:10:04.118Z#4411', startedAt: '2026-11-27T06:10:04.118Z', seconds: 21.4, servedAfter: 16.8, from: `${FROM}/2026-11-26`, files: ['fact_game_day.parquet', 'fact_login.parquet', 'fact_transaction.parquet', 'fact_bonus.parquet', 'fx_rate.csv'], result: 'loaded', rows: { fact_game_day: 81_204_339, fact_login: 20_114_870, fact_transaction: 12_400_513, fact_bonus: 8_201_114, fx_rate: 5_103 }, daysLoaded: { first: '2026-11-26', last: '2026-11-26', count: 1 }, days: { first: '2024-11-27', last: '2026-11-26' }, derived: { refreshed: 35, rebuilt: 1, kept: 0 } },
  { id: '2026-11-26T18:02:55.004Z#4398', startedAt: '2026-11-26T18:02:55.004Z', seconds: 0.9, from: `${FROM}/2026-11-25-fix`, files: ['fact_login.csv'], result: 'refused', problems: refusal(3, [
    { file: 'fact_login.csv', row: 812, column: 'platform_code', value: '9', why: { code: 'notAllowed', values: '1, 2, 3, 4' } },
    { file: 'fact_login.csv', row: 2044, column: 'platform_code', value: '9', why: { code: 'notAllowed', values: '1, 2, 3, 4' } },
    { file: 'fact_login.csv', row: 9120, column: 'member_id', value: '987654321', why: { code: 'notReference', column: 'member_id', table: 'dim_member' } },
  ]) },
  { id: '2026-11-26T09:40:31.771Z#4390', startedAt: '2026-11-26T09:40:31.771Z', seconds: 19.8, servedAfter: 15.2, from: `${FROM}/2026-11-19-fix`, files: ['fact_transaction.parquet'], result: 'loaded', rows: { fact_transaction: 12_388_020 }, daysLoaded: { first: '2026-11-19', last: '2026-11-19', count: 1 }, days: { first: '2024-11-27', last: '2026-11-25' }, derived: { refreshed: 12, rebuilt: 1, kept: 23 } },
  { id: '2026-11-26T08:15:03.120Z#4388', startedAt: '2026-11-26T08:15:03.120Z', seconds: 74.6, servedAfter: 70.1, from: `${FROM}/2026-11-26-games`, files: ['dim_game.csv'], result: 'loaded', rows: { dim_game: 83 }, daysLoaded: null, days: { first: '2024-11-27', last: '2026-11-25' }, derived: { refreshed: 0, rebuilt: 36, kept: 0, rebuiltBecause: 'dim_game changes game_kind_name of existing rows', rebuiltWhy: { code: 'columnsChanged', table: 'dim_game', columns: ['game_kind_name'] } } },
  { id: '2026-11-25T23:05:00.310Z#4377', startedAt: '2026-11-25T23:05:00.310Z', seconds: 0.2, from: `${FROM}/2026-11-25`, files: [], result: 'refused', problems: refusal(1, [{ file: `${FROM}/2026-11-25`, why: { code: 'loadRunning', pid: 4371 } }]) },
  { id: '2026-11-25T06:11:42.950Z#4371', startedAt: '2026-11-25T06:11:42.950Z', seconds: 22.7, servedAfter: 17.5, from: `${FROM}/2026-11-24`, files: ['fact_game_day', 'fact_login.parquet', 'fact_transaction.parquet', 'fact_bonus.parquet', 'fx_rate.csv', 'dim_member.parquet'], result: 'loaded', rows: { fact_game_day: 81_061_902, fact_login: 20_087_113, fact_transaction: 12_361_433, fact_bonus: 8_190_276, fx_rate: 5_089, dim_member: 3_600_418 }, daysLoaded: { first: '2026-11-24', last: '2026-11-24', count: 1 }, days: { first: '2024-11-27', last: '2026-11-24' }, derived: { refreshed: 35, rebuilt: 1, kept: 0 } },
  { id: '2026-11-20T02:00:12.400Z#4102', startedAt: '2026-11-20T02:00:12.400Z', seconds: 611.3, servedAfter: 548.0, from: `${FROM}/initial`, files: ['dim_cms.csv', 'dim_site.csv', 'fx_rate.csv', 'fact_game_day', 'fact_transaction'], result: 'loaded', rows: { fact_game_day: 80_114_200, fact_transaction: 12_204_118, fx_rate: 5_040, dim_site: 12, dim_cms: 4 }, daysLoaded: { first: '2024-11-27', last: '2026-11-19', count: 723 }, days: { first: '2024-11-27', last: '2026-11-19' }, derived: { refreshed: 0, rebuilt: 36, kept: 0, rebuiltBecause: 'a first load', rebuiltWhy: { code: 'firstLoad' } } },
];

/** The same week on a console served from ClickHouse: each load also gave the cluster what it changed (the first, all of it). */
const CLICKHOUSE_LOADS: LoadEntry[] = LOADS.map((entry) => {
  if (entry.result !== 'loaded') return entry;
  const rows = Object.values(entry.rows ?? {}).reduce((a, b) => a + b, 0);
  return entry.derived?.rebuiltWhy?.code === 'firstLoad'
    ? { ...entry, clickhouse: { tables: 58, months: 0, rows: 412_880_115, seconds: 402.6, whole: true } }
    : { ...entry, clickhouse: { tables: 9, months: 8, rows: Math.round(rows / 24), seconds: 7.0 } };
});

const ok = <T,>(result: T): Envelope<T> => ({ status: 1, result: result as Envelope<T>['result'] });

type Answer = 'loads' | 'clickhouse' | 'none' | 'refused' | 'running';

function stub(answer: Answer): () => void {
  const saved = { ...maintenanceApi };
  Object.assign(maintenanceApi, {
    loads: async () => {
      if (answer === 'refused') return { status: 8046, result: { message: 'Privilege not enough', res: [], total: 0, dataTo: null } };
      const rows = answer === 'none' ? [] : answer === 'clickhouse' ? CLICKHOUSE_LOADS : LOADS;
      // the folder the console serves, and (running) a load under way in it
      const folder = { dataDir: '/srv/console/data', ...(answer === 'running' ? { running: { pid: 4371, since: '2026-11-27T00:05:12.000Z' } } : {}) };
      return ok({ res: rows, total: rows.length, dataTo: answer === 'none' ? '2026-11-28 01:39' : '2026-11-26 23:58', ...folder });
    },
  } satisfies Partial<typeof maintenanceApi>);
  return () => { Object.assign(maintenanceApi, saved); closeDialog(); };
}

function Screen(_: { answer: Answer }) {
  return <div style={{ padding: 24 }}><DataLoadsPage /><GlobalDialog /></div>;
}

/** /maintenance/loads: every load into the warehouse, newest first (answers stubbed in the story). */
const meta = {
  title: 'Pages/Maintenance/Loads/DataLoadsPage',
  component: Screen,
  args: { answer: 'loads' },
  parameters: { layout: 'fullscreen', route: '/maintenance/loads' },
  beforeEach: ({ args }) => stub(args.answer),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of loads: daily increments, a late correction of one day, a refused file and a load that waited for another. */
export const Week: Story = {};
/** A console served from ClickHouse: a column says what each load gave the cluster (months replaced, or copied whole). */
export const ServedFromClickHouse: Story = { args: { answer: 'clickhouse' } };
/** A warehouse nobody loaded (the demo's): the page says so and how to load. */
export const NoLoads: Story = { args: { answer: 'none' } };
/** A load under way in the folder: the page says since when, and asks again every few seconds until it is listed. */
export const LoadRunning: Story = {
  args: { answer: 'running' },
  play: async ({ canvasElement }) => { await within(canvasElement).findByText(/^A load is running \(started 2026-11-27 00:05:12 UTC\)/); },
};
/** A group without the administrators' item: the server refuses and the red dialog says why. */
export const Refused: Story = { parameters: { expectError: true }, args: { answer: 'refused' } };
