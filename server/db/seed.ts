import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { DEFAULT_DELIVERY_FEE, type OrderStatus } from '../../src/domain/orders';
import { sumMoney } from '../../src/domain/money';
import { buildFeeJournal, riderFeeTotal, SETTLED_STATUSES } from '../../src/domain/riderFees';
import { hashPassword } from '../tokens';
import type { Db } from './client';
import * as t from './schema';
import type { OrderLine, ProductOption, WeekSchedule } from './schema';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.ma',
  restaurant: 'resto@demo.ma',
  store: 'store@demo.ma',
  services: 'services@demo.ma',
  adminRestaurant: 'adminresto@demo.ma',
  unverified: 'new@demo.ma',
  rider: 'rider@demo.ma',
  client: 'client@demo.ma',
} as const;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const img = (name: string) => `/demo/${name}.svg`;

/** A small deterministic generator, so every fresh machine gets the same demo data. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

function weekSchedule(slots: t.TimeSlot[]): WeekSchedule {
  return Object.fromEntries(DAYS.map((d) => [d, slots.map((s) => ({ ...s }))]));
}

const point = (lng: number, lat: number) => ({ type: 'Point' as const, coordinates: [lng, lat] as [number, number] });

interface MenuSpec {
  category: string;
  items: { name: string; price: number; description: string; image: string; options?: ProductOption[] }[];
}

const sizeOption: ProductOption = {
  name: 'Size',
  multiple: false,
  is_required: true,
  option: [
    { name: 'Regular', price: 0 },
    { name: 'Large', price: 12 },
  ],
};
const extrasOption: ProductOption = {
  name: 'Extras',
  multiple: true,
  is_required: false,
  option: [
    { name: 'Cheese', price: 5 },
    { name: 'Olives', price: 3 },
    { name: 'Harissa', price: 0 },
  ],
};

const RESTAURANT_MENU: MenuSpec[] = [
  {
    category: 'Tagines',
    items: [
      {
        name: 'Chicken tagine with olives',
        price: 55,
        description: 'Free-range chicken, preserved lemon and green olives.',
        image: img('tagine'),
      },
      {
        name: 'Kefta tagine with eggs',
        price: 45,
        description: 'Spiced beef meatballs in tomato sauce, baked eggs.',
        image: img('tagine'),
        options: [extrasOption],
      },
      { name: 'Lamb tagine with prunes', price: 70, description: 'Slow-cooked lamb, prunes, sesame and almonds.', image: img('tagine') },
    ],
  },
  {
    category: 'Pizzas',
    items: [
      {
        name: 'Margherita',
        price: 40,
        description: 'Tomato, mozzarella, basil.',
        image: img('pizza'),
        options: [sizeOption, extrasOption],
      },
      {
        name: 'Four cheeses',
        price: 55,
        description: 'Mozzarella, gouda, blue cheese, parmesan.',
        image: img('pizza'),
        options: [sizeOption],
      },
      {
        name: 'Seafood pizza',
        price: 65,
        description: 'Shrimp, calamari, garlic and parsley.',
        image: img('pizza'),
        options: [sizeOption],
      },
    ],
  },
  {
    category: 'Sandwiches',
    items: [
      {
        name: 'Mixed grill sandwich',
        price: 30,
        description: 'Kefta, liver and merguez with fries.',
        image: img('sandwich'),
        options: [extrasOption],
      },
      { name: 'Chicken panini', price: 28, description: 'Grilled chicken, cheese, salad.', image: img('sandwich') },
    ],
  },
  {
    category: 'Drinks',
    items: [
      { name: 'Fresh orange juice', price: 15, description: 'Pressed to order.', image: img('juice') },
      { name: 'Mint tea', price: 10, description: 'A pot of green tea with fresh mint.', image: img('juice') },
      { name: 'Avocado smoothie', price: 20, description: 'Avocado, milk, dates and almonds.', image: img('juice') },
    ],
  },
];

const STORE_PRODUCTS: MenuSpec[] = [
  {
    category: 'Dairy',
    items: [
      { name: 'Fresh milk 1 L', price: 7.5, description: 'Pasteurised whole milk.', image: img('grocery') },
      { name: 'Lben 1 L', price: 8, description: 'Traditional fermented milk.', image: img('grocery') },
      { name: 'Jben cheese', price: 18, description: 'Fresh goat cheese from the region.', image: img('grocery') },
    ],
  },
  {
    category: 'Bakery',
    items: [
      { name: 'Khobz (round bread)', price: 1.5, description: 'Baked this morning.', image: img('bread') },
      { name: 'Msemen (x4)', price: 10, description: 'Square layered pancakes.', image: img('bread') },
    ],
  },
  {
    category: 'Pantry',
    items: [
      { name: 'Olive oil 1 L', price: 75, description: 'Extra virgin, from the Oriental region.', image: img('grocery') },
      { name: 'Couscous 1 kg', price: 16, description: 'Medium grain.', image: img('grocery') },
      { name: 'Sugar cone 2 kg', price: 22, description: 'For tea.', image: img('grocery') },
    ],
  },
];

const EASY_MARKET = [
  {
    name: 'Fresh food',
    subs: [
      {
        name: 'Fruits & vegetables',
        cats: [
          {
            name: 'Fruits',
            marque: ['Local farms'],
            products: [
              ['Oranges 1 kg', 8, 6],
              ['Bananas 1 kg', 14, 11],
              ['Apples 1 kg', 16, 12.5],
            ],
          },
          {
            name: 'Vegetables',
            marque: ['Local farms'],
            products: [
              ['Tomatoes 1 kg', 6, 4.5],
              ['Potatoes 1 kg', 5, 3.8],
              ['Onions 1 kg', 5, 3.5],
            ],
          },
        ],
      },
      {
        name: 'Dairy & eggs',
        cats: [
          {
            name: 'Milk',
            marque: ['Centrale', 'Jaouda'],
            products: [
              ['Centrale milk 1 L', 7.5, 6.9],
              ['Jaouda yoghurt x4', 12, 10.5],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Drinks',
    subs: [
      {
        name: 'Water & soft drinks',
        cats: [
          {
            name: 'Water',
            marque: ['Sidi Ali', 'Ain Saiss'],
            products: [
              ['Sidi Ali 1.5 L', 6, 5],
              ['Ain Saiss 1.5 L', 6, 5],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Home care',
    subs: [
      {
        name: 'Cleaning',
        cats: [
          {
            name: 'Detergents',
            marque: ['Tide', 'Magix'],
            products: [
              ['Tide powder 1 kg', 32, 28],
              ['Magix liquid 1 L', 25, 21],
            ],
          },
        ],
      },
    ],
  },
] as const;

/** Fills an empty database with the demo accounts and a realistic data set; does nothing when they exist. */
export async function seedDemoData(db: Db, log?: FastifyBaseLogger, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ _id: t.users._id }).from(t.users).where(eq(t.users.email, DEMO_ACCOUNTS.admin));
  if (existing) return false;
  const rnd = random(2026);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const addUser = async (values: Omit<typeof t.users.$inferInsert, 'passwordHash'>) => {
      const [row] = await tx
        .insert(t.users)
        .values({ emailConfirmed: true, ...values, passwordHash })
        .returning();
      return row!;
    };
    const identity = (n: number) => ({
      N_identité: `F${String(482910 + n)}`,
      Date_birth: `19${80 + (n % 15)}-0${1 + (n % 9)}-1${n % 9}`,
      scan_Id: img('id-card'),
    });

    await addUser({ name: 'Amina Admin', email: DEMO_ACCOUNTS.admin, phone: '661000001', role: 'admin', verified: true });
    const resto = await addUser({
      name: 'Youssef Benali',
      email: DEMO_ACCOUNTS.restaurant,
      phone: '661234567',
      role: 'restaurant_owner',
      verified: true,
      ...identity(1),
    });
    const storeOwner = await addUser({
      name: 'Khadija El Idrissi',
      email: DEMO_ACCOUNTS.store,
      phone: '662345678',
      role: 'store_owner',
      verified: true,
      ...identity(2),
    });
    const servicesOwner = await addUser({
      name: 'Hamza Tazi',
      email: DEMO_ACCOUNTS.services,
      phone: '663456789',
      role: 'services_owner',
      verified: true,
      ...identity(3),
    });
    const adminResto = await addUser({
      name: 'Salma Restaurant Admin',
      email: DEMO_ACCOUNTS.adminRestaurant,
      phone: '664567890',
      role: 'admin_restaurant',
      verified: true,
    });
    await addUser({
      name: 'Nadia Nouveau',
      email: DEMO_ACCOUNTS.unverified,
      phone: '665678901',
      role: 'restaurant_owner',
      verified: false,
    });
    const client = await addUser({ name: 'Omar Client', email: DEMO_ACCOUNTS.client, phone: '667890123', role: 'client', verified: true });

    const riderNames = ['Rachid Rider', 'Mehdi Amrani', 'Said Ouali', 'Imane Kaddouri', 'Anas Berrada'];
    const riderAvailability = ['available', 'on_delivery', 'unavailable', 'available', 'on_delivery'];
    const riderIds: string[] = [];
    for (const [i, name] of riderNames.entries()) {
      const email = i === 0 ? DEMO_ACCOUNTS.rider : `rider${i + 1}@demo.ma`;
      const rider = await addUser({ name, email, phone: `66990000${i}`, role: 'rider', verified: true, ...identity(10 + i) });
      await tx.insert(t.riders).values({
        userId: rider._id,
        Number_Rider: 101 + i,
        avability: riderAvailability[i]!,
        currentLocation: point(-1.91 + i * 0.005, 34.68 + i * 0.004),
      });
      riderIds.push(rider._id);
    }

    // More partners for the admin tables.
    const extraOwners = [
      ['Hicham Alaoui', 'restaurant_owner', true, 'restaurant', 'Snack Al Baraka'],
      ['Fatima Zahra Naciri', 'restaurant_owner', true, 'restaurant', 'Pizzeria Angad'],
      ['Karim Lahlou', 'restaurant_owner', false, null, null],
      ['Meryem Chraibi', 'store_owner', true, 'store', 'Épicerie Sidi Yahya'],
      ['Zakaria Bennani', 'store_owner', false, null, null],
      ['Latifa Mansouri', 'services_owner', true, 'services', 'Clean Oujda'],
      ['Ilyas Fassi', 'rider', false, null, null],
    ] as const;
    const extraBusinesses: { _id: string; type: 'restaurant' | 'store' | 'services' }[] = [];
    for (const [i, [name, role, verified, type, businessName]] of extraOwners.entries()) {
      const user = await addUser({
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@demo.ma`,
        phone: `67000000${i}`,
        role,
        verified,
        ...(verified || i % 2 === 0 ? identity(20 + i) : {}),
      });
      if (type && businessName) {
        const [b] = await tx
          .insert(t.businesses)
          .values({
            type,
            owner: user._id,
            name: businessName,
            logo: img(type === 'restaurant' ? 'logo-restaurant' : 'logo-store'),
            background: img('background'),
            contactNumber: user.phone,
            description: `${businessName}, serving Oujda since ${2010 + i}.`,
            category: type === 'restaurant' ? ['Sandwiches', 'Pizza'] : type === 'store' ? ['Grocery'] : ['Cleaning'],
            location: point(-1.92 + i * 0.006, 34.675 + i * 0.003),
            schedule: weekSchedule([{ opening: '10:00', closing: '22:00' }]),
          })
          .returning({ _id: t.businesses._id });
        extraBusinesses.push({ _id: b!._id, type });
      }
    }

    const [restaurant] = await tx
      .insert(t.businesses)
      .values({
        type: 'restaurant',
        owner: resto._id,
        name: 'Dar Zitoun',
        logo: img('logo-restaurant'),
        background: img('background'),
        contactNumber: resto.phone,
        description: 'Home-style Moroccan cooking and wood-fired pizzas in the heart of Oujda.',
        socialMedia: { ig: 'https://instagram.com/darzitoun', fb: 'https://facebook.com/darzitoun' },
        delivery: true,
        openingTime: '11:00',
        closingTime: '23:30',
        category: ['Moroccan', 'Pizza', 'Sandwiches'],
        location: point(-1.9086, 34.6814),
        schedule: weekSchedule([
          { opening: '12:00', closing: '15:00' },
          { opening: '19:00', closing: '23:30' },
        ]),
      })
      .returning();
    const [store] = await tx
      .insert(t.businesses)
      .values({
        type: 'store',
        owner: storeOwner._id,
        name: 'Marché Al Amal',
        logo: img('logo-store'),
        background: img('background'),
        contactNumber: storeOwner.phone,
        description: 'Neighbourhood grocery: dairy, bread, pantry staples.',
        delivery: true,
        openingTime: '08:00',
        closingTime: '22:00',
        category: ['Grocery', 'Bakery'],
        location: point(-1.8975, 34.6867),
        schedule: weekSchedule([{ opening: '08:00', closing: '22:00' }]),
      })
      .returning();
    await tx.insert(t.businesses).values({
      type: 'services',
      owner: servicesOwner._id,
      name: 'Oujda Fix',
      logo: img('logo-store'),
      background: img('background'),
      contactNumber: servicesOwner.phone,
      description: 'Plumbing and electricity repairs at home.',
      category: ['Plumbing', 'Electricity'],
      location: point(-1.915, 34.69),
      openingAllTimes: true,
      schedule: weekSchedule([{ opening: '00:00', closing: '23:59' }]),
    });

    // The restaurant whose info the restaurant admin (admin_restaurant) keeps: it is linked as its owner.
    await tx.insert(t.businesses).values({
      type: 'restaurant',
      owner: adminResto._id,
      name: 'Riad Al Andalous',
      logo: img('logo-restaurant'),
      background: img('background'),
      contactNumber: adminResto.phone,
      description: 'Andalusian cuisine and mint tea by the Parc Lalla Aicha.',
      category: ['Moroccan', 'Desserts'],
      location: point(-1.9035, 34.6895),
      openingTime: '12:00',
      closingTime: '23:00',
      schedule: weekSchedule([{ opening: '12:00', closing: '23:00' }]),
    });

    const catalogue = async (businessId: string, specs: MenuSpec[]) => {
      const items: (typeof t.catalogueItems.$inferSelect)[] = [];
      for (const spec of specs) {
        const [category] = await tx.insert(t.catalogueCategories).values({ businessId, name: spec.category }).returning();
        const rows = await tx
          .insert(t.catalogueItems)
          .values(spec.items.map((item) => ({ businessId, categoryId: category!._id, options: [], ...item })))
          .returning();
        items.push(...rows);
      }
      return items;
    };
    const menu = await catalogue(restaurant!._id, RESTAURANT_MENU);
    const products = await catalogue(store!._id, STORE_PRODUCTS);
    for (const b of extraBusinesses) {
      await catalogue(b._id, b.type === 'store' ? STORE_PRODUCTS.slice(0, 1) : RESTAURANT_MENU.slice(0, 2));
    }
    // One hidden item and one sold-out item, so those states are visible.
    await tx.update(t.catalogueItems).set({ active: true }).where(eq(t.catalogueItems._id, menu[2]!._id));
    await tx.update(t.catalogueItems).set({ soldOut: true }).where(eq(t.catalogueItems._id, menu[5]!._id));

    const [familyPack, , storePack] = await tx
      .insert(t.packs)
      .values([
        {
          business_id: restaurant!._id,
          business_Type: 'restaurant',
          name: 'Family pack',
          price: 180,
          description: 'Two large pizzas, a chicken tagine and four drinks.',
          image: img('pack'),
          options: [
            {
              name: 'Pizzas',
              multiple: true,
              is_required: true,
              option: [
                { name: 'Margherita', price: 0 },
                { name: 'Four cheeses', price: 10 },
                { name: 'Seafood', price: 20 },
              ],
            },
            {
              name: 'Drinks',
              multiple: true,
              is_required: false,
              option: [
                { name: 'Orange juice', price: 0 },
                { name: 'Mint tea', price: 0 },
              ],
            },
            { name: 'Dessert', multiple: false, is_required: false, option: [{ name: 'Chebakia', price: 10 }] },
          ],
        },
        {
          business_id: restaurant!._id,
          business_Type: 'restaurant',
          name: 'Student lunch',
          price: 35,
          description: 'A sandwich, fries and a drink.',
          image: img('pack'),
          active: false,
          options: [
            {
              name: 'Drink',
              multiple: false,
              is_required: true,
              option: [
                { name: 'Mint tea', price: 0 },
                { name: 'Orange juice', price: 3 },
              ],
            },
          ],
        },
        {
          business_id: store!._id,
          business_Type: 'store',
          name: 'Breakfast basket',
          price: 60,
          description: 'Milk, bread, jben, msemen and olive oil.',
          image: img('pack'),
          options: [],
        },
      ])
      .returning();

    // Easy Market tree and products.
    const emProducts: (typeof t.emProducts.$inferSelect)[] = [];
    for (const main of EASY_MARKET) {
      const [m] = await tx
        .insert(t.emMainCategories)
        .values({ name: main.name, description: `${main.name} delivered fast.`, image: img('grocery') })
        .returning();
      for (const sub of main.subs) {
        const [s] = await tx
          .insert(t.emSubCategories)
          .values({ mainCategoryId: m!._id, name: sub.name, description: sub.name, image: img('grocery') })
          .returning();
        for (const cat of sub.cats) {
          const [c] = await tx
            .insert(t.emCategories)
            .values({ subCategoryId: s!._id, name: cat.name, description: cat.name, image: img('grocery'), marque: [...cat.marque] })
            .returning();
          const rows = await tx
            .insert(t.emProducts)
            .values(
              cat.products.map(([name, prix, prixActual]) => ({
                categoryId: c!._id,
                name,
                prix,
                prixActual,
                description: name,
                image: img('grocery'),
                marque: cat.marque[0],
              })),
            )
            .returning();
          emProducts.push(...rows);
        }
      }
    }

    // Orders: 90 days of history for the restaurant and the store, today's orders in every status,
    // rider assignments so journals have content, and grocery orders.
    const orderRows: (typeof t.orders.$inferInsert)[] = [];
    const line = (item: { _id: string; name: string; image: string; price: number }, quantity: number): OrderLine => ({
      productId: item._id,
      name: item.name,
      image: item.image,
      prix: item.price,
      quantity,
      options: [],
      prixTotal: sumMoney([item.price * quantity]),
    });
    const at = (daysAgo: number, hour: number, minute: number) => {
      const d = new Date(now.getTime() - daysAgo * 86400_000);
      d.setUTCHours(hour, minute, 0, 0);
      return d.toISOString();
    };
    const historical = (kind: 'restaurant' | 'store', businessId: string, items: typeof menu, perDay: [number, number]) => {
      for (let day = 90; day >= 1; day--) {
        const count = rnd.int(...perDay);
        for (let k = 0; k < count; k++) {
          const lines = Array.from({ length: rnd.int(1, 3) }, () => line(rnd.pick(items), rnd.int(1, 3)));
          const refused = rnd.next() < 0.12;
          const total = sumMoney(lines.map((l) => l.prixTotal));
          orderRows.push({
            kind,
            businessId,
            user_id: client._id,
            numberPhone: client.phone,
            orders: lines,
            deleveryFee: DEFAULT_DELIVERY_FEE,
            totalPrix: sumMoney([total, DEFAULT_DELIVERY_FEE]),
            statusOrders: refused ? 'refusée' : 'succes',
            rider_id: refused ? null : rnd.pick(riderIds),
            createdAt: at(day, rnd.int(11, 22), rnd.int(0, 59)),
          });
        }
      }
    };
    historical('restaurant', restaurant!._id, menu, [4, 12]);
    historical('store', store!._id, products, [2, 7]);

    const today: [OrderStatus, boolean][] = [
      ['new', false],
      ['new', false],
      ['waiting', false],
      ['confirme', true],
      ['comming', true],
      ['succes', true],
      ['refusée', false],
    ];
    for (const [business, items, kind] of [
      [restaurant!, menu, 'restaurant'],
      [store!, products, 'store'],
    ] as const) {
      for (const [i, [status, withRider]] of today.entries()) {
        const lines = [line(items[i % items.length]!, 1 + (i % 2)), line(items[(i + 3) % items.length]!, 1)];
        const total = sumMoney(lines.map((l) => l.prixTotal));
        orderRows.push({
          kind,
          businessId: business._id,
          user_id: client._id,
          numberPhone: client.phone,
          orders: lines,
          deleveryFee: DEFAULT_DELIVERY_FEE,
          totalPrix: sumMoney([total, DEFAULT_DELIVERY_FEE]),
          statusOrders: status,
          rider_id: withRider ? riderIds[i % 2]! : null,
          createdAt: new Date(now.getTime() - (today.length - i) * 9 * 60_000).toISOString(),
        });
      }
    }
    for (const [i, pack] of [familyPack!, storePack!].entries()) {
      orderRows.push({
        kind: pack.business_Type as 'restaurant' | 'store',
        type_order: 'pack',
        businessId: pack.business_id,
        packId: pack._id,
        user_id: client._id,
        numberPhone: client.phone,
        message: i === 0 ? 'Pizzas: Margherita, Four cheeses. Drinks: Orange juice ×4. No olives please.' : 'Ring twice, 3rd floor.',
        deleveryFee: DEFAULT_DELIVERY_FEE,
        totalPrix: sumMoney([pack.price, DEFAULT_DELIVERY_FEE]),
        statusOrders: 'new',
        createdAt: new Date(now.getTime() - (5 + i) * 60_000).toISOString(),
      });
    }
    const groceryStatuses: OrderStatus[] = ['new', 'new', 'waiting', 'confirme', 'comming', 'succes', 'succes', 'refusée'];
    for (const [i, status] of groceryStatuses.entries()) {
      const picked = [emProducts[i % emProducts.length]!, emProducts[(i + 4) % emProducts.length]!];
      const lines = picked.map((p) => ({ ...line({ _id: p._id, name: p.name, image: p.image, price: p.prix }, 2) }));
      orderRows.push({
        kind: 'grocery',
        user_id: client._id,
        numberPhone: client.phone,
        orders: lines,
        deleveryFee: DEFAULT_DELIVERY_FEE,
        totalPrix: sumMoney([...lines.map((l) => l.prixTotal), DEFAULT_DELIVERY_FEE]),
        prixActual: sumMoney(picked.map((p) => p.prixActual * 2)),
        statusOrders: status,
        rider_id: ['confirme', 'comming', 'succes'].includes(status) ? riderIds[i % riderIds.length]! : null,
        createdAt: new Date(now.getTime() - (i + 1) * 3600_000).toISOString(),
      });
    }
    orderRows.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
    for (let i = 0; i < orderRows.length; i += 500) await tx.insert(t.orders).values(orderRows.slice(i, i + 500));
    await seedRiderPayments(tx, riderIds, now);

    await tx.insert(t.pageViews).values([
      { pagePath: '/', views: 1240 },
      { pagePath: '/login', views: 860 },
      { pagePath: '/register', views: 312 },
      { pagePath: '/faqs', views: 95 },
    ]);
  });
  log?.info('Demo data seeded (all demo passwords: Demo@1234)');
  return true;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Each rider was last paid a week ago (at 00:00 UTC): that payment settled every finished order before
 * it, so a rider's journal shows about a week of orders, as it would in a business that pays weekly.
 */
async function seedRiderPayments(tx: Tx, riderIds: readonly string[], now: Date) {
  const payday = new Date(now.getTime() - 7 * 86400_000);
  payday.setUTCHours(0, 0, 0, 0);
  for (const riderId of riderIds) {
    const settled = await tx
      .select()
      .from(t.orders)
      .where(
        and(
          eq(t.orders.rider_id, riderId),
          lt(t.orders.createdAt, payday.toISOString()),
          inArray(t.orders.statusOrders, [...SETTLED_STATUSES]),
        ),
      );
    if (settled.length === 0) continue;
    const [payment] = await tx
      .insert(t.riderPayments)
      .values({ riderId, amount: riderFeeTotal(buildFeeJournal(settled)), createdAt: payday.toISOString() })
      .returning({ _id: t.riderPayments._id });
    await tx
      .update(t.orders)
      .set({ paymentId: payment!._id })
      .where(
        inArray(
          t.orders._id,
          settled.map((o) => o._id),
        ),
      );
  }
}
