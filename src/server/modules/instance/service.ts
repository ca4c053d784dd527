import type { InstanceInfo, Sponsor } from '../../../contracts/instance.js';
import type { Config } from '../../config.js';
import { APP_VERSION } from '../../version.js';
import type { SourceRow } from '../sources/repository.js';

interface Deps {
  config: Config;
  sources: { list(): Promise<SourceRow[]> };
}

export interface InstanceInfoService {
  read(): Promise<InstanceInfo>;
}

function sponsorOf(config: Config): Sponsor | null {
  if (!config.SPONSOR_TITLE) return null;
  return { title: config.SPONSOR_TITLE, text: config.SPONSOR_TEXT ?? null, url: config.SPONSOR_URL ?? null, label: config.SPONSOR_LABEL };
}

function contactOf(config: Config): string | null {
  if (config.CONTACT_URL) return config.CONTACT_URL;
  return config.CONTACT_EMAIL ? `mailto:${config.CONTACT_EMAIL}` : null;
}

/**
 * The public facts of this instance: its version and address, the operator's sponsored card and
 * footer links from the configuration, and the names (never the URLs, which may carry a key) of
 * the sources it reads.
 */
export function createInstanceInfoService(deps: Deps): InstanceInfoService {
  const { config } = deps;
  return {
    async read(): Promise<InstanceInfo> {
      const enabled = (await deps.sources.list()).filter((source) => source.enabled);
      const names = enabled.map((source) => source.name);
      return {
        version: APP_VERSION,
        publicUrl: config.PUBLIC_URL,
        sponsor: sponsorOf(config),
        termsUrl: config.TERMS_URL ?? null,
        contactUrl: contactOf(config),
        sources: [...new Set(names)].sort((a, b) => a.localeCompare(b)),
        sourceNames: Object.fromEntries(enabled.map((source) => [String(source.id), source.name])),
        features: { summaries: config.FEATURE_SUMMARIES },
      };
    },
  };
}
