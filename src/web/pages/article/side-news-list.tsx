import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { NewsSort } from '../../../contracts/news';
import { useNewsList } from '../../api/news';
import { dirOf, langOf, stripMarkup, timeAgo } from '../../lib/news-format';
import classes from './side-news-list.module.css';

/** docs/product.md#article-page: each side list on the article page holds five (the stylesheet's room counts on it). */
const SIDE_LIST_SIZE = 5;

interface SideNewsListProps {
  title: string;
  sort: NewsSort;
  empty: string;
  currentId: number;
}

function Rows({ sort, empty, currentId }: Omit<SideNewsListProps, 'title'>) {
  const { data, isPending, isError } = useNewsList({ page: 1, limit: SIDE_LIST_SIZE, sort });
  if (isPending) return Array.from({ length: SIDE_LIST_SIZE }, (_, index) => <Skeleton key={index} className={classes.placeholder} />);
  if (isError) return <Text size="sm" c="dimmed">This list could not be loaded.</Text>;
  if (data.items.length === 0) return <Text size="sm" c="dimmed">{empty}</Text>;
  return data.items.map((item) => (
    <Stack key={item.id} gap={2}>
      <Anchor
        component={Link}
        to={`/news/${item.id}`}
        size="sm"
        fw={500}
        lh={1.35}
        lineClamp={2}
        c={item.id === currentId ? 'teal' : 'var(--mantine-color-text)'}
        aria-current={item.id === currentId ? 'page' : undefined}
        lang={langOf(item)} dir={dirOf(item)}
      >
        {stripMarkup(item.title)}
      </Anchor>
      <Text size="xs" c="dimmed" truncate title={item.source}>
        {/* Isolated: an Arabic or Hebrew name took the age into its run ("8 · الجزيرة للأعمالm"). */}
        <bdi>{item.source}</bdi> · {timeAgo(item.published_at)}
      </Text>
    </Stack>
  ));
}

/** A short list of articles beside the one being read, each linking to its own page. */
export function SideNewsList({ title, ...rows }: SideNewsListProps) {
  const headingId = `side-list-${rows.sort}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="md" mb="sm" id={headingId}>
        {title}
      </Title>
      <Stack gap="sm" className={classes.rows}>
        <Rows {...rows} />
      </Stack>
    </Paper>
  );
}
