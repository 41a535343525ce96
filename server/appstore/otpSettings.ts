import { type AppStore, utc } from './appStore';

/** A secret being set up: it becomes the operator's only once a code from it is verified. */
export async function setPendingOtpSecret(store: AppStore, operatorID: number, secret: string, nowMs: number): Promise<void> {
  await store.run('UPDATE operator SET otp_pending_secret = $1, updated_at = $2 WHERE operator_id = $3', [secret, utc(nowMs), operatorID]);
}

/** Switches OTP on with the pending secret, recording the verified step so its code cannot be replayed. */
export async function activateOtp(store: AppStore, operatorID: number, step: number, nowMs: number): Promise<void> {
  await store.run(
    `UPDATE operator SET otp_secret = otp_pending_secret, otp_pending_secret = NULL, otp_enabled = true, otp_last_step = $1,
       version = version + 1, updated_at = $2
     WHERE operator_id = $3 AND otp_pending_secret IS NOT NULL`, [step, utc(nowMs), operatorID]);
}

export async function closeOtp(store: AppStore, operatorID: number, nowMs: number): Promise<void> {
  await store.run(
    `UPDATE operator SET otp_enabled = false, otp_secret = NULL, otp_pending_secret = NULL, otp_last_step = NULL,
       version = version + 1, updated_at = $1
     WHERE operator_id = $2`, [utc(nowMs), operatorID]);
}
