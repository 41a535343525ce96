import type { ExchangeRate, LoginRequest, OtpRequired, ReportEntry, SessionInfo } from './contracts';
import { apiPost } from './client';

/** The calls of the console shell; report data calls live with the renderers. */
export const api = {
  login: (req: LoginRequest) => apiPost<SessionInfo | OtpRequired>('/api/operator/login', req),
  logout: (operatorID: number) => apiPost<Record<string, never>>('/api/operator/logout', { operatorID }),
  session: () => apiPost<SessionInfo>('/api/operator/session', {}),
  reportList: () => apiPost<{ res: ReportEntry[] }>('/api/report/list', {}),
  exchangeRates: (operatorID: number) => apiPost<{ res: ExchangeRate[] }>('/api/exchangerate/list', { operatorID }),
};

export function isOtpRequired(result: unknown): result is OtpRequired {
  return typeof result === 'object' && result !== null && (result as OtpRequired).otpRequired === true;
}
