import { List, Paper, Stack, Text, Title } from '@mantine/core';

/** The two explanation cards: what a summary is, and the four steps that make it (ours, as they are). */
export function PipelineCards() {
  return (
    // One above the other at every width: side by side, the short text's card was stretched to
    // the list's height and stood half empty.
    <Stack gap="md">
      <Paper withBorder p="md">
        <Title order={2} fz="md" mb="xs">
          What is a one-minute summary?
        </Title>
        <Text size="sm" c="dimmed">
          An AI-generated digest of one article: 150-200 words, about one minute of reading. It is made of the article&apos;s own
          sentences, so every word is the publisher&apos;s; a short article gets a shorter summary, at most half its length.
        </Text>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} fz="md" mb="xs">
          How summaries are made
        </Title>
        <List type="ordered" size="sm" spacing={4} c="dimmed">
          <List.Item>Collect: the news sources are fetched on a schedule; items are cleaned, duplicates dropped and reports of one story grouped.</List.Item>
          <List.Item>Read: when a feed gives only a teaser, the original page is fetched and its article text extracted.</List.Item>
          <List.Item>Analyse: each article is scored for importance and sentiment, and its categories and tickers are found.</List.Item>
          <List.Item>
            Summarise: the most central sentences are ranked (TextRank) and kept in reading order, or an OpenAI-compatible model writes
            the summary when the operator has set one up.
          </List.Item>
        </List>
      </Paper>
    </Stack>
  );
}
