import { useCallback, useRef, useState } from 'react';
import type { ReportRequest } from '../../engine/request/types';
import { useReportApi } from '../api/ReportApiContext';
import type { ExportFormat } from '../api/reportApi';
import { errorMessage } from '../hooks/searchState';
import { saveBlob } from './saveBlob';

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; loaded: number; total?: number; format: ExportFormat }
  | { status: 'error'; message: string };

/** Runs POST /api/report/<id>/export (or /export/csv) once at a time and saves the file it answers. */
export function useExport(reportId: string, save: (blob: Blob, name: string) => void = saveBlob) {
  const api = useReportApi();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef(false);
  const start = useCallback(async (request: ReportRequest, format: ExportFormat = 'xlsx') => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'running', loaded: 0, format });
    try {
      const file = await api.exportFile(reportId, request, (loaded, total) => setState({ status: 'running', loaded, total, format }), format);
      save(file.blob, file.fileName);
      setState({ status: 'idle' });
    } catch (e) {
      setState({ status: 'error', message: errorMessage(e) });
    } finally {
      running.current = false;
    }
  }, [api, reportId, save]);
  return { state, start };
}
