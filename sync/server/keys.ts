import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';

/**
 * The development JWT secret of the Supabase CLI's local stack. Signing Supabase's fixed demo
 * claims with it yields the same well-known anon and service_role keys, so docs and tools that
 * know those keys work against this backend too. Never use it for anything reachable.
 */
export const DEV_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

// Far-future expiry (2032) as in the Supabase CLI's demo keys; fixed so the keys are stable.
const DEMO_EXP = 1983812996;

const encoder = new TextEncoder();

export function secretKey(secret: string): Uint8Array {
  return encoder.encode(secret);
}

/** Deterministic API key for a role: same secret, same key, on every start. */
export async function apiKeyFor(role: 'anon' | 'service_role', secret: string): Promise<string> {
  // Claim order matters for byte-identical output: iss, role, exp as the CLI prints them.
  return new SignJWT({ iss: 'supabase-demo', role, exp: DEMO_EXP }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

export async function signAccessToken(claims: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

export type VerifyResult = { ok: true; claims: JWTPayload } | { ok: false; reason: string };

/** Verifies an HS256 token; the reason reads like GoTrue's "invalid JWT: ..." detail. */
export async function verifyToken(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
    return { ok: true, claims: payload };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: 'token has invalid claims: token is expired' };
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'token signature is invalid: signature is invalid' };
    }
    return { ok: false, reason: 'token is malformed' };
  }
}
