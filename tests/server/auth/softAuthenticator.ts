import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** A passkey held in memory: enough of an authenticator to register and sign assertions in API tests. */
export interface SoftPasskey {
  credentialID: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function counterBytes(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

function clientData(type: string, challenge: string, origin: string): string {
  return b64url(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

interface CreationOptions { challenge: string; rp: { id?: string }; user: { id: string } }
interface RequestOptions { challenge: string }

/** A `none` attestation of a new ES256 credential for the options, as startRegistration returns it. */
export function createPasskey(options: CreationOptions, origin: string, opts: { userVerified?: boolean } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const id = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const flags = UP | AT | (opts.userVerified === false ? 0 : UV);
  const authData = Buffer.concat([
    sha256(options.rp.id ?? 'localhost'), Buffer.from([flags]), counterBytes(0), Buffer.alloc(16), idLength, id, Buffer.from(isoCBOR.encode(cose)),
  ]);
  const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
  const passkey: SoftPasskey = { credentialID: b64url(id), privateKey, userHandle: options.user.id, counter: 0 };
  const response = {
    id: passkey.credentialID, rawId: passkey.credentialID, type: 'public-key', clientExtensionResults: {},
    response: { clientDataJSON: clientData('webauthn.create', options.challenge, origin), attestationObject: b64url(attestationObject), transports: ['internal'] },
  };
  return { passkey, response };
}

/** An assertion of the passkey for the options, as startAuthentication returns it; the counter grows by one unless given. */
export function assert(passkey: SoftPasskey, options: RequestOptions, origin: string, rpID = 'localhost', opts: { counter?: number; userHandle?: string } = {}) {
  passkey.counter = opts.counter ?? passkey.counter + 1;
  const authData = Buffer.concat([sha256(rpID), Buffer.from([UP | UV]), counterBytes(passkey.counter)]);
  const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), passkey.privateKey);
  return {
    id: passkey.credentialID, rawId: passkey.credentialID, type: 'public-key', clientExtensionResults: {},
    response: { clientDataJSON, authenticatorData: b64url(authData), signature: b64url(signature), userHandle: opts.userHandle ?? passkey.userHandle },
  };
}
