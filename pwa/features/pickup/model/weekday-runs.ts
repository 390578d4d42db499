/** A window's weekdays as runs of consecutive days, in week order: [1, 2, 3, 4, 5] → [[1, 5]]; [0, 6] → [[0, 0], [6, 6]]. */
export function weekdayRuns(weekdays: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const day of [...new Set(weekdays)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
