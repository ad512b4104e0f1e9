/**
 * The new-order alarm: remembers the orders that arrived and have not been seen yet, rings when one
 * arrives and again every few seconds until each is seen (a busy shop may not be looking at the
 * screen), unless the sound is muted. The mute choice is kept in the browser.
 */
export interface PendingAlert {
  id: string;
  number: number | string;
  total: number;
  /** The admin's order kind (grocery, restaurant, store), to know which list shows it. */
  kind?: string;
  /** The business it is for, named in the admin's toast. */
  business?: string;
}

export interface AlarmState {
  pending: readonly PendingAlert[];
  /** Orders whose row has been on screen in a list: their toast closes, they still ring until seen. */
  listed: readonly string[];
  muted: boolean;
  /** The browser refused to start audio until the person interacts with the page. */
  blocked: boolean;
  beeps: number;
}

export interface AlarmOptions {
  beep?: () => 'played' | 'blocked';
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  repeatMs?: number;
  timers?: { setInterval: typeof setInterval; clearInterval: typeof clearInterval };
}

export const REPEAT_MS = 8000;
const MUTE_KEY = 'orders.muted';

export function createOrderAlarm(options: AlarmOptions = {}) {
  const beep = options.beep ?? playBeep;
  const storage = options.storage === undefined ? safeStorage() : options.storage;
  const timers = options.timers ?? {
    setInterval: ((fn: () => void, ms: number) => setInterval(fn, ms)) as typeof setInterval,
    clearInterval: ((id: ReturnType<typeof setInterval>) => clearInterval(id)) as typeof clearInterval,
  };
  const repeatMs = options.repeatMs ?? REPEAT_MS;
  let state: AlarmState = { pending: [], listed: [], muted: storage?.getItem(MUTE_KEY) === '1', blocked: false, beeps: 0 };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;

  const set = (next: Partial<AlarmState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
    schedule();
  };
  const ring = () => {
    if (state.muted || state.pending.length === 0) return;
    const result = beep();
    state = { ...state, beeps: state.beeps + 1, blocked: result === 'blocked' };
    if (typeof document !== 'undefined') document.documentElement.dataset.orderBeeps = String(state.beeps);
    listeners.forEach((l) => l());
  };
  const schedule = () => {
    const shouldRing = !state.muted && state.pending.length > 0;
    if (shouldRing && !timer) timer = timers.setInterval(ring, repeatMs);
    if (!shouldRing && timer) {
      timers.clearInterval(timer);
      timer = null;
    }
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A new order arrived: remember it and ring now. */
    add(alert: PendingAlert) {
      if (state.pending.some((a) => a.id === alert.id)) return;
      set({ pending: [...state.pending, alert] });
      ring();
    },
    /** The order was seen (toast acknowledged, order opened or decided). */
    acknowledge(id: string) {
      if (!state.pending.some((a) => a.id === id)) return;
      set({ pending: state.pending.filter((a) => a.id !== id) });
    },
    /** The order's row was on screen in a list (the toast is no longer needed; the ring goes on). */
    markListed(id: string) {
      if (state.listed.includes(id)) return;
      // Only the newest few matter: a toast is for an order that has just arrived.
      set({ listed: [...state.listed.slice(-199), id] });
    },
    acknowledgeAll() {
      if (state.pending.length) set({ pending: [] });
    },
    setMuted(muted: boolean) {
      storage?.setItem(MUTE_KEY, muted ? '1' : '0');
      set({ muted });
    },
    /** Called on a user gesture: browsers only start audio after one. */
    unblock() {
      if (!state.blocked) return;
      resumeAudio();
      set({ blocked: false });
    },
  };
}

export type OrderAlarm = ReturnType<typeof createOrderAlarm>;

/** The toasts to draw: unseen orders not yet on screen in a list, newest first, at most `max`, and how many more wait. */
export function toastsToShow(pending: readonly PendingAlert[], listed: readonly string[], max: number) {
  const waiting = pending.filter((a) => !listed.includes(a.id)).reverse();
  return { shown: waiting.slice(0, max), more: Math.max(0, waiting.length - max) };
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let audio: AudioContext | null = null;

function resumeAudio() {
  if (audio && audio.state === 'suspended') void audio.resume().catch(() => undefined);
}

/** A short two-tone chime made with the Web Audio API (no sound file to ship). */
export function playBeep(): 'played' | 'blocked' {
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return 'blocked';
  try {
    audio ??= new Ctor();
    resumeAudio();
    const start = audio.currentTime + 0.01;
    for (const [i, frequency] of [880, 1320].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      const t0 = start + i * 0.18;
      osc.type = 'sine';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.35, t0 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.16);
      osc.connect(gain).connect(audio.destination);
      osc.start(t0);
      osc.stop(t0 + 0.17);
    }
    const activated = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive;
    return audio.state === 'running' || activated ? 'played' : 'blocked';
  } catch {
    return 'blocked';
  }
}

/** The back-office's one alarm. */
export const orderAlarm = createOrderAlarm();
