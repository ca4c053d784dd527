import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from './components/layout/app-layout';

// Every page is its own chunk, so the first load carries only the shell.
const HomePage = lazy(() => import('./pages/home/home-page').then((m) => ({ default: m.HomePage })));
const ResetPasswordPage = lazy(() =>
  import('./pages/reset-password/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const ArticlePage = lazy(() => import('./pages/article/article-page').then((m) => ({ default: m.ArticlePage })));
const NotFoundPage = lazy(() => import('./pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const AboutPage = lazy(() => import('./pages/about/about-page').then((m) => ({ default: m.AboutPage })));
const ApiDocsPage = lazy(() => import('./pages/api-docs/api-docs-page').then((m) => ({ default: m.ApiDocsPage })));
const PrivacyPage = lazy(() => import('./pages/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const AdminPage = lazy(() => import('./pages/admin/admin-page').then((m) => ({ default: m.AdminPage })));

/**
 * Every URL of the app. Routes of spec 1 §2 whose pages have not landed yet (/recommendations,
 * /preferences, /settings, /x-messages, /one-minute-summaries, /admin) fall through to the
 * not-found screen until their issue adds them here.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'news/:id', element: <ArticlePage /> },
      // The footer's pages (spec 1 §2); Terms and Contact are the operator's own addresses.
      { path: 'about', element: <AboutPage /> },
      { path: 'api-docs', element: <ApiDocsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'admin', element: <AdminPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
