import { lazy, Suspense } from 'react';

// Members only, and loaded after the page: the home page's first load does not carry it.
const RecommendationWidget = lazy(() => import('./recommendation-widget').then((m) => ({ default: m.RecommendationWidget })));

/** The recommendations button, loaded on first use; `inline` in the navigation panel. */
export function LazyRecommendationWidget({ inline = false, onNavigate }: { inline?: boolean; onNavigate?: () => void }) {
  return (
    <Suspense fallback={null}>
      <RecommendationWidget inline={inline} onNavigate={onNavigate} />
    </Suspense>
  );
}
