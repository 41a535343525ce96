import { sessionStore, type DialogKind } from './sessionStore';

/** Spec §9: the success dialog closes itself after 2000 ms; the error dialog waits for the user. */
export const SUCCESS_DIALOG_MS = 2000;

export function dialogAutoCloseMs(kind: DialogKind): number | null {
  return kind === 'success' ? SUCCESS_DIALOG_MS : null;
}

export function showDialog(kind: DialogKind, text: string): void {
  sessionStore.dialog = { show: true, kind, text };
}

export function closeDialog(): void {
  sessionStore.dialog = { ...sessionStore.dialog, show: false };
}
