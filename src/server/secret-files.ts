import { readFileSync } from 'node:fs';

/**
 * The host's secret settings. Each may instead be given as NAME_FILE, a path whose contents are
 * the value, which is how Docker and Kubernetes hand secrets over without putting them in the
 * environment. Plugins' secret settings get the same rule once the plugins are loaded.
 */
export const HOST_SECRETS = [
  'APP_SECRET',
  'PREVIOUS_APP_SECRETS',
  'DATABASE_URL',
  'SMTP_URL',
  'GOOGLE_CLIENT_SECRET',
  'METRICS_TOKEN',
  'ADMIN_PASSWORD',
] as const;

export interface SecretFiles {
  /** The environment with each NAME_FILE read into NAME (and NAME_FILE itself dropped). */
  env: Record<string, string>;
  /** One line per variable that could not be read, naming it. */
  problems: string[];
}

function readSecret(path: string): string {
  // Editors and `echo` end a file with a newline that is not part of the secret.
  return readFileSync(path, 'utf8').replace(/[\r\n]+$/, '');
}

/** Reads NAME_FILE for each of these names; NAME and NAME_FILE both set is a problem, not a choice. */
export function readSecretFiles(env: Readonly<Record<string, string>>, names: readonly string[]): SecretFiles {
  const resolved: Record<string, string> = { ...env };
  const problems: string[] = [];
  for (const name of names) {
    const path = env[`${name}_FILE`];
    if (path === undefined) continue;
    delete resolved[`${name}_FILE`];
    if (env[name] !== undefined) {
      problems.push(`${name}, ${name}_FILE: set one or the other, not both`);
      continue;
    }
    try {
      const value = readSecret(path);
      if (value === '') problems.push(`${name}_FILE: ${path} is empty`);
      else resolved[name] = value;
    } catch (error) {
      problems.push(`${name}_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return { env: resolved, problems };
}
