import { tokenize } from './tokenize.js';

function isUp(marker: string): boolean {
  return marker === '<up>' || marker.endsWith('_up>');
}

function isDown(marker: string): boolean {
  return marker === '<down>' || marker.endsWith('_down>');
}

/** The lexicon's overall verdict, so that "rises … but falls" reads differently from "rises". */
function balanceMarkers(markers: readonly string[]): string[] {
  const up = markers.filter(isUp).length;
  const down = markers.filter(isDown).length;
  const out: string[] = [];
  if (up > down) out.push('<net_up>');
  if (down > up) out.push('<net_down>');
  if (up > 0 && down > 0) out.push('<mixed>');
  return out;
}

/**
 * The feature names of one text: each word, each pair of neighbouring words ("price target",
 * "not_beat estimates"), and the tokeniser's markers. Presence only, each name once: in a
 * headline a word rarely repeats, and counting it would mostly reward repetition.
 */
export function featuresOf(text: string): string[] {
  const { words, markers } = tokenize(text);
  const names = new Set<string>(words);
  for (let i = 1; i < words.length; i++) names.add(`${words[i - 1]} ${words[i]}`);
  for (const marker of markers) names.add(marker);
  for (const marker of balanceMarkers(markers)) names.add(marker);
  return [...names];
}
