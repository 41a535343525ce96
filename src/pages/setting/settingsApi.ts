import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { ApiError } from '../../api/ApiError';
import { apiPost } from '../../api/client';
import type { Envelope } from '../../engine/status';

/** A business status (8xxx) resolves in the client (spec §8); the settings forms treat anything but 1 as a failure. */
export async function requireOk<T>(call: Promise<Envelope<T>>): Promise<T> {
  const envelope = await call;
  if (envelope.status !== 1) {
    throw new ApiError('status', envelope.result?.message ?? 'API Server Error', { status: envelope.status });
  }
  return envelope.result;
}

interface Message { message: string }
export interface OtpSetup { qrCode: string; secret: string; otpauthUri: string }
export interface QuickLoginGrant extends Message { token: string; operatorAC: string; operatorName: string }

/** The settings page's calls (docs/API.md: Settings, Passkeys, Quick login). */
export const settingsApi = {
  changePassword: (body: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
    requireOk(apiPost<Message>('/api/operator/password', body)),
  startOtp: (operatorID: number) => requireOk(apiPost<OtpSetup>(`/api/config/item/${operatorID}/otp`, {})),
  verifyOtp: (operatorID: number, otp: string) => requireOk(apiPost<Message>(`/api/config/item/${operatorID}/v/otp`, { otp })),
  closeOtp: (operatorID: number, password: string) => requireOk(apiPost<Message>(`/api/config/item/${operatorID}/c/otp`, { password })),
  quickLoginStatus: (deviceId: string) => requireOk(apiPost<{ enabled: boolean }>('/api/quicklogin/status', { deviceId })),
  enableQuickLogin: (deviceId: string, password: string) => requireOk(apiPost<QuickLoginGrant>('/api/quicklogin/enable', { deviceId, password })),
  disableQuickLogin: (deviceId: string) => requireOk(apiPost<Message>('/api/quicklogin/disable', { deviceId })),
  passkeys: () => requireOk(apiPost<{ enabled: boolean }>('/api/passkey/list', {})),
  passkeyOptions: (password: string) =>
    requireOk(apiPost<{ options: PublicKeyCredentialCreationOptionsJSON }>('/api/passkey/register/options', { password })),
  registerPasskey: (response: RegistrationResponseJSON) => requireOk(apiPost<Message>('/api/passkey/register/verify', { response })),
  clearPasskeys: () => requireOk(apiPost<Message>('/api/passkey/clear', {})),
};
