import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TopicId } from '../../contracts/topics';
import { withParam } from '../lib/search-params';
import { announceTopic, parseTopic } from '../lib/topics';

/** The home feed's topic, kept in the ?topic= parameter so a filtered view can be shared. */
export function useTopic(): [TopicId, (topic: TopicId) => void] {
  const [params, setParams] = useSearchParams();
  const topic = parseTopic(params.get('topic'));

  const chooseTopic = useCallback(
    (next: TopicId) => {
      // Replace, not push: a filter is a view of the same page, not a place to go back to.
      setParams((current) => withParam(current, 'topic', next), { replace: true });
      announceTopic(next);
    },
    [setParams],
  );

  return [topic, chooseTopic];
}
