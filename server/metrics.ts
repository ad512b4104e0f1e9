import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The node's Prometheus figures, one registry per process. Areas count what they do with one call
 * (`metrics.emailsSent.inc()`); figures read at scrape time (pool, sockets, jobs waiting) come from the
 * sources an app registers with `addMetricSource`, summed when several apps share the process (tests).
 */
export const registry = new Registry();
// Process figures: CPU, memory, event-loop lag (nodejs_eventloop_lag_*), handles, GC.
collectDefaultMetrics({ register: registry, prefix: 'oujda_', eventLoopMonitoringPrecision: 20 });

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What an app tells the registry at scrape time. */
export interface MetricSource {
  pool?: () => { total: number; idle: number; waiting: number };
  sockets?: () => number;
  /** Figures read from the database: the same on every node (alert on max(), not sum()). */
  database?: () => Promise<DatabaseFigures>;
}

export interface DatabaseFigures {
  up: boolean;
  pingSeconds: number;
  jobsWaiting: number;
  ordersWaitingAnswer: number;
  oldestNewOrderSeconds: number;
}

const sources = new Set<MetricSource>();

/** Registers an app's figures; the returned function forgets them (the app closed). */
export function addMetricSource(source: MetricSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

new Gauge({
  name: 'oujda_db_pool_connections',
  help: 'PostgreSQL pool connections of this node by state (in_use, idle) and requests waiting for one',
  labelNames: ['state'],
  registers: [registry],
  collect() {
    const pools = [...sources].flatMap((s) => (s.pool ? [s.pool()] : []));
    this.set({ state: 'in_use' }, sum(pools.map((p) => p.total - p.idle)));
    this.set({ state: 'idle' }, sum(pools.map((p) => p.idle)));
    this.set({ state: 'waiting' }, sum(pools.map((p) => p.waiting)));
  },
});

new Gauge({
  name: 'oujda_live_sockets',
  help: 'Live (socket.io) connections open on this node',
  registers: [registry],
  collect() {
    this.set(sum([...sources].map((s) => s.sockets?.() ?? 0)));
  },
});

/** One database reading per scrape feeds the five gauges below. */
let reading: Promise<DatabaseFigures | undefined> | undefined;
function readDatabase(): Promise<DatabaseFigures | undefined> {
  reading ??= (async () => {
    const source = [...sources].find((s) => s.database);
    return source?.database?.();
  })().finally(() => setTimeout(() => (reading = undefined), 0));
  return reading;
}
const databaseGauge = (name: string, help: string, pick: (f: DatabaseFigures) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const figures = await readDatabase();
      if (figures) this.set(pick(figures));
    },
  });
databaseGauge('oujda_db_up', '1 when the database answered select 1 within a second', (f) => (f.up ? 1 : 0));
databaseGauge('oujda_db_ping_seconds', 'Time the database took to answer select 1', (f) => f.pingSeconds);
databaseGauge('oujda_jobs_waiting', 'Jobs due and not yet done (all nodes share them)', (f) => f.jobsWaiting);
databaseGauge(
  'oujda_orders_waiting_answer',
  'Orders still new, waiting for the business to accept or refuse',
  (f) => f.ordersWaitingAnswer,
);
databaseGauge('oujda_orders_oldest_new_seconds', 'Age of the oldest order still new (0 when none)', (f) => f.oldestNewOrderSeconds);

export const metrics = {
  httpDuration: new Histogram({
    name: 'oujda_http_request_duration_seconds',
    help: 'HTTP requests answered by this node, by route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: seconds,
    registers: [registry],
  }),
  queryDuration: new Histogram({
    name: 'oujda_db_query_duration_seconds',
    help: 'Database queries of this node, by outcome (ok, error)',
    labelNames: ['outcome'],
    buckets: seconds,
    registers: [registry],
  }),
  ordersCreated: new Counter({
    name: 'oujda_orders_created_total',
    help: 'Orders placed by customers, by kind (restaurant, store, services, grocery)',
    labelNames: ['kind'],
    registers: [registry],
  }),
  orderDecisions: new Counter({
    name: 'oujda_order_decisions_total',
    help: 'Orders leaving "new": accepted, refused, auto_accepted, auto_refused (no answer in time)',
    labelNames: ['decision'],
    registers: [registry],
  }),
  secondsToAccept: new Histogram({
    name: 'oujda_order_seconds_to_accept',
    help: 'Seconds from an order placed to its acceptance',
    buckets: [10, 30, 60, 120, 180, 300, 600, 900, 1800],
    registers: [registry],
  }),
  liveEventsPublished: new Counter({
    name: 'oujda_live_events_published_total',
    help: 'Live events this node sent to rooms (its own sockets and, through PostgreSQL, the other nodes)',
    registers: [registry],
  }),
  liveEventsReceived: new Counter({
    name: 'oujda_live_events_received_total',
    help: 'Live events this node received from the other nodes through PostgreSQL',
    registers: [registry],
  }),
  liveEventLag: new Histogram({
    name: 'oujda_live_event_lag_seconds',
    help: "Time a node's clock signal took to reach this node through PostgreSQL LISTEN/NOTIFY",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  }),
  pushesSent: new Counter({ name: 'oujda_pushes_sent_total', help: 'Web pushes delivered to a push service', registers: [registry] }),
  pushesFailed: new Counter({
    name: 'oujda_pushes_failed_total',
    help: 'Web pushes refused or not delivered (gone subscriptions included)',
    registers: [registry],
  }),
  emailsSent: new Counter({ name: 'oujda_emails_sent_total', help: 'E-mails sent (or written to the outbox)', registers: [registry] }),
  emailsFailed: new Counter({
    name: 'oujda_emails_failed_total',
    help: 'E-mails the SMTP server refused or never took',
    registers: [registry],
  }),
};

/** Tests read a figure without parsing the text format. */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  const wanted = values.filter((v) => {
    const metricName = (v as { metricName?: string }).metricName;
    const labelsMatch = Object.entries(labels).every(([k, l]) => String((v.labels as Record<string, unknown>)[k]) === l);
    // A histogram's figure is its count of observations.
    return labelsMatch && (metricName === undefined || metricName === name || metricName === `${name}_count`);
  });
  return sum(wanted.map((v) => v.value));
}

/** An order left "new": accepted ('waiting') or refused ('refusée'), by a person or automatically. */
export function countOrderDecision(status: string, automatic: boolean, createdAt: string, now = Date.now()): void {
  const accepted = status === 'waiting';
  if (!accepted && status !== 'refusée') return;
  metrics.orderDecisions.inc({ decision: `${automatic ? 'auto_' : ''}${accepted ? 'accepted' : 'refused'}` });
  const waited = (now - Date.parse(createdAt)) / 1000;
  if (accepted && Number.isFinite(waited)) metrics.secondsToAccept.observe(Math.max(0, waited));
}
