// A task bench:render runs in the server's render workers (piscina's per-task `filename`), beside their renders: the
// worker's own V8 heap, which piscina does not expose and Node 20's Worker object cannot report without a heap snapshot.
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';

/** This worker's heap; `holdMs` keeps the worker busy so that tasks sent together land on different workers. */
export default async function workerMemory({ holdMs = 50 } = {}) {
  const heap = getHeapStatistics();
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  return {
    threadId,
    usedHeapBytes: heap.used_heap_size,
    totalHeapBytes: heap.total_heap_size,
    heapLimitBytes: heap.heap_size_limit,
    externalBytes: heap.external_memory,
  };
}
