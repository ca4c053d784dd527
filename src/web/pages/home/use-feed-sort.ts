import { useSearchParams } from 'react-router-dom';
import { NEWS_SORTS, type NewsSort } from '../../../contracts/news-constants';
import { withParam } from '../../lib/search-params';

const SORT_PARAM = 'sort';

function parseSort(value: string | null): NewsSort {
  return NEWS_SORTS.find((sort) => sort === value) ?? 'latest';
}

/**
 * The feed's order (docs/product.md#home), kept in the address as ?sort= (left out for Latest, the
 * default) and replaced, not pushed, as the topic is: Back from a story it opened came to Latest,
 * and a shared link lost the order its feed's Subscribe address kept.
 */
export function useFeedSort(): [NewsSort, (sort: NewsSort) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (sort: NewsSort) => setParams((current) => withParam(current, SORT_PARAM, sort === 'latest' ? null : sort), { replace: true });
  return [parseSort(params.get(SORT_PARAM)), choose];
}
