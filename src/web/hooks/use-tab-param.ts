import { useSearchParams } from 'react-router-dom';
import { withParam } from '../lib/search-params';

/**
 * A tab kept in the address (?tab=users): choosing one is a step in the history, so back and
 * forward go through the tabs seen, and a reload or a shared link opens the same one. The
 * fallback (the page's own tab) stays out of the address; an unknown value reads as it. Inner
 * tabs named in `resets` start over when this one changes.
 */
export function useTabParam<T extends string>(name: string, values: readonly T[], fallback: T, resets: string[] = []): [T, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get(name);
  const active = values.find((value) => value === current) ?? fallback;
  const choose = (value: string | null) => {
    if (!value || value === active) return;
    setParams(
      (previous) => {
        const next = withParam(previous, name, value === fallback ? null : value);
        for (const inner of resets) next.delete(inner);
        return next;
      },
      { preventScrollReset: true },
    );
  };
  return [active, choose];
}
