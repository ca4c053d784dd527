import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import type { InstanceInfo } from '../../contracts/instance';
import { useFeature } from '../hooks/use-feature';

const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Shows its screen while the feature gate is on; off, the not-found screen (docs/product.md#not-found-screen). */
export function FeatureGate({ feature, children }: { feature: keyof InstanceInfo['features']; children: ReactNode }) {
  const enabled = useFeature(feature);
  if (enabled === null) {
    return (
      <Center mih="50dvh">
        <Loader />
      </Center>
    );
  }
  return enabled ? children : <NotFoundPage />;
}
