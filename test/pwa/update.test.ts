import { describe, expect, test } from 'vitest';
import { createAppUpdate } from '../../src/pwa/update';

describe('the waiting new version', () => {
  test('is offered once the service worker reports it, and applied on request only', async () => {
    const update = createAppUpdate();
    let changes = 0;
    const stop = update.subscribe(() => changes++);
    let applied = 0;
    update.apply(); // nothing waiting: nothing happens
    expect(update.available()).toBe(false);
    update.needRefresh(() => {
      applied++;
      return Promise.resolve();
    });
    expect(update.available()).toBe(true);
    expect(changes).toBe(1);
    expect(applied).toBe(0);
    update.apply();
    await Promise.resolve();
    expect(applied).toBe(1);
    stop();
    update.offlineReady();
    expect(update.worksOffline()).toBe(true);
    expect(changes).toBe(1);
  });

  test('reports "works offline" once', () => {
    const update = createAppUpdate();
    let changes = 0;
    update.subscribe(() => changes++);
    update.offlineReady();
    update.offlineReady();
    expect(changes).toBe(1);
  });
});
