import { describe, expect, it } from 'vitest';
import { relyingPartyFor } from '../../../server/auth/relyingParty';

describe('relyingPartyFor', () => {
  it("takes the RP ID and origin from the request's host", () => {
    expect(relyingPartyFor({ host: 'localhost:5173', protocol: 'http' }, {})).toMatchObject({ id: 'localhost', origins: ['http://localhost:5173'] });
    expect(relyingPartyFor({ host: 'Console.Example.com', protocol: 'https' }, {})).toMatchObject({ id: 'console.example.com', origins: ['https://console.example.com'] });
    expect(relyingPartyFor({ host: 'console.example.com:443', protocol: 'https' }, {})?.origins).toEqual(['https://console.example.com']);
  });
  it('refuses IP addresses and malformed hosts', () => {
    expect(relyingPartyFor({ host: '127.0.0.1:8080', protocol: 'http' }, {})).toBeNull();
    expect(relyingPartyFor({ host: 'evil.com/x', protocol: 'http' }, {})).toBeNull();
    expect(relyingPartyFor({ host: '', protocol: 'http' }, {})).toBeNull();
  });
  it('is fixed by WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS when set', () => {
    const env = { WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'https://console.example.com, https://bo.example.com' };
    expect(relyingPartyFor({ host: 'anything:1', protocol: 'http' }, env)).toMatchObject({
      id: 'example.com', origins: ['https://console.example.com', 'https://bo.example.com'],
    });
    expect(relyingPartyFor({ host: 'x', protocol: 'http' }, { WEBAUTHN_RP_ID: 'example.com' })?.origins).toEqual(['https://example.com']);
  });
});
