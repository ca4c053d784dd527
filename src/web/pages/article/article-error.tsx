import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from './article-icons';

/**
 * The panel (docs/product.md#article-page) when the article cannot be loaded (its toast comes from
 * useArticle): one that does not exist says so; any other failure may be the server's.
 */
export function ArticleError({ missing }: { missing: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  // "default" is the entry the app was opened on: there is nothing of ours to go back to.
  const back = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Paper withBorder p="xl" radius="md" role="alert">
      <Stack align="flex-start" gap="md">
        {/* The page's one level-one heading: without the article, nothing else names the page. */}
        <Title order={1} fz="xl">
          {missing ? 'Article not found' : 'Article not loaded'}
        </Title>
        <Text>
          {missing
            ? 'This article does not exist. Check the link, or go back to the news.'
            : 'Failed to load the news article. The article may not exist or there was a server error.'}
        </Text>
        <Button variant="default" leftSection={<ArrowLeftIcon size={16} />} onClick={back}>
          Back
        </Button>
      </Stack>
    </Paper>
  );
}
