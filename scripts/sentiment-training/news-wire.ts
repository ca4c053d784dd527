import { fileURLToPath } from 'node:url';

// News-wire sentences about company results and operations, written for AlphaWire (see
// sentences/README.md). The training set is trained on; the development set is only looked at while
// tuning the tokeniser. The evaluation set lives with the plugin's tests and is never tuned on.
export const NEWS_WIRE_TRAIN = fileURLToPath(new URL('./sentences/news-wire-train.csv', import.meta.url));
export const NEWS_WIRE_DEV = fileURLToPath(new URL('./sentences/news-wire-dev.csv', import.meta.url));
export const NEWS_WIRE_EVAL = fileURLToPath(new URL('../../src/plugins/enrichers/local/sentiment/__fixtures__/news-wire-eval.csv', import.meta.url));
