import { useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';
import type { TopicId } from '../../../contracts/topics';
import { useTopic } from '../../hooks/use-topic';
import { parseTopic, TOPIC_CHANGED_EVENT } from '../../lib/topics';

/**
 * The feed's topic (docs/product.md#header): from ?topic= on arrival and whenever the address changes, and
 * from a topicChanged event, which other parts of the page may send without touching the address.
 */
export function useFeedTopic(): TopicId {
  const [addressTopic] = useTopic();
  const [topic, setTopic] = useState(addressTopic);
  const [seenAddressTopic, setSeenAddressTopic] = useState(addressTopic);
  if (addressTopic !== seenAddressTopic) {
    setSeenAddressTopic(addressTopic);
    setTopic(addressTopic);
  }
  useWindowEvent(TOPIC_CHANGED_EVENT, (event) => setTopic(parseTopic(String(event.detail))));
  return topic;
}
