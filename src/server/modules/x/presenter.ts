import type { XPost } from '../../../contracts/x.js';
import type { XPostRow } from './posts-repository.js';

export function presentXPost(row: XPostRow & { article_title: string | null; url: string | null }): XPost {
  return {
    id: row.id,
    article_id: row.article_id,
    article_title: row.article_title,
    mode: row.mode,
    text: row.text,
    status: row.status,
    x_post_id: row.x_post_id,
    url: row.url,
    error: row.error,
    created_at: new Date(row.created_at).toISOString(),
  };
}
