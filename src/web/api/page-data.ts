// The first API answers the server put in the page (src/server/http/page-data.ts), by the path the
// app would have asked them of. A query takes its answer from here as its initial data, so the
// first render shows it instead of a loader and the call is not made (docs/product.md#client-timings);
// each is taken once, so a query made again later (after signing out, say) asks the server.
// Read on first use rather than as the module loads: modules that import this one are also loaded by tests outside a browser.
let answers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  const text = document.getElementById('page-data')?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    // A page cut short on its way: the app asks for everything as it would without.
    return new Map();
  }
}

/** The page's answer for this path, once; undefined when the page holds none (the query then asks the server). */
export function takePageData<T>(path: string): T | undefined {
  answers ??= readAnswers();
  if (!answers.has(path)) return undefined;
  const answer = answers.get(path) as T;
  answers.delete(path);
  return answer;
}
