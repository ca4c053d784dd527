import type { MediaNs } from 'feedsmith';

type MediaContent = MediaNs.Content;

/** Whether a MIME type or Media RSS medium names a picture. */
export function isImage(type: string | undefined, medium?: string): boolean {
  return medium === 'image' || Boolean(type?.toLowerCase().startsWith('image/'));
}

function imageContent(contents: MediaContent[] | undefined): string | undefined {
  return contents?.find((content) => content.url && isImage(content.type, content.medium))?.url;
}

/** The picture Media RSS gives an item: an image content, a group's image, then a thumbnail. */
export function mediaImage(media: MediaNs.ItemOrFeed | undefined): string | undefined {
  if (!media) return undefined;
  const groups = media.groups ?? [];
  return (
    imageContent(media.contents) ??
    groups.map((group) => imageContent(group.contents)).find(Boolean) ??
    media.thumbnails?.[0]?.url ??
    media.contents?.flatMap((content) => content.thumbnails ?? [])[0]?.url
  );
}
