import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../maintenance.css';
import type { CmsItem } from '../shared/maintenanceTypes';
import { CmsPicker } from './CmsPicker';

/** The operating units whose sites a group's operators see. */
const UNITS: CmsItem[] = [
  { cms_id: 1, cms_name: 'Thailand (LuckyThai88, SiamSlot)' }, { cms_id: 2, cms_name: 'Vietnam (VinaWin, SaigonBet)' },
  { cms_id: 3, cms_name: 'Indonesia (GarudaPlay, JakartaJP)' }, { cms_id: 4, cms_name: 'Philippines (ManilaStar, PinoyPanalo)' },
  { cms_id: 5, cms_name: '馬來西亞營運單位（KLRoyal）' }, { cms_id: 6, cms_name: 'India & Brazil (DesiJackpot, MumbaiRoyale, SambaBet)' },
];

function Live({ cms, initial, disabled }: { cms: CmsItem[]; initial: number[]; disabled?: boolean }) {
  const [selected, setSelected] = useState(new Set(initial));
  return <div className="card" style={{ margin: 24, padding: 16, maxWidth: 640 }}><CmsPicker cms={cms} selected={selected} disabled={disabled} onChange={setSelected} /></div>;
}

/** The operating units of a group; the box above ticks them all. */
const meta = { title: 'Pages/Maintenance/Group/CmsPicker', component: Live, args: { cms: UNITS, initial: [1, 2] } } satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thailand and Vietnam: the all-units box is mixed. */
export const SomeUnits: Story = {};
export const AllUnits: Story = { args: { initial: UNITS.map((u) => u.cms_id) } };
export const NoUnits: Story = { args: { initial: [] } };
/** The operator's own group: units cannot change here. */
export const Disabled: Story = { args: { disabled: true } };
/** The server lists no operating unit. */
export const NoUnitsListed: Story = { args: { cms: [], initial: [] } };
