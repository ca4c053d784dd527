// Tasks for thread.test.ts, run on a worker thread.
import { InvalidResponseError } from '../errors.js';

export function double(n: number): number {
  return n * 2;
}

export function spin(): never {
  for (;;) {
    // Holds the thread until its time budget ends it.
  }
}

export function hoard(): number {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
}

export function refuse(message: string): never {
  throw new InvalidResponseError(message);
}

export async function later(ms: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return ms;
}
