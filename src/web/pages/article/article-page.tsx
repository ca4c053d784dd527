import { Center, Container, Grid, Loader, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useSession } from '../../hooks/use-session';
import { NotFoundPage } from '../not-found/not-found-page';
import { ArticlePanel } from './article-panel';
import { SideNewsList } from './side-news-list';
import { SignInWall } from '../../components/sign-in-wall';

/** A positive whole number, or null: "/news/abc" names no article at all. */
function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

function ArticleScreen({ id }: { id: number }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        {/* On phones the article comes first and the side lists follow it. */}
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <SideNewsList title="Latest News" sort="latest" empty="No recent news available" currentId={id} />
            <SideNewsList title="Hot News" sort="relevance" empty="No featured news available" currentId={id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
          <ArticlePanel id={id} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/**
 * /news/{id} (docs/product.md#article-page): members read the article beside the latest and hot lists; visitors
 * get a sign-in wall, and nothing about the article is asked of the server until they sign in.
 */
export function ArticlePage() {
  const { id: rawId } = useParams();
  const session = useSession();
  const id = parseArticleId(rawId);
  // Not an id the server could know: the route does not exist, as for any other unknown address.
  if (id === null) return <NotFoundPage />;
  if (session.status === 'loading') {
    return (
      <Center mih="50dvh">
        <Loader />
      </Center>
    );
  }
  if (session.status === 'signed-out') {
    return <SignInWall title="Sign in to read this article" text="Full articles with AI scores, one-minute summaries and tweet drafts are for members." />;
  }
  // Keyed by id: moving to another article starts its request, toast and polling afresh.
  return <ArticleScreen key={id} id={id} />;
}
