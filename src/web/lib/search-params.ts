/**
 * A copy of the address's parameters with `name` set to `value`, or taken out when `value` is null
 * (a view's default, which the address leaves out). The views that keep a choice in the address
 * (topic, sort, search, tab, page) change it through this.
 */
export function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}
