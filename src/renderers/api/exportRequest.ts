import axios from 'axios';
import { http, loseSession } from '../../api/client';
import { tokenFromHeader, wrapPayload } from '../../api/interpretEnvelope';
import type { ReportRequest } from '../../engine/request/types';
import { storeToken } from '../../state/sessionActions';
import { fileNameFromDisposition } from './fileName';
import { ReportCallError, type ExportFormat } from './reportApi';

/**
 * Adapter: the shell's apiPost reads JSON envelopes, and an export answers a file, so this posts
 * through the same axios instance (Bearer token, timeout) with a blob response, takes a rotated
 * token from the header, and turns an error envelope (JSON in the blob) into the server's message.
 */
export async function exportReportFile(reportId: string, request: ReportRequest, onProgress?: (loaded: number, total?: number) => void, format: ExportFormat = 'xlsx'): Promise<{ blob: Blob; fileName: string }> {
  const url = `/api/report/${encodeURIComponent(reportId)}/export${format === 'csv' ? '/csv' : ''}`;
  try {
    const response = await http.post<Blob>(url, wrapPayload(request), {
      responseType: 'blob',
      onDownloadProgress: (e) => onProgress?.(e.loaded, e.total || undefined),
    });
    const token = tokenFromHeader(response.headers?.authorization);
    if (token) storeToken(token);
    const blob = response.data;
    if (blob.type.includes('json')) throw await envelopeError(blob);
    return { blob, fileName: fileNameFromDisposition(String(response.headers?.['content-disposition'] ?? ''), `${reportId}.${format}`) };
  } catch (e) {
    if (axios.isAxiosError(e)) {
      if (e.response?.status === 401) endSession();
      const data = e.response?.data;
      throw data instanceof Blob ? await envelopeError(data) : new ReportCallError(e.message);
    }
    throw e;
  }
}

async function envelopeError(blob: Blob): Promise<ReportCallError> {
  try {
    const body = JSON.parse(await blob.text()) as { status?: number; result?: { message?: string } };
    if (body.status === 8002) endSession();
    return new ReportCallError(body.result?.message ?? `status ${body.status}`, body.status);
  } catch {
    return new ReportCallError('API Server Error');
  }
}

/** Spec §8: 8002 and HTTP 401 end the session and go to /login, as every other call does. */
const endSession = loseSession;
