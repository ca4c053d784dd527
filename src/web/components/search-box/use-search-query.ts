import { useSearchParams } from 'react-router-dom';
import { withParam } from '../../lib/search-params';

/** The query parameter holding the home feed's search, so a search can be shared as a link. */
export const SEARCH_PARAM = 'q';

/** The current search of the home feed, trimmed ('' when none), and a way to drop it. */
export function useSearchQuery(): [string, () => void] {
  const [params, setParams] = useSearchParams();
  const clear = () => setParams((current) => withParam(current, SEARCH_PARAM, null), { replace: true });
  return [params.get(SEARCH_PARAM)?.trim() ?? '', clear];
}
