import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of ARCHITECTURE.md, as the lint applies them to a line of a given file.
const eslint = new ESLint();

async function refusals(filePath: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport const used = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the server\'s side of the plugin boundary', () => {
  it('lets the server import the SDK, the built-in list and the loader', async () => {
    expect(await refusals('src/server/clock.ts', "import { x } from '../plugins/sdk/index.js';")).toEqual([]);
    expect(await refusals('src/server/enrichment/x.ts', "import { x } from '../../plugins/sdk/errors.js';")).toEqual([]);
    expect(await refusals('src/server/plugin-host/x.ts', "import { x } from '../../plugins/index.js';")).toEqual([]);
    expect(await refusals('src/server/plugin-host/x.ts', "import { x } from '../../plugins/loader.js';")).toEqual([]);
  });

  it('refuses a plugin\'s own files and the test kit, in modules too', async () => {
    for (const [file, line] of [
      ['src/server/context.ts', "import { x } from '../plugins/enrichers/local/index.js';"],
      ['src/server/modules/recommendations/x.ts', "import { x } from '../../../plugins/enrichers/local/tickers.js';"],
      ['src/server/modules/news/x.ts', "import { x } from '../../../plugins/sources/rss/index.js';"],
      ['src/server/jobs/x.ts', "import { x } from '../../plugins/sdk/testing/index.js';"],
    ]) {
      expect(await refusals(file!, line!)).toEqual([expect.stringContaining('The server meets plugins only through src/plugins/sdk')]);
    }
  });

  it('keeps the server\'s other rules in modules', async () => {
    expect(await refusals('src/server/modules/news/x.ts', "import { x } from '../../../web/api/client.js';")).toEqual(['\'../../../web/api/client.js\' import is restricted from being used by a pattern. The server never imports the web app or the CLI.']);
    expect(await refusals('src/server/modules/news/x.ts', "import { x } from '../../jobs/scheduler.js';")).toEqual([expect.stringContaining('A module is a capability')]);
  });
});
