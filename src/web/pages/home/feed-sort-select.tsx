import { NativeSelect } from '@mantine/core';
import { NEWS_SORTS, type NewsSort } from '../../../contracts/news-constants';

// docs/product.md#home: the three sorts and their labels.
const SORT_OPTIONS = [
  { value: 'latest', label: 'Latest' },
  { value: 'relevance', label: 'Most Relevant' },
  { value: 'impact', label: 'Highest Impact' },
] satisfies { value: NewsSort; label: string }[];

function parseSort(value: string): NewsSort {
  return NEWS_SORTS.find((sort) => sort === value) ?? 'latest';
}

/**
 * The feed's sort. A native select: three fixed options need no searchable dropdown, phones get
 * their own picker, and it keeps Mantine's combobox out of the first page load.
 */
export function FeedSortSelect({ value, onChange }: { value: NewsSort; onChange: (sort: NewsSort) => void }) {
  return (
    <NativeSelect
      aria-label="Sort news"
      data={SORT_OPTIONS}
      value={value}
      onChange={(event) => onChange(parseSort(event.currentTarget.value))}
      w={170}
    />
  );
}
