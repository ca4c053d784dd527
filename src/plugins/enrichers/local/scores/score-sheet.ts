import type { Score } from '../../../sdk/index.js';

/** Adds up a score's parts and keeps a machine-readable reason for each part that counted. */
export class ScoreSheet {
  private total: number;
  private readonly reasons: string[] = [];

  constructor(base = 0) {
    this.total = base;
  }

  add(points: number, reason: string): this {
    if (points === 0 || !Number.isFinite(points)) return this;
    this.total += points;
    this.reasons.push(reason);
    return this;
  }

  get empty(): boolean {
    return this.reasons.length === 0;
  }

  /** A reason that adds nothing but explains a low score ("no_topic"). */
  note(reason: string): this {
    this.reasons.push(reason);
    return this;
  }

  /** An integer from 0 to 100 with the reasons in the order they were added. */
  toScore(): Score {
    return { value: Math.max(0, Math.min(100, Math.round(this.total))), reasons: [...this.reasons] };
  }
}

/** +12% / -6.5% */
export function formatPercent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

/** 45m, 2h, 3d */
export function formatAge(hours: number): string {
  if (hours < 1) return `${Math.max(0, Math.round(hours * 60))}m`;
  if (hours < 48) return `${Math.round(hours)}h`;
  return `${Math.round(hours / 24)}d`;
}

/** $480m, $4.1bn, $1.2tn */
export function formatUsd(value: number): string {
  const [divisor, unit] = value >= 1e12 ? [1e12, 'tn'] : value >= 1e9 ? [1e9, 'bn'] : value >= 1e6 ? [1e6, 'm'] : [1e3, 'k'];
  return `$${Math.round((value / divisor) * 10) / 10}${unit}`;
}
