import { chromium } from '@playwright/test';
const base = process.env.BASE;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
});
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await p.goto(base + '/login', { waitUntil: 'networkidle' });
await p.locator('#prerendered').waitFor({ state: 'detached' });
await p.screenshot({ path: '/tmp/trace-login.png' });
await p.locator('#email').pressSequentially('resto@demo.ma', { delay: 150 });
await p.locator('#password').pressSequentially('Demo@1234', { delay: 150 });
await p.waitForLoadState('networkidle');
let t0 = Date.now();
p.on('request', (r) => console.log('req', Date.now() - t0, r.method(), r.url().replace(base, '')));
p.on('requestfinished', (r) => console.log('fin', Date.now() - t0, r.url().replace(base, '')));
await p.locator('form button[type="submit"]').click();
t0 = Date.now();
await p.locator('.ant-layout-header, header').first().waitFor();
console.log('shell', Date.now() - t0);
await p.waitForLoadState('networkidle');
await b.close();
