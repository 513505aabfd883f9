import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext();
await ctx.addInitScript(() => localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() })));
await ctx.addInitScript(() => {
  const wrap = (name) => {
    const orig = Node.prototype[name];
    Node.prototype[name] = function (node, ...rest) {
      if (node && node.tagName === 'LINK' && node.rel === 'stylesheet') {
        const inline = [...document.querySelectorAll('style[data-href]')].map((s) => s.getAttribute('data-href'));
        console.log('INSERT', JSON.stringify(node.href), 'attr', JSON.stringify(node.getAttribute('href')), 'inline match:', inline.includes(node.getAttribute('href')), JSON.stringify(inline.map((h) => h.slice(-60))));
      }
      return orig.call(this, node, ...rest);
    };
  };
  wrap('appendChild'); wrap('insertBefore');
});
const p = await ctx.newPage();
p.on('console', (m) => { if (m.text().startsWith('INSERT')) console.log(m.text()); });
const cdp = await ctx.newCDPSession(p);
await cdp.send('Network.enable');
cdp.on('Network.requestWillBeSent', (e) => {
  if (/\.css/.test(e.request.url)) {
    const st = e.initiator?.stack?.callFrames?.slice(0, 4).map((f) => `${f.functionName}@${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`).join(' < ');
    console.log('CSS', e.request.url.split('/').pop(), e.initiator?.type, st ?? '');
  }
});
await p.goto('http://localhost:3000' + (process.argv[2] ?? '/collection/rifles'), { waitUntil: 'networkidle' });
const styles = await p.evaluate(() => [...document.querySelectorAll('style[data-href], link[rel=stylesheet]')].map((e) => (e.getAttribute('data-href') || e.getAttribute('href')).split('/').pop()));
console.log('in DOM after load:', styles.join(', '));
await b.close();
