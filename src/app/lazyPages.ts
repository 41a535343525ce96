import { lazy } from 'react';
import { loadReportPage, withTimeout, CHUNK_TIMEOUT_MS } from '../shell/routes/loadReportPage';

/** Screens that load as their own chunks (spec §7: chunk timeout 120 s). */
export const ReportPage = lazy(loadReportPage);
export const AccountSettingPage = lazy(() => withTimeout(import('../pages/setting/AccountSettingPage'), CHUNK_TIMEOUT_MS));
export const MaintenancePage = lazy(() => withTimeout(import('../pages/maintenance/MaintenancePage'), CHUNK_TIMEOUT_MS));
