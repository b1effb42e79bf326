import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import { checkEmail, checkEmailStorable, checkPassword, hasControlCharacter, metadata, safeRedirect } from './auth-rules';
import type { AuthStore, UserRow } from './auth-store';
import { ApiError, bearerToken, clientIp, readJsonObject, sendApiError, sendJson } from './http-util';
import { signAccessToken, verifyToken } from './keys';
import type { RateRule, ServerLimits } from './limits';
import { recoveryMail } from './auth-mail';
import type { Mailer } from './mailer';
import { RateLimiter } from './rate-limit';

export interface AuthOptions {
  store: AuthStore;
  jwtSecret: string;
  /** Public base URL of the gateway, for the `iss` claim and recovery links. */
  publicUrl: () => string;
  accessTokenTtlSeconds: number;
  limits: ServerLimits;
  mailer: Mailer;
  log: (line: string) => void;
}

const BCRYPT_COST = 10;

function userJson(u: UserRow) {
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: u.email_confirmed_at,
    phone: '',
    confirmed_at: u.email_confirmed_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: u.raw_app_meta_data,
    user_metadata: u.raw_user_meta_data,
    identities: [],
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: false,
  };
}

function text(body: Record<string, unknown>, key: string): string {
  const v = body[key];
  return typeof v === 'string' ? v : '';
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

const badCredentials = () => new ApiError(400, 'invalid_credentials', 'Invalid login credentials');

/** A GoTrue-compatible subset, enough for supabase-js's email/password flows. */
export function createAuthHandler(o: AuthOptions) {
  const { store, limits } = o;
  const limiter = new RateLimiter();
  const limit = (name: string, rule: keyof NonNullable<ServerLimits['rate']>, key: string) => {
    const rules = limits.rate;
    if (rules) limiter.take(name, rules[rule] as RateRule, key.toLowerCase());
  };
  // Unknown emails are compared against this, so a sign-in takes as long whether or not the
  // address has an account (without it: 87 ms for a registered email, 2 ms for an unknown one).
  const dummyHash = bcrypt.hash(randomBytes(16).toString('hex'), BCRYPT_COST);

  async function session(user: UserRow, sessionId: string, refreshToken: string) {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + o.accessTokenTtlSeconds;
    const access_token = await signAccessToken(
      {
        iss: `${o.publicUrl()}/auth/v1`,
        sub: user.id,
        aud: 'authenticated',
        exp,
        iat,
        email: user.email,
        phone: '',
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: iat }],
        session_id: sessionId,
        is_anonymous: false,
      },
      o.jwtSecret,
    );
    return { access_token, token_type: 'bearer', expires_in: o.accessTokenTtlSeconds, expires_at: exp, refresh_token: refreshToken, user: userJson(user) };
  }

  /** The signed-in caller, from the Bearer token; GoTrue's statuses for each way it can fail. */
  async function caller(req: IncomingMessage): Promise<{ user: UserRow; sessionId: string }> {
    const token = bearerToken(req);
    if (!token) throw new ApiError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const verified = await verifyToken(token, o.jwtSecret);
    if (!verified.ok) {
      throw new ApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.reason}`);
    }
    const { sub, session_id: sessionId } = verified.claims as { sub?: string; session_id?: string };
    if (!sub || !sessionId) throw new ApiError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const user = await store.findUser(sub);
    if (!user) throw new ApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (!(await store.sessionExists(sessionId))) {
      throw new ApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, sessionId };
  }

  const readBody = (req: IncomingMessage) => readJsonObject(req, limits.authBodyBytes);

  async function signup(req: IncomingMessage) {
    const body = await readBody(req);
    limit('sign_in_ip', 'signInPerIp', clientIp(req));
    const email = checkEmail(text(body, 'email'), 'To signup, please provide your email');
    limit('sign_in_email', 'signInPerEmail', email);
    const password = text(body, 'password');
    const data = metadata(body) ?? {};
    if (!password) throw new ApiError(422, 'validation_failed', 'Signup requires a valid password');
    checkPassword(password);
    const hash = await bcrypt.hash(password, BCRYPT_COST);
    const created = await store.createUserWithSession(email.toLowerCase(), hash, data);
    if (!created) throw new ApiError(422, 'user_already_exists', 'User already registered');
    o.log(`[auth] signed up ${email}`);
    return session(created.user, created.sessionId, created.refreshToken);
  }

  async function token(req: IncomingMessage, grantType: string | null) {
    const body = await readBody(req);
    if (grantType === 'password') {
      limit('sign_in_ip', 'signInPerIp', clientIp(req));
      const email = checkEmailStorable(text(body, 'email'), 'missing email or phone');
      const password = text(body, 'password');
      limit('sign_in_email', 'signInPerEmail', email);
      const user = await store.findUserByEmail(email);
      const matches = await bcrypt.compare(password, user?.encrypted_password ?? (await dummyHash));
      if (!user || !password || !matches) throw badCredentials();
      const s = await store.signIn(user.id);
      return session(s.user, s.sessionId, s.refreshToken);
    }
    if (grantType === 'refresh_token') {
      limit('refresh_ip', 'refreshPerIp', clientIp(req));
      const refresh = text(body, 'refresh_token');
      if (!refresh) throw new ApiError(400, 'validation_failed', 'refresh_token required');
      // No stored token holds one, and PostgreSQL refuses a NUL (a 500 before).
      const r = hasControlCharacter(refresh) ? ({ ok: false, reason: 'not_found' } as const) : await store.rotate(refresh, limits.refreshReuseSeconds);
      if (!r.ok && r.reason === 'already_used') {
        throw new ApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      if (!r.ok) throw new ApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return session(r.user, r.sessionId, r.refreshToken);
    }
    throw new ApiError(400, 'validation_failed', 'unsupported_grant_type');
  }

  async function updateUser(req: IncomingMessage) {
    const { user, sessionId } = await caller(req);
    const body = await readBody(req);
    const email = text(body, 'email').trim() ? checkEmail(text(body, 'email'), '') : '';
    const password = text(body, 'password');
    if ('password' in body) checkPassword(password);
    try {
      const updated = await store.updateUser(user.id, sessionId, {
        email: email ? email.toLowerCase() : undefined,
        passwordHash: password ? await bcrypt.hash(password, BCRYPT_COST) : undefined,
        data: metadata(body),
      });
      if (!updated) throw new ApiError(404, 'user_not_found', 'User not found');
      return userJson(updated);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(422, 'email_exists', 'A user with this email address has already been registered');
      throw err;
    }
  }

  const redirectTarget = (url: URL) => safeRedirect(url.searchParams.get('redirect_to'), o.publicUrl(), limits.redirectAllowList);

  async function recover(req: IncomingMessage, url: URL) {
    const body = await readBody(req);
    limit('recover_ip', 'recoverPerIp', clientIp(req));
    // GoTrue answers a missing address with 422 here, and checks the address as at sign-up.
    if (!text(body, 'email').trim()) throw new ApiError(422, 'validation_failed', 'Password recovery requires an email');
    const email = checkEmail(text(body, 'email'), '');
    limit('recover_email', 'recoverPerEmail', email);
    const token = await store.startRecovery(email);
    // Unknown addresses get the same answer and no mail.
    if (token) {
      const redirect = redirectTarget(url);
      const link = `${o.publicUrl()}/auth/v1/verify?type=recovery&token=${token}&redirect_to=${encodeURIComponent(redirect)}`;
      o.log(`[auth] password reset link for ${email}: ${link}`);
      try {
        await o.mailer.send(recoveryMail(email, link));
      } catch (err) {
        // As GoTrue: the owner must not wait for a mail that was never sent.
        o.log(`[auth] could not send the reset mail to ${email}: ${err instanceof Error ? err.message : String(err)}`);
        throw new ApiError(500, 'unexpected_failure', 'Error sending recovery email');
      }
    }
    return {};
  }

  /** GET /verify?type=recovery: signs the user in and hands the session to the app in the hash. */
  async function verify(req: IncomingMessage, res: ServerResponse, url: URL) {
    limit('verify_ip', 'verifyPerIp', clientIp(req));
    const token = url.searchParams.get('token') ?? '';
    // A token with a control character matches none, and PostgreSQL refuses a NUL (a 500 before).
    const redeemed = url.searchParams.get('type') === 'recovery' && !hasControlCharacter(token) ? await store.redeemRecovery(token) : null;
    const target = redirectTarget(url);
    let hash: URLSearchParams;
    if (redeemed) {
      const s = await session(redeemed.user, redeemed.sessionId, redeemed.refreshToken);
      hash = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type: 'recovery',
      });
    } else {
      hash = new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
    }
    res.writeHead(303, { location: `${target}#${hash}` });
    res.end();
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL, route: string): Promise<void> {
    try {
      const key = `${req.method} ${route}`;
      switch (key) {
        case 'GET /health':
          return sendJson(res, 200, { version: 'salon-desk-local', name: 'GoTrue', description: 'GoTrue-compatible local auth' });
        case 'GET /settings':
          return sendJson(res, 200, {
            external: { email: true, phone: false, anonymous_users: false },
            disable_signup: false,
            mailer_autoconfirm: true,
            phone_autoconfirm: false,
            sms_provider: '',
            saml_enabled: false,
          });
        case 'POST /signup':
          return sendJson(res, 200, await signup(req));
        case 'POST /token':
          return sendJson(res, 200, await token(req, url.searchParams.get('grant_type')));
        case 'GET /user':
          return sendJson(res, 200, userJson((await caller(req)).user));
        case 'PUT /user':
          return sendJson(res, 200, await updateUser(req));
        case 'POST /logout': {
          const { user, sessionId } = await caller(req);
          const scope = url.searchParams.get('scope') ?? 'global';
          if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
            throw new ApiError(400, 'validation_failed', 'Unsupported logout scope');
          }
          await store.endSessions(user.id, sessionId, scope);
          res.writeHead(204).end();
          return;
        }
        case 'POST /recover':
          return sendJson(res, 200, await recover(req, url));
        case 'GET /verify':
          return await verify(req, res, url);
        default:
          throw new ApiError(404, 'not_found', 'Not Found');
      }
    } catch (err) {
      if (err instanceof ApiError) return sendApiError(res, err);
      o.log(`[auth] ${req.method} ${route} failed: ${err instanceof Error ? err.stack : String(err)}`);
      sendApiError(res, new ApiError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
    }
  };
}
