import { useSearchParams } from 'react-router-dom';
import { useInstance } from '../../api/instance';
import { FILTER_PARAMS, type FeedFilters, type FilterChip, filterChips, parseFeedFilters } from '../../lib/feed-filters';

export interface FeedFilterState {
  filters: FeedFilters;
  chips: FilterChip[];
  remove: (chip: FilterChip) => void;
  clear: () => void;
}

/**
 * The feed's filters from the address, their chips, and taking them off. Each change is a new
 * history entry (unlike the topic), so Back brings a removed filter back.
 */
export function useFeedFilters(): FeedFilterState {
  const [params, setParams] = useSearchParams();
  const filters = parseFeedFilters(params);
  const sourceNames = useInstance().data?.sourceNames;
  return {
    filters,
    chips: filterChips(filters, sourceNames),
    remove: (chip) => setParams((current) => chip.without(current)),
    clear: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const name of FILTER_PARAMS) next.delete(name);
        return next;
      }),
  };
}
