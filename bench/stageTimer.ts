/**
 * Seconds spent under each label a long job reports through its progress callback (`onProgress`
 * of datagen and the loader): a label's time runs from when it is first reported to when another is.
 */
export function stageTimer(): { onProgress: (done: number, total: number, label?: string) => void; stages: () => Record<string, number> } {
  const seconds: Record<string, number> = {};
  let label = '';
  let since = performance.now();
  const close = () => {
    const now = performance.now();
    if (label) seconds[label] = (seconds[label] ?? 0) + (now - since) / 1000;
    since = now;
  };
  return {
    onProgress: (_done, _total, next) => {
      if ((next ?? '') === label) return;
      close();
      label = next ?? '';
    },
    stages: () => {
      close();
      return { ...seconds };
    },
  };
}

/** The seconds of the stages whose label starts with `prefix` (the derived tables: "rollups"), summed. */
export const stagesUnder = (stages: Record<string, number>, prefix: string): number =>
  Object.entries(stages).filter(([k]) => k.startsWith(prefix)).reduce((a, [, v]) => a + v, 0);
