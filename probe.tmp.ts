import { launchChromium } from './scripts/lib/chromium';
import { LESSONS, solve, solutionAction, firstWrongAttempt } from './src/tutorial/index';
import { formatTile } from './src/engine/tiles';
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
page.on('console', (m) => { if (m.text().includes('panel')) console.log('console', m.text()); });
page.on('pageerror', (e) => console.log('pageerror', e.message, e.stack));
await page.goto('http://127.0.0.1:4611/?e2e=1');
await page.waitForTimeout(2500);
await page.keyboard.press('ArrowDown');
await page.keyboard.press('Enter');
await page.waitForTimeout(1500);
const T = async (): Promise<any> => page.evaluate(() => (window as any).horseRaceTest.tutorial());
const list: any = await T();
const first = list.buttons.find((b: any) => b.label.startsWith('1.'));
await page.mouse.click(first.x, first.y);
await page.waitForTimeout(1000);
const script = solve(LESSONS[0]!);
const wrong = firstWrongAttempt(LESSONS[0]!);
console.log('wrong', JSON.stringify(wrong));
let tried = false;
for (let g = 0; g < 30; g++) {
  const h = await T();
  console.log(JSON.stringify({ step: h.step, done: h.done, sel: h.selected, fb: h.feedback, targets: h.targets }));
  if (h.done) break;
  const st = script.find((s) => s.step === h.step && !s.done);
  let a: any = st ? solutionAction(st) : null;
  if (!tried && wrong && h.step === wrong.step) { a = wrong.attempt.action; tried = true; }
  console.log('action', JSON.stringify(a));
  if (a.type === 'next') { const b = h.buttons.find((b: any) => b.label === 'Continue'); await page.mouse.click(b.x, b.y); }
  else if (a.type === 'play') {
    const spot = h.hand.find((t: any) => t.tile === formatTile(a.tile));
    await page.mouse.click(spot.x, spot.y); await page.waitForTimeout(300);
    const h2 = await T();
    console.log('after tap', h2.selected, JSON.stringify(h2.targets));
    if (a.on !== undefined && h2.selected) { const t = h2.targets.find((t: any) => t.on === (a.on === null ? '' : formatTile(a.on))); await page.mouse.click(t.x, t.y); }
  }
  await page.waitForTimeout(30);
}
let h = await T();
for (let i = 0; i < 50 && !h.buttons.some((b: any) => b.label === 'Next lesson'); i++) { await page.waitForTimeout(20); h = await T(); }
const b = h.buttons.find((b: any) => b.label === 'Next lesson');
console.log('click at', await page.evaluate(() => performance.now()));
await page.mouse.click(b.x, b.y);
await page.waitForTimeout(1000);
h = await T();
console.log(h.lesson, h.step);
await page.screenshot({ path: '/tmp/h11t/p.png' });
await browser.close();
