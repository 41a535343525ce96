import axios, { AxiosHeaders, type AxiosResponse } from 'axios';
import type { Envelope } from '../engine/status';
import { i18n } from '../i18n/i18n';
import { showAlert } from '../state/alertStore';
import { clearSession, storeToken } from '../state/sessionActions';
import { sessionStore } from '../state/sessionStore';
import { interpretEnvelope, interpretHttpError, tokenFromHeader, wrapPayload, type ApiDecision } from './interpretEnvelope';

/** Spec §7: POST only, empty base URL, 60 s timeout. */
export const HTTP_TIMEOUT_MS = 60_000;

export const http = axios.create({ baseURL: '', timeout: HTTP_TIMEOUT_MS, headers: { 'Content-Type': 'application/json' } });

http.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  if (sessionStore.token) headers.set('Authorization', `Bearer ${sessionStore.token}`);
  config.headers = headers;
  return config;
});

/** Goes to /login after a session loss, told the path and query the operator was on. */
export type LoginNavigator = (from: { pathname: string; search: string }) => void;

let goToLogin: LoginNavigator = () => window.location.assign('/login');

/** The router registers how to reach /login without a page reload. */
export function setLoginNavigator(navigate: LoginNavigator): void {
  goToLogin = navigate;
}

const here = () => (typeof window === 'undefined' ? { pathname: '/', search: '' } : { pathname: window.location.pathname, search: window.location.search });

/** Spec §8 session loss: the session cleared, then /login, told the page the operator was on (also for an export's file answer). */
export function loseSession(): void {
  const from = here();
  clearSession();
  goToLogin(from);
}

function apply<T>(decision: ApiDecision<T>): Envelope<T> {
  if (decision.log) console.error(...decision.log);
  if (decision.endSession) loseSession();
  if (decision.showNetworkError) showAlert('error', i18n.t('errors.network'));
  if (decision.reject) throw decision.reject;
  return decision.resolve as Envelope<T>;
}

/** Posts `{reqData: payload}` and applies the status handling of spec §8. */
export async function apiPost<T = unknown, P = unknown>(url: string, payload: P): Promise<Envelope<T>> {
  let response: AxiosResponse<unknown>;
  try {
    response = await http.post(url, wrapPayload(payload));
  } catch (error) {
    const failure = axios.isAxiosError(error) ? { response: error.response } : {};
    return apply(interpretHttpError(failure, url));
  }
  const token = tokenFromHeader(response.headers?.authorization);
  if (token) storeToken(token);
  return apply(interpretEnvelope<T>(response.data, url));
}
