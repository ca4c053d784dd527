// Query parameters that carry credentials in the APIs we call (Marketaux api_token,
// CryptoPanic auth_token, generic key/apikey/token) plus the usual OAuth names.
const SECRET_PARAMS = new Set([
  'token',
  'api_token',
  'auth_token',
  'access_token',
  'key',
  'apikey',
  'api_key',
  'secret',
  'client_secret',
  'password',
]);

/** Returns the URL fit for logs and stored errors: secret query values and userinfo replaced by "REDACTED". */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL we can take apart: keep only what precedes any query or fragment.
    return url.replace(/[?#].*$/s, '');
  }
  if (parsed.username) parsed.username = 'REDACTED';
  if (parsed.password) parsed.password = 'REDACTED';
  for (const name of [...new Set(parsed.searchParams.keys())]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) parsed.searchParams.set(name, 'REDACTED');
  }
  return parsed.toString();
}
