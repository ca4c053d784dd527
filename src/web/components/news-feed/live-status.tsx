import { Badge } from '@mantine/core';
import type { LiveStatus } from '../../api/live';

/** Tells the reader whether the feed streams or polls, so a quiet feed is not mistaken for a stuck one. */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  if (status === 'open') {
    return (
      <Badge variant="dot" color="teal" size="sm" tt="none" title="New stories appear as they are published">
        Live
      </Badge>
    );
  }
  return (
    <Badge variant="dot" color="gray" size="sm" tt="none" title="The live stream is unavailable; the feed refreshes every minute">
      {status === 'connecting' ? 'Connecting…' : 'Refreshing every minute'}
    </Badge>
  );
}
