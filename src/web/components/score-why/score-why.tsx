import { List, Text } from '@mantine/core';
import { scoreReasons } from '../../lib/score-reasons';
import { WhyPopover } from './why-popover';

interface ScoreWhyProps {
  /** "importance", "popularity": the score's name and its key in `score_reasons`. */
  kind: string;
  score: number | null;
  reasons: Record<string, unknown> | null;
}

/** The "why?" beside a score: the signals that made it, in plain words (docs/product.md#why-this-score). */
export function ScoreWhy({ kind, score, reasons }: ScoreWhyProps) {
  const sentences = scoreReasons(reasons, kind);
  const title = score === null ? `Why no ${kind} score?` : `Why ${kind} ${score}?`;
  return (
    <WhyPopover label={`Why this ${kind} score?`} title={title}>
      {score === null ? (
        <Text size="sm">This article has not been scored yet.</Text>
      ) : sentences.length === 0 ? (
        <Text size="sm">No signals were stored with this score: it was made before they were kept, or by an enricher that gives none.</Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            What counted, in the order it was weighed:
          </Text>
          <List size="sm" spacing={4}>
            {sentences.map((sentence, index) => (
              <List.Item key={index}>{sentence}</List.Item>
            ))}
          </List>
        </>
      )}
    </WhyPopover>
  );
}
