const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Whether this page can use passkeys: the browser has WebAuthn and the host is a name (browsers
 * refuse IP addresses as relying party ids, so http://127.0.0.1 cannot, http://localhost can).
 */
export function canUsePasskeys(hostname: string, hasWebAuthn: boolean): boolean {
  return hasWebAuthn && hostname !== '' && !IPV4.test(hostname) && !hostname.startsWith('[');
}

export function browserCanUsePasskeys(): boolean {
  if (typeof window === 'undefined') return false;
  return canUsePasskeys(window.location.hostname, typeof window.PublicKeyCredential === 'function');
}

/** A ceremony the user cancelled or let time out (the browser gives no other detail). */
export function isPasskeyCancel(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
