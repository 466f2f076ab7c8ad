// Latency and errors per route label, for the load bench's report.

export class RouteStats {
  constructor() {
    this.routes = new Map();
  }

  record(label, ms, ok, detail) {
    let route = this.routes.get(label);
    if (!route) this.routes.set(label, (route = { times: [], errors: 0, samples: [] }));
    route.times.push(ms);
    if (!ok) {
      route.errors += 1;
      if (route.samples.length < 5) route.samples.push(detail);
    }
  }

  get totalRequests() {
    let total = 0;
    for (const route of this.routes.values()) total += route.times.length;
    return total;
  }

  get totalErrors() {
    let total = 0;
    for (const route of this.routes.values()) total += route.errors;
    return total;
  }

  /** One row per route: count, p50, p99, max (ms), errors and a few error samples. */
  summary() {
    return [...this.routes.entries()]
      .map(([label, route]) => {
        const sorted = [...route.times].sort((a, b) => a - b);
        const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
        return {
          route: label,
          count: sorted.length,
          p50ms: round(at(0.5)),
          p99ms: round(at(0.99)),
          maxms: round(sorted[sorted.length - 1]),
          errors: route.errors,
          errorSamples: route.samples,
        };
      })
      .sort((a, b) => a.route.localeCompare(b.route));
  }
}

const round = (ms) => Math.round(ms * 10) / 10;
