import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../maintenance.css';
import { operatorColumns } from '../operator/operatorColumns';
import { MaintenanceGrid } from './MaintenanceGrid';
import type { OperatorRow } from './maintenanceTypes';

const row = (operatorID: number, operatorAC: string, operatorName: string, groupName: string, more: Partial<OperatorRow> = {}): OperatorRow => ({
  operatorID, operatorAC, operatorName, groupID: operatorID % 4 + 1, groupName, status: 'active', locked: false, otpEnabled: true,
  updatedAt: `2026-11-${String(10 + operatorID % 12).padStart(2, '0')} 09:${String(operatorID % 60).padStart(2, '0')}:00`, version: 1, ...more,
});

/** Operators of a gaming operator's back office: administrators, site owners, finance and customer service. */
const OPERATORS: OperatorRow[] = [
  row(1, 'admin', 'Administrator', 'Administrators'),
  row(27, 'chen.zhiming', '陳志明', 'LuckyThai88 站長', { otpEnabled: false }),
  row(31, 'somchai.k', 'Somchai Kittisak', 'SiamSlot Marketing'),
  row(33, 'lin.meiling', '林美玲', 'Customer Service 客服組', { locked: true }),
  row(36, 'nguyen.hung', 'Nguyễn Văn Hùng', 'VinaWin Operations', { status: 'disabled', otpEnabled: false }),
  row(41, 'sea.finance.supervisor', 'Regional Finance & Risk Supervisor', '東南亞區域財務與風險控管督導小組'),
];

function Grid({ rows, loading }: { rows: OperatorRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns = useMemo(() => operatorColumns(t, true), [t]);
  return (
    <section className="card mnt-table" style={{ margin: 24 }}>
      <MaintenanceGrid<OperatorRow> label="Operators" rows={rows} columns={columns} loading={loading} rowId={(r) => String(r.operatorID)}
        onSort={() => {}} onSelect={() => {}} height={360} />
    </section>
  );
}

/** One server page of a maintenance list in AG Grid: single-row selection, sorting asked of the server. */
const meta = { title: 'Pages/Maintenance/MaintenanceGrid', component: Grid, args: { rows: OPERATORS, loading: false } } satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six operators: locked, disabled and OTP states, Traditional Chinese and Vietnamese names. */
export const Operators: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
/** No operator matches the search: the grid says there are no rows. */
export const NoRows: Story = { args: { rows: [] } };
