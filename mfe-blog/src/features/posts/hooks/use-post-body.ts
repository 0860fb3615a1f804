import { useEffect, useState } from 'react';
import type { PostEntry } from '../model/posts';

export type PostBodyState =
  | { status: 'loading' }
  | { status: 'ready'; markdown: string }
  | { status: 'failed'; error: unknown };

function initialState(post: PostEntry): PostBodyState {
  const markdown = post.loadedBody();
  return markdown === undefined ? { status: 'loading' } : { status: 'ready', markdown };
}

/**
 * The post's Markdown body, fetched on demand (its own chunk). The article is keyed by slug,
 * so one hook instance only ever serves one post; `active` still drops a late answer after
 * unmounting.
 */
export function usePostBody(post: PostEntry): PostBodyState {
  const [state, setState] = useState(() => initialState(post));
  useEffect(() => {
    if (post.loadedBody() !== undefined) return;
    let active = true;
    post.loadBody().then(
      (markdown) => active && setState({ status: 'ready', markdown }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [post]);
  return state;
}
