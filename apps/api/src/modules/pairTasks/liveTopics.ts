/** The live-event topic of a pair's tasks (subscription `pairTasksChanged`). */
export const pairTasksTopic = (pairId: string) => `pair.tasks.${pairId}`;
