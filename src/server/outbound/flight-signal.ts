import { EventEmitter } from 'node:events';

/**
 * One request's abort signal: undici takes an EventEmitter with `aborted` and `reason` as a
 * request's signal, listening for 'abort'. Making and wiring an AbortController cost about 6 µs a
 * request (an EventTarget with weakly held listeners), this a tenth of that; with it a webhook's
 * whole send took 86-99 µs of CPU instead of 102-138, and an alert fan-out sends tens of thousands
 * (docs/alerts.md#figures).
 */
export class FlightSignal extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.emit('abort');
  }
}
