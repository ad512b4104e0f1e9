/**
 * Demo simulator: places realistic orders on a running back-office every few seconds (as the demo
 * customer client@demo.ma) and, unless told not to, plays the riders who take accepted orders, set
 * off and deliver them, so the live order screens can be watched moving.
 *
 *   npm run simulate                              # http://localhost:3000, an order every 5 s
 *   npm run simulate -- --url http://localhost:3106 --every 3 --count 20 --only restaurant --no-riders
 *
 * It only uses the API: the catalogue it orders from is read from the orders the admin can see, and
 * prices are always set by the server.
 */
type Json = Record<string, any>;
import { formatMoney, toCentimes } from '../src/domain/money';

type Kind = 'restaurant' | 'store' | 'grocery';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};

const BASE = option('url', process.env.SIMULATE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const EVERY_MS = Number(option('every', '5')) * 1000;
const COUNT = Number(option('count', '0'));
const ONLY = option('only', '') as Kind | '';
const RIDERS = !flag('no-riders');
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo@1234';
const RIDER_ACCOUNTS = ['rider@demo.ma', 'rider2@demo.ma', 'rider4@demo.ma'];

async function api(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Json) : {} };
}

async function login(email: string): Promise<string> {
  const { status, json } = await api('POST', '/auth/login', undefined, { email, password: PASSWORD });
  if (status !== 200) throw new Error(`Cannot log in as ${email}: ${json.message ?? status}`);
  return json.token as string;
}

interface Menu {
  kind: Kind;
  businessId?: string;
  products: Map<string, string>;
  packs: Map<string, string>;
}

/** What can be ordered, learnt from the orders an admin sees (every status). */
async function discoverMenus(adminToken: string): Promise<Menu[]> {
  const menus = new Map<string, Menu>();
  for (const kind of ['restaurant', 'store', 'grocery'] as Kind[]) {
    if (ONLY && ONLY !== kind) continue;
    for (const status of ['succes', 'new', 'waiting']) {
      const { json } = await api('GET', `/orders/admin/${status}/${kind}`, adminToken);
      for (const order of [...(json.orders ?? []), ...(json.ordersPack ?? [])] as Json[]) {
        const businessId = (order.restaurant_id ?? order.store_id) as string | undefined;
        const key = `${kind}:${businessId ?? 'easy'}`;
        const menu = menus.get(key) ?? { kind, businessId, products: new Map(), packs: new Map() };
        menus.set(key, menu);
        if (order.type_order === 'pack' && order.pack) menu.packs.set(order.pack._id, order.pack.name);
        for (const line of (order.orders ?? []) as Json[]) {
          const product = kind === 'grocery' ? line.product : line.product?._id;
          if (typeof product?._id === 'string') menu.products.set(product._id, product.name);
        }
      }
    }
  }
  return [...menus.values()].filter((m) => m.products.size > 0);
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const phone = () => `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const MESSAGES = ['', '', '', 'Ring twice, 3rd floor.', 'No onions please.', 'Call me when you arrive.', 'Near the Lalla Meryem mosque.'];
const unavailable = new Set<string>();

async function placeOne(clientToken: string, menus: Menu[]): Promise<void> {
  const menu = pick(menus);
  const products = [...menu.products.keys()].filter((id) => !unavailable.has(id));
  const usePack = menu.packs.size > 0 && Math.random() < 0.15;
  const body: Json = { type: menu.kind, numberPhone: phone(), message: pick(MESSAGES) };
  if (menu.businessId) body.businessId = menu.businessId;
  if (usePack) body.packId = pick([...menu.packs.keys()]);
  else {
    if (products.length === 0) return;
    const count = 1 + Math.floor(Math.random() * Math.min(3, products.length));
    const chosen = [...products].sort(() => Math.random() - 0.5).slice(0, count);
    body.lines = chosen.map((productId) => ({ productId, quantity: 1 + Math.floor(Math.random() * 3) }));
  }
  const { status, json } = await api('POST', '/client/orders', clientToken, body);
  if (status === 201) {
    const o = json.order as Json;
    console.log(`+ order #${o.commandNumber} ${menu.kind}${usePack ? ' (pack)' : ''}: ${formatMoney(toCentimes(o.totalPrix))}`);
    return;
  }
  // A product with options, hidden or sold out: remember it and try something else next time.
  if (body.lines && (status === 400 || status === 409)) for (const line of body.lines as Json[]) unavailable.add(line.productId);
  console.log(`  (skipped: ${json.message ?? status})`);
}

/** Riders take accepted orders, set off, deliver: one step per rider per tick. */
async function moveRiders(riderTokens: string[]): Promise<void> {
  for (const token of riderTokens) {
    const { json } = await api('GET', '/rider/orders', token);
    const all = [...(json.orders ?? []), ...(json.ordersPack ?? [])] as Json[];
    const mine = all.find((o) => o.rider_id && ['confirme', 'comming'].includes(o.statusOrders));
    const next = mine ? (mine.statusOrders === 'confirme' ? 'comming' : 'succes') : 'confirme';
    const order = mine ?? all.find((o) => o.statusOrders === 'waiting' && !o.rider_id);
    if (!order || Math.random() < 0.4) continue;
    const res = await api('PUT', `/rider/orders/${order._id}/${next}`, token);
    if (res.status === 200) console.log(`  rider: #${order.commandNumber} → ${next}`);
  }
}

async function main() {
  console.log(`Simulating orders on ${BASE} every ${EVERY_MS / 1000} s${RIDERS ? ', with riders' : ''}. Ctrl+C to stop.`);
  const [clientToken, adminToken] = await Promise.all([login('client@demo.ma'), login('admin@demo.ma')]);
  const riderTokens = RIDERS
    ? await Promise.all(RIDER_ACCOUNTS.map((email) => login(email).catch(() => null))).then((t) => t.filter((x): x is string => !!x))
    : [];
  const menus = await discoverMenus(adminToken);
  if (menus.length === 0) throw new Error('Nothing to order from: is the demo data seeded?');
  console.log(`Ordering from ${menus.length} menus (${menus.map((m) => m.kind).join(', ')}).`);
  let placed = 0;
  for (;;) {
    await placeOne(clientToken, menus).catch((e: Error) => console.log(`  (error: ${e.message})`));
    placed += 1;
    if (riderTokens.length) await moveRiders(riderTokens).catch(() => undefined);
    if (COUNT && placed >= COUNT) break;
    await new Promise((r) => setTimeout(r, EVERY_MS * (0.6 + Math.random() * 0.8)));
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
