import { defineEnricher } from '../../sdk/index.js';
import type { ArticleText, Enrichment, PluginContext } from '../../sdk/index.js';
import { contentOf, parseModelAnswer } from './answer-schema.js';
import { requestCompletion } from './client.js';
import { toEnrichment } from './map-answer.js';
import { buildMessages } from './prompt.js';
import { openaiSettingsSchema, type OpenaiSettings } from './settings.js';

export { openaiSettingsSchema, type OpenaiSettings } from './settings.js';

/**
 * Enrichment by any OpenAI-compatible chat-completions endpoint (OpenAI, llama.cpp, Ollama,
 * vLLM). Every failure is an SDK error, so the host can fall back to the local enricher.
 */
export const openaiEnricher = defineEnricher<OpenaiSettings>({
  id: 'openai',
  displayName: 'OpenAI-compatible language model',
  settingsSchema: openaiSettingsSchema,
  env: [
    { name: 'OPENAI_BASE_URL', key: 'baseUrl', description: 'any OpenAI-compatible endpoint, up to the version segment (default https://api.openai.com/v1)' },
    { name: 'OPENAI_API_KEY', key: 'apiKey', secret: true, description: 'its key (leave unset for a local server without one)' },
    { name: 'OPENAI_MODEL', key: 'model', description: 'the model name (default gpt-4o-mini)' },
  ],
  apiHosts: ['api.openai.com'],
  create: (ctx, settings) => ({ enrich: (article) => enrichWithModel(ctx, settings, article) }),
});

async function enrichWithModel(ctx: PluginContext, settings: OpenaiSettings, article: ArticleText): Promise<Enrichment> {
  const started = performance.now();
  const completion = await requestCompletion(ctx, settings, buildMessages(article, settings.maxInputChars));
  const enrichment = toEnrichment(parseModelAnswer(contentOf(completion)), article);
  // Token counts are what a paid endpoint bills; the key and the article text are never logged.
  ctx.logger.debug(
    {
      articleId: article.id,
      model: completion.model ?? settings.model,
      promptTokens: completion.usage?.prompt_tokens,
      completionTokens: completion.usage?.completion_tokens,
      ms: Math.round(performance.now() - started),
    },
    'Language model enriched the article',
  );
  return enrichment;
}
