import { Button, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

// docs/product.md#header: shown to signed-in members only.
const MEMBER_LINKS = [
  { label: 'For You', to: '/recommendations' },
  { label: 'X Messages', to: '/x-messages' },
  { label: 'Settings', to: '/settings' },
  { label: 'One-Minute', to: '/one-minute-summaries' },
] as const;

// docs/product.md#asset-pages: the asset board is open to everyone; its link leads the row.
const ASSETS_LINK = { label: 'Assets', to: '/assets' } as const;

// Tighter than a button's own padding: the row's five links and the topic filter leave more of
// 1,200 px to the username, which takes what is left (header.tsx).
const NAV_BUTTON_PADDING = 'xs';

function onAssets(pathname: string): boolean {
  return pathname === '/assets' || pathname.startsWith('/assets/');
}

/** The asset board's link as a header button (wide screens); lit on the board and every asset page. */
export function AssetsNavButton() {
  const { pathname } = useLocation();
  return (
    <Button component={Link} to={ASSETS_LINK.to} variant={onAssets(pathname) ? 'light' : 'subtle'} color="gray" size="sm" px={NAV_BUTTON_PADDING}>
      {ASSETS_LINK.label}
    </Button>
  );
}

/** The asset board's link in the mobile navigation panel. */
export function AssetsNavLink({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return <NavLink component={Link} to={ASSETS_LINK.to} label={ASSETS_LINK.label} active={onAssets(pathname)} onClick={onNavigate} />;
}

/** The members' links as a row of header buttons (wide screens). */
export function MemberNavButtons() {
  const { pathname } = useLocation();
  return MEMBER_LINKS.map(({ label, to }) => (
    <Button key={to} component={Link} to={to} variant={pathname === to ? 'light' : 'subtle'} color="gray" size="sm" px={NAV_BUTTON_PADDING}>
      {label}
    </Button>
  ));
}

/** The members' links as a vertical list (the mobile navigation panel). */
export function MemberNavList({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return MEMBER_LINKS.map(({ label, to }) => (
    <NavLink key={to} component={Link} to={to} label={label} active={pathname === to} onClick={onNavigate} />
  ));
}
