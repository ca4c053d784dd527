import { Divider, Paper, Skeleton, Stack } from '@mantine/core';
import { useDeferredValue } from 'react';
import type { NewsDetail } from '../../../contracts/news';
import { ArticleError } from './article-error';
import { ArticleHeader } from './article-header';
import { ArticleScores } from './article-scores';
import { FullContentSection } from './full-content-section';
import { RelatedSources } from './related-sources';
import { SummarySection } from './summary-section';
import { TweetDraft } from './tweet-draft';
import { isMissingArticle, useArticle } from './use-article';

function ArticleSkeleton() {
  return (
    // A screen tall: on a phone the side lists follow the article, and start below the fold
    // instead of being pushed down in view when the article arrives.
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" mih="100dvh" role="status" aria-busy aria-label="Loading article">
      <Stack gap="md">
        <Skeleton h={32} w="85%" />
        <Skeleton h={16} w="40%" />
        <Skeleton h={110} />
        <Skeleton h={80} />
        <Skeleton h={240} />
      </Stack>
    </Paper>
  );
}

function ArticleView({ article }: { article: NewsDetail }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="article">
      <Stack gap="lg">
        <ArticleHeader article={article} />
        <ArticleScores article={article} />
        <Divider />
        <SummarySection article={article} />
        <TweetDraft article={article} />
        <Divider />
        <FullContentSection article={article} />
        <RelatedSources article={article} />
      </Stack>
    </Paper>
  );
}

/** The right-hand column: the article, its loading state or the error panel. */
export function ArticlePanel({ id }: { id: number }) {
  // Mounted only for signed-in readers (see ArticlePage), so the request is never made before.
  const { data, isPending, error } = useArticle(id, true);
  // The answer renders synchronously; the article it brings (its text, scores, summary) renders
  // from this copy as a transition, in slices that yield, with the skeleton kept meanwhile (issue 28).
  const article = useDeferredValue(data);
  if (article) return <ArticleView article={article} />;
  if (data || isPending) return <ArticleSkeleton />;
  return <ArticleError missing={isMissingArticle(error)} />;
}
