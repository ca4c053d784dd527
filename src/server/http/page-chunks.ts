import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk | undefined>;

/** The build's map of modules to the files they went into (vite.config.ts: build.manifest); empty when there is none. */
function readManifest(root: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The manifest keys of a chunk and of everything it imports, however deep. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

export interface PageChunks {
  scripts: string[];
  styles: string[];
}

/**
 * The scripts and styles a lazily loaded page (its source path under src/web) needs beyond what
 * index.html already loads, as /assets/... paths; none when the build has no manifest.
 */
export function pageChunks(root: string, page: string): PageChunks {
  const manifest = readManifest(root);
  const loaded = withImports(manifest, 'index.html');
  const own = [...withImports(manifest, page)].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
  return {
    scripts: own.map((chunk) => `/${chunk.file}`),
    styles: own.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
  };
}
