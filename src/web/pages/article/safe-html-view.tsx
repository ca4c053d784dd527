import { createElement, useMemo, type ReactNode } from 'react';
import { safeHtmlTree, type SafeNode } from '../../lib/safe-html';

// A table or code block wider than the screen scrolls sideways (full-content-section.module.css):
// in the Tab order, the arrow keys can scroll it too.
const SCROLLING_TAGS = new Set(['table', 'pre']);

function renderNodes(nodes: SafeNode[]): ReactNode[] {
  // The tree never changes under its render, so positions are stable keys.
  return nodes.map((node, index) =>
    typeof node === 'string'
      ? node
      : createElement(node.tag, { key: index, ...node.props, ...(SCROLLING_TAGS.has(node.tag) && { tabIndex: 0 }) }, ...renderNodes(node.children)),
  );
}

/** Article HTML through the browser's allow-list, rendered as React elements (no innerHTML). */
export function SafeHtmlView({ html }: { html: string }) {
  const nodes = useMemo(() => safeHtmlTree(html, { ownHost: window.location.hostname }), [html]);
  return <>{renderNodes(nodes)}</>;
}
