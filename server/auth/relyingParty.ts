/** Who the passkeys belong to: the WebAuthn relying party of this console. */
export interface RelyingParty {
  /** RP ID: the console's host name, without scheme or port. */
  id: string;
  /** Origins an assertion may come from (scheme, host and port). */
  origins: string[];
  name: string;
}

export const RP_NAME = 'Operator Console';

const HOST = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::(\d{1,5}))?$/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The relying party of a request. `WEBAUTHN_RP_ID` and `WEBAUTHN_ORIGINS` (comma-separated) fix
 * it for a deployment; without them it is the request's host, as the browser saw it (behind a
 * proxy with TRUST_PROXY=1, X-Forwarded-Host and -Proto). Browsers refuse IP addresses as RP
 * IDs, so an IP host (the 127.0.0.1 of `npm start`) gives null: open the console at localhost
 * or by its name to use passkeys.
 */
export function relyingPartyFor(request: { host: string; protocol: string }, env: NodeJS.ProcessEnv = process.env): RelyingParty | null {
  const origins = (env.WEBAUTHN_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  if (env.WEBAUTHN_RP_ID) {
    return { id: env.WEBAUTHN_RP_ID, origins: origins.length ? origins : [`https://${env.WEBAUTHN_RP_ID}`], name: RP_NAME };
  }
  const match = HOST.exec(request.host.trim());
  if (!match || IPV4.test(match[1])) return null;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const id = match[1].toLowerCase();
  // An origin names its port only when it is not the scheme's default (as browsers serialise it).
  const port = match[2] && match[2] !== (protocol === 'https' ? '443' : '80') ? `:${match[2]}` : '';
  return { id, origins: origins.length ? origins : [`${protocol}://${id}${port}`], name: RP_NAME };
}
