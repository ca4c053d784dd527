import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { AppLayout } from './components/layout/app-layout';
import { HomePage } from './pages/home/home-page';

// The home page, where most visits land, comes with the shell: the modules it shares with the
// lazily loaded pages then sit in the first chunk instead of a score of tiny ones (about 5 KB gzipped
// less on the first visit). Every other page is its own chunk.
const ResetPasswordPage = lazy(() =>
  import('./pages/reset-password/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const ArticlePage = lazy(() => import('./pages/article/article-page').then((m) => ({ default: m.ArticlePage })));
const NotFoundPage = lazy(() => import('./pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const AboutPage = lazy(() => import('./pages/about/about-page').then((m) => ({ default: m.AboutPage })));
const ApiDocsPage = lazy(() => import('./pages/api-docs/api-docs-page').then((m) => ({ default: m.ApiDocsPage })));
const PrivacyPage = lazy(() => import('./pages/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const ForYouPage = lazy(() => import('./pages/for-you/for-you-page').then((m) => ({ default: m.ForYouPage })));
const SummariesPage = lazy(() => import('./pages/one-minute-summaries/summaries-page').then((m) => ({ default: m.SummariesPage })));
const FeatureGate = lazy(() => import('./components/feature-gate').then((m) => ({ default: m.FeatureGate })));
const XMessagesPage = lazy(() => import('./pages/x-messages/x-messages-page').then((m) => ({ default: m.XMessagesPage })));
const XAuthSuccessPage = lazy(() => import('./pages/x-auth-success/x-auth-success-page').then((m) => ({ default: m.XAuthSuccessPage })));
const AssetsPage = lazy(() => import('./pages/assets/assets-page').then((m) => ({ default: m.AssetsPage })));
const AssetPage = lazy(() => import('./pages/asset/asset-page').then((m) => ({ default: m.AssetPage })));
const AdminPage = lazy(() => import('./pages/admin/admin-page').then((m) => ({ default: m.AdminPage })));

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

/**
 * The screen of the current address. Routes as elements in a BrowserRouter, not a data router
 * (createBrowserRouter): the app uses no loader or action, and the data router's code was some
 * 8 KB gzipped of the first visit, and 40 ms more of its start on a phone.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
