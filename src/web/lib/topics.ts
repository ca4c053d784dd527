import { isTopicId, TOPICS, type TopicId } from '../../contracts/topics';

/** The window event other parts of the page (the feed) listen to for topic changes. */
export const TOPIC_CHANGED_EVENT = 'topicChanged';

/** The topic named by a query parameter value; anything unknown or absent means all. */
export function parseTopic(value: string | null): TopicId {
  return isTopicId(value) ? value : 'all';
}

export function topicName(id: TopicId): string {
  return TOPICS.find((topic) => topic.id === id)?.name ?? 'All';
}

export function announceTopic(id: TopicId, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<TopicId>(TOPIC_CHANGED_EVENT, { detail: id }));
}
