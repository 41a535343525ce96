import type { Meta, StoryObj } from '@storybook/react-vite';
import '../maintenance.css';
import { AuditFilters } from './AuditFilters';

/** The audit log's filters: dates, who, what and on whom; Export downloads the filtered log. */
const meta = {
  title: 'Pages/Maintenance/Audit/AuditFilters',
  component: AuditFilters,
  args: { busy: false, onSearch: () => {}, onExport: () => {} },
  decorators: [(Story) => <div className="mnt-page" style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof AuditFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** While the xlsx is prepared, Export waits. */
export const Exporting: Story = { args: { busy: true } };
