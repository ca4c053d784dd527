import { Anchor, Container, Paper, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { AssetWindow } from '../../../contracts/assets';
import { filterSymbol } from '../../../contracts/news-constants';
import { apiErrorOf } from '../../api/api-error';
import { useAssetDetail } from '../../api/assets';
import { ArrowLeftIcon } from '../../components/icons';
import { useAssetLive } from '../../hooks/use-asset-live';
import { feedRefresh } from '../../hooks/use-live-updates';
import { useTabParam } from '../../hooks/use-tab-param';
import { ASSET_WINDOW_VALUES, WINDOW_NAMES } from '../../lib/asset-format';
import { tickerHref } from '../../lib/ticker-link';
import { AssetHeader } from './asset-header';
import { AssetNews } from './asset-news';
import { AssetError, AssetNotFound, AssetSkeleton } from './asset-states';
import { RelatedAssets } from './related-assets';
import { SentimentPanel } from './sentiment-panel';
import classes from './asset-page.module.css';
import { TrendChart } from './trend-chart';

/**
 * An alias's address (`/assets/xbt`) becomes its asset's own (`/assets/BTC`) once the asset says
 * which it is, so the news section and its filter name the symbol the header shows. It replaces
 * the entry, so Back leaves the page as it would have.
 */
function useCanonicalAddress(symbol: string, canonical: string | undefined): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    // Compared as the address is read, so the new address can never lead on again.
    if (canonical !== undefined && filterSymbol(canonical) !== symbol) void navigate(`${tickerHref(canonical)}${search}`, { replace: true });
  }, [canonical, symbol, search, navigate]);
}

/** docs/product.md#asset-pages: one asset's price, sentiment trend, news and related assets. */
export function AssetPage() {
  // `$btc` and `BTC` are one asset, as in the API: the page asks for it in one spelling.
  const symbol = filterSymbol(useParams().symbol ?? '');
  const [span, setSpan] = useTabParam<AssetWindow>('window', ASSET_WINDOW_VALUES, '24h');
  const live = useAssetLive();
  const { data, error, isPending, refetch } = useAssetDetail(symbol, span, feedRefresh(live));
  useCanonicalAddress(symbol, data?.symbol);

  if (apiErrorOf(error)?.status === 404) return <AssetNotFound symbol={symbol} />;
  if (!data && error) return <AssetError error={error} onRetry={() => void refetch()} />;
  return (
    <Container size="xl" py="md" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/assets" size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 6, alignSelf: 'flex-start' }}>
          <ArrowLeftIcon size={14} />
          All assets
        </Anchor>
        {isPending || !data ? <AssetSkeleton /> : <AssetHeader asset={data} onWindow={setSpan} />}
        <div className={classes.layout}>
          {data && (
            <>
              <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby="trend-title" className={classes.chart}>
                <Title order={2} fz="sm" tt="uppercase" c="dimmed" id="trend-title" mb="sm">
                  Sentiment and mentions against price, {WINDOW_NAMES[data.window]}
                </Title>
                <TrendChart asset={data} />
              </Paper>
              <Stack gap="md" className={classes.side}>
                <SentimentPanel asset={data} />
                <RelatedAssets symbols={data.relatedSymbols} />
              </Stack>
            </>
          )}
          <div className={classes.news}>
            <AssetNews symbol={symbol} live={live} />
          </div>
        </div>
      </Stack>
    </Container>
  );
}
