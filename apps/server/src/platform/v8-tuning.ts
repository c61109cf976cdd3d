import v8 from 'node:v8';

/**
 * V8 settings for a long-running HTTP server, applied before it takes requests.
 *
 * Allocation-site pretenuring off: V8 allocates objects straight into the old generation when, at one
 * young-generation collection, nearly all objects of an allocation site were still alive. Under a steady
 * load every connection has a request in flight, so Node's HTTP objects (made in parserOnHeadersComplete,
 * assignSocket, …) sometimes look long-lived at such a moment, and V8 then kept pretenuring them although
 * each dies with its request. The old generation filled and was collected over and over; the server's
 * CPU per request doubled for the rest of its life (getUserInfo 23 → 40–50 µs, a page fault per request
 * from the old generation's fresh pages). It happened to one process start in ten to fifteen, and to a
 * milder degree (+10 %) to a third to half of them (BENCHMARKS.md, "Starts"). V8 reads the flag at each
 * collection, so setting it at start-up, before the first request, is enough.
 */
export function tuneV8ForServing(): void {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
