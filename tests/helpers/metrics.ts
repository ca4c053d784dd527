import type { AppContext } from '../../src/server/context.js';

/** A series' value as /metrics would show it (0 before anything was counted under these labels). */
export async function counted(ctx: AppContext, name: string, labels: Record<string, string>): Promise<number> {
  const metric = ctx.metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))?.value ?? 0;
}
