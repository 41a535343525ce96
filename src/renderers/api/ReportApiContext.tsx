import { createContext, useContext, type ReactNode } from 'react';
import { exportReportFile } from './exportRequest';
import { httpViewsApi } from '../views/viewsApi';
import { httpReportApi, type ReportApi } from './reportApi';

const defaultApi: ReportApi = { ...httpReportApi, exportFile: exportReportFile, views: httpViewsApi };
const ReportApiContext = createContext<ReportApi>(defaultApi);

/** Stories and tests answer report calls from recorded results; the console uses the HTTP API. */
export function ReportApiProvider({ api, children }: { api: ReportApi; children: ReactNode }) {
  return <ReportApiContext.Provider value={api}>{children}</ReportApiContext.Provider>;
}

export function useReportApi(): ReportApi {
  return useContext(ReportApiContext);
}
