import { ActionIcon, type BoxProps, Switch } from '@mantine/core';
import { useKeyboardShortcuts } from '../../hooks/use-keyboard-shortcuts';

const LABEL = 'Keyboard shortcuts';
const KEYS = 'j and k move through the news, o opens a story, / jumps to search';

function KeyboardIcon({ off }: { off: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M8 14h8" />
      {off && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * Turns the single-key shortcuts on and off (docs/accessibility.md), beside the colour scheme's
 * switch: a toggle button in the header bar, a labelled switch in the phone's navigation panel.
 */
export function KeyboardShortcutsSwitch({ fullWidth = false, ...boxProps }: { fullWidth?: boolean } & BoxProps) {
  const [on, setOn] = useKeyboardShortcuts();
  if (fullWidth) {
    return <Switch label={LABEL} description={KEYS} checked={on} onChange={(event) => setOn(event.currentTarget.checked)} {...boxProps} />;
  }
  const title = `${LABEL} ${on ? 'on' : 'off'}: ${KEYS}`;
  return (
    <ActionIcon variant="default" size="lg" aria-label={LABEL} aria-pressed={on} title={title} onClick={() => setOn(!on)} {...boxProps}>
      <KeyboardIcon off={!on} />
    </ActionIcon>
  );
}
