import { Button, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

// docs/product.md#header: shown to signed-in members only.
const MEMBER_LINKS = [
  { label: 'For You', to: '/recommendations' },
  { label: 'X Messages', to: '/x-messages' },
  { label: 'Settings', to: '/settings' },
  { label: 'One-Minute', to: '/one-minute-summaries' },
] as const;

/** The members' links as a row of header buttons (wide screens). */
export function MemberNavButtons() {
  const { pathname } = useLocation();
  return MEMBER_LINKS.map(({ label, to }) => (
    <Button key={to} component={Link} to={to} variant={pathname === to ? 'light' : 'subtle'} color="gray" size="sm">
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
