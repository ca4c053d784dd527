import { Badge, type BadgeProps } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { tickerHref } from '../../lib/ticker-link';

interface TickerLinkProps extends Omit<BadgeProps, 'children'> {
  symbol: string;
  /** Shown instead of the symbol (a name, or "$BTC"). */
  label?: string;
}

// Tickers sit on clickable cards and rows: following the link must not also open the card.
function stopPropagation(event: MouseEvent): void {
  event.stopPropagation();
}

/** A ticker as a link to its asset page (tickerHref). */
export function TickerLink({ symbol, label, ...badge }: TickerLinkProps) {
  return (
    <Badge
      component={Link}
      to={tickerHref(symbol)}
      onClick={stopPropagation}
      variant="light"
      color="teal"
      size="sm"
      tt="none"
      ff="monospace"
      style={{ cursor: 'pointer' }}
      aria-label={`Asset page of ${symbol}`}
      {...badge}
    >
      {label ?? symbol}
    </Badge>
  );
}
