import { isValidElement } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { AppLayout } from './components/layout/app-layout';
import { lazyPage } from './lazy-page';
import { HomePage } from './pages/home/home-page';

// The home page, where most visits land, comes with the shell: the modules it shares with the
// lazily loaded pages then sit in the first chunk instead of a score of tiny ones (about 5 KB gzipped
// less on the first visit). Every other page is its own chunk.
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password/reset-password-page').then((m) => m.ResetPasswordPage));
const ArticlePage = lazyPage(() => import('./pages/article/article-page').then((m) => m.ArticlePage));
const NotFoundPage = lazyPage(() => import('./pages/not-found/not-found-page').then((m) => m.NotFoundPage));
const AboutPage = lazyPage(() => import('./pages/about/about-page').then((m) => m.AboutPage));
const ApiDocsPage = lazyPage(() => import('./pages/api-docs/api-docs-page').then((m) => m.ApiDocsPage));
const PrivacyPage = lazyPage(() => import('./pages/privacy/privacy-page').then((m) => m.PrivacyPage));
const ForYouPage = lazyPage(() => import('./pages/for-you/for-you-page').then((m) => m.ForYouPage));
const SummariesPage = lazyPage(() => import('./pages/one-minute-summaries/summaries-page').then((m) => m.SummariesPage));
const FeatureGate = lazyPage(() => import('./components/feature-gate').then((m) => m.FeatureGate));
const XMessagesPage = lazyPage(() => import('./pages/x-messages/x-messages-page').then((m) => m.XMessagesPage));
const XAuthSuccessPage = lazyPage(() => import('./pages/x-auth-success/x-auth-success-page').then((m) => m.XAuthSuccessPage));
const AssetsPage = lazyPage(() => import('./pages/assets/assets-page').then((m) => m.AssetsPage));
const AssetPage = lazyPage(() => import('./pages/asset/asset-page').then((m) => m.AssetPage));
const AdminPage = lazyPage(() => import('./pages/admin/admin-page').then((m) => m.AdminPage));

/**
 * Every URL of the app; any other address is the not-found screen.
 */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'news/:id', element: <ArticlePage /> },
      // The asset board and one asset's page (docs/product.md#asset-pages); open to visitors.
      { path: 'assets', element: <AssetsPage /> },
      { path: 'assets/:symbol', element: <AssetPage /> },
      // The footer's pages (docs/product.md#footer-and-its-pages); Terms and Contact are the operator's own addresses.
      { path: 'about', element: <AboutPage /> },
      { path: 'api-docs', element: <ApiDocsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      // The personalised feed page (docs/product.md#personalised-feed-page); each address opens it on its own tab (keyed, so it does).
      { path: 'recommendations', element: <ForYouPage key="recommendations" tab="recommendations" /> },
      { path: 'settings', element: <ForYouPage key="settings" tab="settings" /> },
      { path: 'preferences', element: <ForYouPage key="preferences" tab="settings" section="news" /> },
      // The message centre (docs/product.md#message-centre), behind the 'summaries' gate.
      { path: 'x-messages', element: <FeatureGate feature="summaries"><XMessagesPage /></FeatureGate> },
      { path: 'auth/x/success', element: <XAuthSuccessPage /> },
      { path: 'one-minute-summaries', element: <SummariesPage /> },
      { path: 'admin/one-minute-summaries', element: <SummariesPage /> },
      { path: 'admin', element: <AdminPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Fetches the chunk of the page at this path, if it has one of its own, so that the first render shows the page. */
export async function preloadPage(pathname: string): Promise<void> {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const page: unknown = isValidElement(element) ? element.type : null;
  if (typeof page === 'function' && 'preload' in page && typeof page.preload === 'function') await (page.preload as () => Promise<unknown>)();
}

/**
 * The screen of the current address. Routes as elements in a BrowserRouter, not a data router
 * (createBrowserRouter): the app uses no loader or action, and the data router's code was some
 * 8 KB gzipped of the first visit, and 40 ms more of its start on a phone.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
