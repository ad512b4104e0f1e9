import { describe, expect, it, vi } from 'vitest';
import { createOrderAlarm, toastsToShow } from '../../src/components/orderAlarm';

function setup(muted = false) {
  const store = new Map<string, string>(muted ? [['orders.muted', '1']] : []);
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  const beep = vi.fn(() => 'played' as const);
  vi.useFakeTimers();
  const alarm = createOrderAlarm({ beep, storage, repeatMs: 1000 });
  return { alarm, beep, store };
}

describe('new-order alarm', () => {
  it('rings at once and again until the order is seen', () => {
    const { alarm, beep } = setup();
    alarm.add({ id: 'a', number: 1, total: 50 });
    expect(beep).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(beep).toHaveBeenCalledTimes(4);
    alarm.acknowledge('a');
    vi.advanceTimersByTime(5000);
    expect(beep).toHaveBeenCalledTimes(4);
    expect(alarm.getState().pending).toHaveLength(0);
    vi.useRealTimers();
  });

  it('keeps ringing while any order is unseen and ignores the same order twice', () => {
    const { alarm, beep } = setup();
    alarm.add({ id: 'a', number: 1, total: 50 });
    alarm.add({ id: 'a', number: 1, total: 50 });
    alarm.add({ id: 'b', number: 2, total: 60 });
    expect(alarm.getState().pending.map((p) => p.id)).toEqual(['a', 'b']);
    alarm.acknowledge('a');
    vi.advanceTimersByTime(1000);
    expect(beep).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('stays silent when muted, remembers the choice, and still counts unseen orders', () => {
    const { alarm, beep, store } = setup();
    alarm.setMuted(true);
    expect(store.get('orders.muted')).toBe('1');
    alarm.add({ id: 'a', number: 1, total: 50 });
    vi.advanceTimersByTime(5000);
    expect(beep).not.toHaveBeenCalled();
    expect(alarm.getState().pending).toHaveLength(1);
    alarm.setMuted(false);
    vi.advanceTimersByTime(1000);
    expect(beep).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(setup(true).alarm.getState().muted).toBe(true);
    vi.useRealTimers();
  });

  it('tells when the browser blocked the sound', () => {
    vi.useFakeTimers();
    const alarm = createOrderAlarm({ beep: () => 'blocked', storage: null, repeatMs: 1000 });
    alarm.add({ id: 'a', number: 1, total: 50 });
    expect(alarm.getState().blocked).toBe(true);
    vi.useRealTimers();
  });
});

describe('new-order toasts', () => {
  it('show the newest few not yet on screen in a list, and count the others', () => {
    const { alarm } = setup();
    for (const n of [1, 2, 3, 4, 5]) alarm.add({ id: `o${n}`, number: n, total: 10 * n });
    alarm.markListed('o4');
    const { pending, listed } = alarm.getState();
    const { shown, more } = toastsToShow(pending, listed, 3);
    expect(shown.map((a) => a.number)).toEqual([5, 3, 2]);
    expect(more).toBe(1);
    // On screen in a list is not seen: the order still rings.
    expect(pending).toHaveLength(5);
    vi.useRealTimers();
  });
});
