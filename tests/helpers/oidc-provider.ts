import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { startTestApp, type TestApp } from './app.js';
import { freePort } from './ports.js';

/** The person the test provider signs in, with the claims Google shares. */
export interface TestIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  /** e.g. http://127.0.0.1:41235, for OIDC_ISSUER_URL. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in is: the provider signs them in, without a form, as soon as asked. */
  signInAs(identity: TestIdentity): void;
  /** Whether the next consents are refused (the provider then answers error=access_denied). */
  denyConsent(deny: boolean): void;
  stop(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** The app's `${PUBLIC_URL}/auth/callback`. */
  redirectUri: string;
  /** Like Google: profile and e-mail claims in the ID token. false: only from the userinfo endpoint. */
  claimsInIdToken?: boolean;
}

interface ProviderState {
  identity: TestIdentity | null;
  identities: Map<string, TestIdentity>;
  deny: boolean;
}

// The interaction step a real provider shows as login and consent pages, answered at once.
async function interact(provider: Provider, req: IncomingMessage, res: ServerResponse, state: ProviderState) {
  const details = await provider.interactionDetails(req, res);
  if (state.deny) {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User denied consent' });
    return;
  }
  if (details.prompt.name === 'login') {
    if (!state.identity) throw new Error('call signInAs() before starting a sign-in');
    await provider.interactionFinished(req, res, { login: { accountId: state.identity.sub } }, { mergeWithLastSubmission: false });
    return;
  }
  const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
}

function createProvider(issuer: string, options: TestOidcProviderOptions, state: ProviderState, client: { id: string; secret: string }) {
  // A real RS256 key, so openid-client checks a real signature.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: options.claimsInIdToken === false,
    pkce: { methods: ['S256'], required: () => true },
    // Seconds; set so the provider does not print a notice per default it falls back on.
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const identity = state.identities.get(sub);
      if (!identity) return undefined;
      return { accountId: sub, claims: () => ({ ...identity }) };
    },
  });
}

/**
 * A real OpenID provider (oidc-provider) on loopback with one confidential client for the app.
 * Its login and consent steps answer at once, so plain HTTP with cookies can drive a sign-in.
 */
export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const state: ProviderState = { identity: null, identities: new Map(), deny: false };
  const client = { id: 'alphawire-test', secret: randomBytes(24).toString('hex') };
  // The issuer names its port, so the server listens first and answers once the provider exists.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = createProvider(issuer, options, state, client);
  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    interact(provider, req, res, state).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  return {
    issuer,
    clientId: client.id,
    clientSecret: client.secret,
    signInAs(identity) {
      state.identity = identity;
      state.identities.set(identity.sub, identity);
    },
    denyConsent(deny) {
      state.deny = deny;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A loopback port free right now. */

/**
 * The app, listening, with Google sign-in pointed at a fresh test provider that knows its
 * callback. (PUBLIC_URL names the app's port, so the port is chosen before either starts.)
 */
export async function startAppWithOidcProvider(
  options: { claimsInIdToken?: boolean; env?: Record<string, string> } = {},
): Promise<{ app: TestApp; provider: TestOidcProvider }> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const provider = await startTestOidcProvider({ redirectUri: `${publicUrl}/auth/callback`, claimsInIdToken: options.claimsInIdToken });
  const app = await startTestApp({
    listen: true,
    env: {
      ...options.env,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      OIDC_ISSUER_URL: provider.issuer,
    },
  }).catch(async (error: unknown) => {
    await provider.stop();
    throw error;
  });
  return { app, provider };
}
