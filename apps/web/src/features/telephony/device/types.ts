/**
 * The one calling-device interface the store and the overlays use. Two adapters implement it:
 * Twilio's Voice SDK (`twilio-device.ts`, loaded lazily) and the simulator (`simulated-device.ts`,
 * driven by the server's simulator routes and the realtime `call.*` events). The UI cannot tell
 * them apart.
 */

/** Provider error codes (spec §8; Twilio's numbering, which the simulator reuses). */
export const DEVICE_ERROR_CODES = {
  generic: 31000,
  connectionInterrupted: 31003,
  websocketEnded: 31005,
  noTransport: 31009,
  authenticationFailed: 31201,
  invalidToken: 31204,
  expiredToken: 31205,
  microphoneDenied: 31401,
} as const;

export type DeviceError = { code: number; message: string };

export type CallEvents = {
  /** The far end answered (outgoing) or this device accepted (incoming). */
  accept: [];
  ringing: [];
  disconnect: [];
  /** An incoming call stopped ringing before this device answered. */
  cancel: [];
  reject: [];
  error: [DeviceError];
  mute: [boolean];
  /** The provider measured a poor line (Twilio's quality warnings: `high-rtt`, `high-packet-loss`...). */
  warning: [string];
  'warning-cleared': [string];
};

export type CallParameters = {
  /** The call record's id (our `CallId` parameter). */
  CallId: string | null;
  From: string | null;
  To: string | null;
};

export interface DeviceCall {
  readonly parameters: CallParameters;
  on<E extends keyof CallEvents>(event: E, listener: (...args: CallEvents[E]) => void): void;
  accept(): void;
  reject(): void;
  disconnect(): void;
  mute(muted: boolean): void;
  isMuted(): boolean;
  sendDigits(digits: string): void;
}

export type DeviceEvents = {
  registered: [];
  unregistered: [];
  error: [DeviceError];
  incoming: [DeviceCall];
  tokenWillExpire: [];
};

export type ConnectOptions = { params: { To: string; CallId: string } };

/** A call the server still holds for this agent when a page loads (a reload, a second tab). */
export type ResumedCall = {
  callId: number;
  direction: 'inbound' | 'outbound';
  from: string | null;
  to: string | null;
  organizationCode: string;
};

export interface CallingDevice {
  register(): Promise<void>;
  connect(options: ConnectOptions): Promise<DeviceCall>;
  /**
   * Takes up a call the server still holds for this agent: a ringing one comes back through the
   * 'incoming' event, an answered one is returned, connected. Absent where a page's calls die
   * with it: Twilio's browser leg ends on reload and the provider routes the call on.
   */
  resume?(call: ResumedCall, answered: boolean): DeviceCall | null;
  updateToken(token: string): void;
  on<E extends keyof DeviceEvents>(event: E, listener: (...args: DeviceEvents[E]) => void): void;
  destroy(): void;
}

/** A tiny typed event emitter shared by the simulator's device and calls. */
export function createEmitter<Events extends Record<string, unknown[]>>() {
  type Listener = (...args: unknown[]) => void;
  const listeners = new Map<keyof Events, Set<Listener>>();
  return {
    on<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as unknown as Listener);
      listeners.set(event, set);
    },
    emit<E extends keyof Events>(event: E, ...args: Events[E]) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          listener(...args);
        } catch (error) {
          console.error(`A calling device "${String(event)}" handler failed`, error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}

export const errorOf = (error: unknown, code: number = DEVICE_ERROR_CODES.generic): DeviceError => ({
  code,
  message: error instanceof Error ? error.message : String(error),
});
