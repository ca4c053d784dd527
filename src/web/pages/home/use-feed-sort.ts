import { useSearchParams } from 'react-router-dom';
import { NEWS_SORTS, type NewsSort } from '../../../contracts/news-constants';

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
  const choose = (sort: NewsSort) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (sort === 'latest') next.delete(SORT_PARAM);
        else next.set(SORT_PARAM, sort);
        return next;
      },
      { replace: true },
    );
  return [parseSort(params.get(SORT_PARAM)), choose];
}
