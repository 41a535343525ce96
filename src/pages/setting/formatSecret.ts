/** A base32 key in groups of four, as authenticator apps show it for typing by hand. */
export function formatSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
