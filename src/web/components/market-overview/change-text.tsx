import { Text, type TextProps } from '@mantine/core';
import { NO_DATA } from '../../../contracts/market-constants';

interface ChangeTextProps extends TextProps {
  /** Signed text such as "+1.20%", or "no-data". */
  change: string;
  isPositive: boolean;
  /** Show an up or down arrow before the number (the trending panel's direction). */
  withArrow?: boolean;
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg width={10} height={10} viewBox="0 0 10 10" aria-hidden style={{ marginRight: 3 }}>
      <path d={up ? 'M5 1l4 7H1z' : 'M5 9L1 2h8z'} fill="currentColor" />
    </svg>
  );
}

/** A percentage change in the market's colours: teal up, red down, dimmed when unknown. */
export function ChangeText({ change, isPositive, withArrow = false, ...props }: ChangeTextProps) {
  if (change === NO_DATA) {
    return (
      <Text component="span" c="dimmed" {...props}>
        {NO_DATA}
      </Text>
    );
  }
  return (
    <Text
      component="span"
      c={isPositive ? 'teal' : 'red'}
      fw={600}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      {...props}
    >
      {withArrow && <Arrow up={isPositive} />}
      {change}
    </Text>
  );
}

/** A price as the server formatted it (with its currency sign), dimmed when there is none. */
export function PriceText({ price, ...props }: TextProps & { price: string }) {
  return (
    <Text
      component="span"
      c={price === NO_DATA ? 'dimmed' : 'bright'}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      {...props}
    >
      {price}
    </Text>
  );
}
