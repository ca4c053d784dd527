/**
 * The app's idea of "now" for its rules about news: the story window, future feed dates, trending's
 * last day, recency scores. Tests hand the context a fixed clock so their dates never age.
 * Timing that the database also judges (sessions, rate limits, polling, claims, a provider's daily
 * calls) and cache lifetimes keep the real time, so the two clocks never meet in one comparison.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
