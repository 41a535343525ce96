import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiPost } from '../../api/client';
import type { OtpRequired, SessionInfo } from '../../api/contracts';

/** SessionInfo of a quick login, with the token that replaces the one just used. */
export type QuickLoginAnswer = SessionInfo & { quickLogin?: { token: string } };

/** The login page's other ways in than the password (server/http/routes/quickLogin.ts and passkey.ts). */
export const loginMethodsApi = {
  quickLogin: (req: { deviceId: string; token: string; otp?: string }) => apiPost<QuickLoginAnswer | OtpRequired>('/api/quicklogin/login', req),
  passkeyOptions: () => apiPost<{ options: PublicKeyCredentialRequestOptionsJSON }>('/api/passkey/login/options', {}),
  passkeyVerify: (response: AuthenticationResponseJSON) => apiPost<SessionInfo>('/api/passkey/login/verify', { response }),
};
