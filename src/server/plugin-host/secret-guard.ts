import { AuthError, type HttpRequest, type SafeHttpClient } from '../../plugins/sdk/index.js';

function carries(request: HttpRequest, secret: string): boolean {
  if (request.url.includes(secret) || request.url.includes(encodeURIComponent(secret))) return true;
  if (request.body?.includes(secret)) return true;
  return Object.values(request.headers ?? {}).some((value) => value.includes(secret));
}

/**
 * The client a plugin with secrets gets: a request that carries one of them may reach only the
 * plugin's own hosts, its redirects included, whatever URL an admin gave the source. Requests
 * without a secret go through as they are.
 */
export function guardSecrets(http: SafeHttpClient, pluginName: string, secrets: string[], hosts: string[]): SafeHttpClient {
  if (secrets.length === 0) return http;
  const allowed = new Set(hosts);
  return {
    request(request) {
      if (!secrets.some((secret) => carries(request, secret))) return http.request(request);
      const host = URL.canParse(request.url) ? new URL(request.url).hostname.toLowerCase() : '';
      if (!allowed.has(host)) {
        return Promise.reject(
          new AuthError(`The ${pluginName} token is sent only to ${[...allowed].join(', ') || 'its own API'}, not to ${host || 'this URL'}; set the plugin's base URL setting to use another host`),
        );
      }
      return http.request({ ...request, allowedHosts: [...allowed] });
    },
  };
}

/**
 * An error with each secret (as written or URL-encoded) cut out of its message and stack: a
 * provider's error may quote the request, token and all ("Bad request for …?api_token=…"), and
 * the message is shown to admins, stored on the source and logged.
 */
export function withoutSecrets(error: unknown, secrets: readonly string[]): unknown {
  if (!(error instanceof Error) || secrets.length === 0) return error;
  const forms = secrets.flatMap((secret) => [secret, encodeURIComponent(secret)]).filter((form) => form.length > 0);
  const scrub = (text: string) => forms.reduce((out, form) => out.split(form).join('[redacted]'), text);
  error.message = scrub(error.message);
  if (error.stack) error.stack = scrub(error.stack);
  return error;
}

/** Runs a plugin's call, its failure scrubbed of the plugin's secrets. */
export async function keepingSecrets<T>(secrets: readonly string[], call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw withoutSecrets(error, secrets);
  }
}
