import { ActionIcon, type BoxProps, Button, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

function SunIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </svg>
  );
}

/**
 * Flips between the dark and light schemes (docs/product.md#header): an icon in the header bar,
 * a full-width button in the phone's navigation panel. Until it is used the app follows the
 * system; once used, Mantine keeps the choice in localStorage.
 */
export function ColorSchemeSwitch({ fullWidth = false, ...boxProps }: { fullWidth?: boolean } & BoxProps) {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('dark') === 'dark';
  const label = dark ? 'Switch to light theme' : 'Switch to dark theme';
  const icon = dark ? <SunIcon /> : <MoonIcon />;
  const flip = () => setColorScheme(dark ? 'light' : 'dark');
  if (fullWidth) {
    return (
      <Button variant="default" fullWidth justify="flex-start" leftSection={icon} onClick={flip} {...boxProps}>
        {label}
      </Button>
    );
  }
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={flip} {...boxProps}>
      {icon}
    </ActionIcon>
  );
}
