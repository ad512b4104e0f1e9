// `npm run test:topology`: the whole production topology of `npm run topology` (Debian's PostgreSQL, PgBouncer,
// nginx, Prometheus; two API nodes) on loopback, driven as people and operators would: an owner connected
// through nginx keeps receiving orders while node A restarts and while PgBouncer restarts; Prometheus sees both
// nodes and the order counter rise; no log line holds a secret. Skipped, saying why, when the packages cannot
// be installed (not root, no apt-get).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { MissingPackages } from '../../scripts/topology/packages.mjs';
import { startTopology } from '../../scripts/topology/index.mjs';
import { portOpen, waitFor } from '../../scripts/topology/process.mjs';
import { client, nodeMetric, prometheusQuery } from './helpers.mjs';

const PASSWORD = 'Demo@1234';
const dir = mkdtempSync(path.join(tmpdir(), 'oujda-topology-'));
let topology;
let skip = null;
let http;
const figures = {};
/** The tokens handed out during the run, looked for in the logs. */
const secrets = [];

/** A base port whose six ports are all free. */
async function freeBase() {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 300) * 100;
    const ports = [1, 2, 11, 12, 43, 90].map((d) => base + d);
    if ((await Promise.all(ports.map(portOpen))).every((open) => !open)) return base;
  }
}

before(async () => {
  try {
    topology = await startTopology({ dir, base: await freeBase(), scrapeSeconds: 1, log: (l) => console.log(`# topology: ${l}`) });
    http = client(topology);
  } catch (error) {
    if (!(error instanceof MissingPackages)) throw error;
    skip = error.message;
  }
});

after(async () => {
  http?.close();
  await topology?.stop();
  if (Object.keys(figures).length) console.log(`# figures: ${JSON.stringify(figures)}`);
  rmSync(dir, { recursive: true, force: true });
});

async function login(email) {
  const res = await http.call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  assert.equal(res.status, 200, `login ${email}: ${res.body}`);
  secrets.push(res.json().token);
  return res.json().token;
}

/** The demo restaurant, open at all hours for the test, and a plain dish of its menu. */
async function restaurantAndDish() {
  const db = new pg.Client({ connectionString: topology.urls.direct });
  await db.connect();
  try {
    const { rows } = await db.query(`
      select b.id as business, c.id as dish from businesses b
        join users u on u.id = b.owner_id
        join catalogue_items c on c.business_id = b.id
       where u.email = 'resto@demo.ma' and not c.active and not c.sold_out and c.options = '[]'::jsonb
       limit 1`);
    await db.query(
      `update businesses set opening_all_times = true, is_temporarily_closed = false, paused_until = null,
              paused_indefinitely = false, closures = '[]' where id = $1`,
      [rows[0].business],
    );
    return rows[0];
  } finally {
    await db.end();
  }
}

/** Places orders one after another until stopped; every 201 is an order acknowledged at that moment. */
function orderPlacer(token, { business, dish }) {
  const acked = [];
  const refused = [];
  let phase = 'warm-up';
  let running = true;
  const done = (async () => {
    while (running) {
      const started = Date.now();
      const res = await http
        .call('POST', '/api/client/orders', {
          token,
          body: { type: 'restaurant', businessId: business, lines: [{ productId: dish, quantity: 1 }], numberPhone: '0612345678' },
        })
        .catch((error) => ({ status: error.code ?? 'error' }));
      if (res.status === 201) acked.push({ id: res.json().order._id, phase, at: Date.now() });
      else refused.push({ status: res.status, phase });
      // About ten orders a second: a busy evening, and time for each restart to fall between orders.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (Date.now() - started))));
    }
  })();
  return {
    acked,
    refused,
    set phase(name) {
      phase = name;
    },
    ackedIn: (name) => acked.filter((o) => o.phase === name),
    stop: async () => {
      running = false;
      await done;
    },
  };
}

test('the production topology on loopback', async (t) => {
  if (skip) return t.skip(skip);

  await t.test('nginx: HTTPS with HTTP/2, precompressed files sent as built, /metrics kept inside, a request id', async () => {
    const h2 = await http.http2Get('/api/health');
    assert.deepEqual(h2, { protocol: 'h2', status: 200 });

    const page = await http.call('GET', '/', { headers: { 'accept-encoding': 'identity' } });
    assert.equal(page.status, 200);
    // The page is prerendered: it names a small boot script, which names the app's entry.
    const boot = page.body.toString().match(/\/assets\/boot-[\w-]+\.js/)?.[0];
    assert.ok(boot, 'the SPA page names its boot script');
    const script = (await http.call('GET', boot, { headers: { 'accept-encoding': 'identity' } })).body
      .toString()
      .match(/\/assets\/index-[\w-]+\.js/)?.[0];
    assert.ok(script, 'the boot script names the entry script');
    const brotli = await http.call('GET', script, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.ok(brotli.body.equals(readFileSync(path.join(topology.staticDir, `${script}.br`))), 'the .br file of the build, byte for byte');

    assert.equal((await http.call('GET', '/metrics', { headers: { authorization: `Bearer ${topology.metricsToken}` } })).status, 404);
    const health = await http.call('GET', '/api/health');
    assert.match(String(health.headers['x-request-id']), /^[0-9a-f]{32}$/, "nginx's $request_id, echoed by the node");
    figures.requestId = health.headers['x-request-id'];
  });

  await t.test(
    'an owner connected through nginx keeps receiving orders through a rolling restart of node A and a PgBouncer restart',
    async () => {
      const [ownerToken, customerToken] = [await login('resto@demo.ma'), await login('client@demo.ma')];
      const target = await restaurantAndDish();

      // The owner's socket must be on node A, the node that restarts: nginx spreads new connections over both.
      let owner;
      const extra = [];
      for (let tries = 0; !owner && tries < 8; tries++) {
        const before = await nodeMetric(topology, 'nodeA', 'oujda_live_sockets');
        const candidate = http.ownerSocket(ownerToken, target.business);
        await waitFor(async () => candidate.joins === 1, { ms: 10_000, what: 'the owner socket to join its room' });
        if ((await nodeMetric(topology, 'nodeA', 'oujda_live_sockets')) > before) owner = candidate;
        else extra.push(candidate);
      }
      extra.forEach((s) => s.close());
      assert.ok(owner, 'an owner socket landed on node A');

      const placer = orderPlacer(customerToken, target);
      const allReceived = (orders) => orders.every((o) => owner.received.has(o.id));
      const steady = async (phase) => {
        const from = placer.acked.length;
        await waitFor(async () => placer.acked.length >= from + 10 && allReceived(placer.acked.slice(from)), {
          ms: 30_000,
          what: `ten orders in a row received live (${phase})`,
        });
      };
      try {
        await steady('warm-up');

        // Each phase runs from the restart until ten orders in a row arrived live again.
        placer.phase = 'node A restart';
        const restartA = Date.now();
        await topology.services.nodeA.restart();
        figures.nodeARestartSeconds = (Date.now() - restartA) / 1000;
        await waitFor(async () => owner.joins >= 2, { ms: 15_000, what: 'the owner socket to rejoin through node B' });
        await steady('node A restart');

        placer.phase = 'PgBouncer restart';
        const restartBouncer = Date.now();
        await topology.services.pgbouncer.restart();
        figures.pgbouncerRestartSeconds = (Date.now() - restartBouncer) / 1000;
        await steady('PgBouncer restart');
      } finally {
        await placer.stop();
      }
      // The last events may still be on their way.
      await waitFor(async () => allReceived(placer.acked), { ms: 5_000, what: 'every order' }).catch(() => null);
      owner.close();

      for (const phase of ['warm-up', 'node A restart', 'PgBouncer restart']) {
        const orders = placer.ackedIn(phase);
        figures[phase] = {
          acknowledged: orders.length,
          missedLive: orders.filter((o) => !owner.received.has(o.id)).length,
          notAcknowledged: placer.refused.filter((r) => r.phase === phase).length,
        };
      }
      console.log(`# orders: ${JSON.stringify(figures)}`);
      assert.equal(figures['warm-up'].missedLive, 0);
      assert.ok(figures['node A restart'].acknowledged > 0, 'orders were placed while node A restarted');
      // PgBouncer carries no live events (LISTEN/NOTIFY goes straight to PostgreSQL): nothing acknowledged is lost.
      assert.ok(figures['PgBouncer restart'].acknowledged >= 10);
      assert.equal(figures['PgBouncer restart'].missedLive, 0);
    },
  );

  await t.test('Prometheus scrapes both nodes and sees the order counter rise', async () => {
    await waitFor(
      async () => {
        const res = await fetch(`${topology.urls.prometheus}/api/v1/targets`).then((r) => r.json());
        const targets = res.data.activeTargets.filter((x) => x.labels.job === 'oujda');
        return targets.length === 2 && targets.every((x) => x.health === 'up');
      },
      { ms: 30_000, what: 'both targets up in Prometheus' },
    );
    const total = async () => Number((await prometheusQuery(topology, 'sum(oujda_orders_created_total)'))[0]?.value[1] ?? 0);
    const before = await total();
    const target = await restaurantAndDish();
    const token = await login('client@demo.ma');
    for (let i = 0; i < 3; i++) {
      const res = await http.call('POST', '/api/client/orders', {
        token,
        body: {
          type: 'restaurant',
          businessId: target.business,
          lines: [{ productId: target.dish, quantity: 1 }],
          numberPhone: '0612345678',
        },
      });
      assert.equal(res.status, 201);
    }
    figures.prometheusOrdersBefore = before;
    figures.prometheusOrdersAfter = await waitFor(async () => ((await total()) >= before + 3 ? total() : null), {
      ms: 20_000,
      what: 'sum(oujda_orders_created_total) to rise by 3',
    });
    // Live events crossed between the nodes through PostgreSQL, and each node measured the other's clock signal.
    const value = async (q) => Number((await prometheusQuery(topology, q))[0]?.value[1] ?? 0);
    figures.liveEventsReceived = await value('sum(oujda_live_events_received_total)');
    // Each node measures the other's clock signal every 5 s: wait for a scrape that holds one.
    const lagSamples = () => value('sum(oujda_live_event_lag_seconds_count)');
    figures.liveEventLagSamples = await waitFor(async () => ((await lagSamples()) > 0 ? lagSamples() : null), {
      ms: 45_000,
      what: 'a live-event lag sample in Prometheus',
    });
    figures.liveEventLagP95Seconds = await value('histogram_quantile(0.95, sum by (le) (oujda_live_event_lag_seconds_bucket))');
    assert.ok(figures.liveEventsReceived > 0, 'a node received live events from the other');
    assert.ok(figures.liveEventLagSamples > 0, 'the live-event lag was measured');
    const up = await prometheusQuery(topology, 'up{job="oujda"}');
    assert.deepEqual(
      up.map((s) => s.value[1]),
      ['1', '1'],
    );
  });

  await t.test('no log line holds a password, a token or a cookie; our own lines no query string', async () => {
    const nginxLogs = readdirSync(topology.logs.nginx).map((f) => path.join(topology.logs.nginx, f));
    const read = (files) => files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const everything = read([topology.logs.nodeA, topology.logs.nodeB, ...nginxLogs]);
    for (const secret of [PASSWORD, ...secrets, ...secrets.map((token) => token.split('.')[2]), topology.metricsToken])
      assert.ok(!everything.includes(secret), `a secret (${secret.slice(0, 6)}…) is in a log`);
    // nginx's error log quotes the request line of a failed upstream attempt as it came (socket.io's
    // ?EIO=4&transport=websocket): our URLs carry no secret there, tokens travel in headers and the handshake.
    const ours = read([topology.logs.nodeA, topology.logs.nodeB, ...nginxLogs.filter((f) => f.endsWith('oujda-access.log'))]);
    assert.ok(!/EIO=4|transport=websocket|\?[a-z]+=/.test(ours), 'no query string in the request lines');
    assert.ok(ours.includes(`"reqId":"${figures.requestId}"`), "nginx's request id is in the node's line");
    assert.ok(ours.includes(`"request_id":"${figures.requestId}"`), "and in nginx's own access line");
  });
});
