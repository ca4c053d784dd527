import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { readableMessage } from '../../api/api-error';
import { useSummaries } from '../../api/summaries';
import { SignInWall } from '../../components/sign-in-wall';
import { FeatureGate } from '../../components/feature-gate';
import { PendingButton } from '../../components/pending-button/pending-button';
import { useListTop } from '../../hooks/use-list-top';
import { usePagerFocus } from '../../hooks/use-pager-focus';
import { useSession } from '../../hooks/use-session';
import { withParam } from '../../lib/search-params';
import { PipelineCards } from './pipeline-cards';
import { SummaryCard } from './summary-card';

/** The page in the address (?page=, left out for the first): each turn is an entry of the history, so Back returns to the page before. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const given = Number(params.get('page'));
  const page = Number.isSafeInteger(given) && given > 1 ? given : 1;
  const turnTo = (next: number) => setParams((current) => withParam(current, 'page', next > 1 ? String(next) : null));
  return [page, turnTo];
}

function LatestSummaries() {
  const [page, setPage] = usePageParam();
  const summaries = useSummaries(page, true);
  const [listTop, bringListIntoView] = useListTop<HTMLDivElement>();
  const { previous: previousButton, next: nextButton, turned } = usePagerFocus(page <= 1, !summaries.data?.hasMore);
  const turnTo = (next: number) => {
    turned();
    setPage(next);
    bringListIntoView();
  };
  if (summaries.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (summaries.isError) return <Alert color="red">{readableMessage(summaries.error, 'Failed to fetch one-minute summaries')}</Alert>;
  const { items, hasMore, totalCount } = summaries.data;
  const pages = Math.max(1, Math.ceil(totalCount / 10));
  return (
    <Stack gap="sm">
      <Group justify="space-between" ref={listTop}>
        <Title order={2} fz="lg">
          Latest Summaries
        </Title>
        <PendingButton variant="default" size="xs" onClick={() => void summaries.refetch()} pending={summaries.isRefetching}>
          Refresh
        </PendingButton>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">No summaries available at this time.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Showing page {page} of {pages}
          </Text>
          {items.map((item) => (
            <SummaryCard key={item.id} item={item} />
          ))}
          <Group justify="center" gap="sm">
            <Button ref={previousButton} variant="default" disabled={page <= 1} onClick={() => turnTo(page - 1)}>
              Previous
            </Button>
            <Text size="sm" data-testid="page-of">
              {page} of {pages}
            </Text>
            <Button ref={nextButton} variant="default" disabled={!hasMore} onClick={() => turnTo(page + 1)}>
              Next
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** The one-minute summaries page (docs/product.md#one-minute-summaries-page), behind the feature gate 'summaries'. */
export function SummariesPage() {
  return (
    <FeatureGate feature="summaries">
      <Summaries />
    </FeatureGate>
  );
}

function Summaries() {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <Center mih="50dvh">
        <Loader />
      </Center>
    );
  }
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          One-Minute Summaries
        </Title>
        <PipelineCards />
        {session.status === 'signed-in' ? (
          <LatestSummaries />
        ) : (
          <SignInWall order={2} title="Sign in to read the summaries" text="The latest one-minute summaries are for members." />
        )}
      </Stack>
    </Container>
  );
}
