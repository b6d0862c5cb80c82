import { describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

const created: Array<{ token: string; options: Record<string, unknown>; device: FakeDevice }> = [];

class FakeEmitter {
  listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

class FakeCall extends FakeEmitter {
  parameters = { From: '+5215511112222', To: '' };
  customParameters = new Map([['CallId', '77']]);
  accept = vi.fn();
  reject = vi.fn();
  disconnect = vi.fn();
  mute = vi.fn();
  isMuted = () => false;
  sendDigits = vi.fn();
}

class FakeDevice extends FakeEmitter {
  register = vi.fn(async () => undefined);
  updateToken = vi.fn();
  destroy = vi.fn();
  connect = vi.fn(async (_options: unknown) => new FakeCall());
  constructor(token: string, options: Record<string, unknown>) {
    super();
    created.push({ token, options, device: this });
  }
}

vi.mock('@twilio/voice-sdk', () => ({
  Device: FakeDevice,
  Call: { Codec: { Opus: 'opus', PCMU: 'pcmu' } },
}));

describe('Twilio adapter', () => {
  it('creates the Device with opus then pcmu and connects with To and CallId', async () => {
    const { createTwilioDevice } = await import('./twilio-device');
    const device = await createTwilioDevice('jwt');
    const entry = created[0];
    if (!entry) throw new Error('no device');
    expect(entry.token).toBe('jwt');
    expect(entry.options.codecPreferences).toEqual(['opus', 'pcmu']);

    await device.connect({ params: { To: '+525511112222', CallId: '12' } });
    expect(entry.device.connect).toHaveBeenCalledWith({ params: { To: '+525511112222', CallId: '12' } });

    device.updateToken('next');
    expect(entry.device.updateToken).toHaveBeenCalledWith('next');
  });

  it('forwards device errors (not call errors), incoming calls with their CallId, and tokenWillExpire', async () => {
    const { createTwilioDevice } = await import('./twilio-device');
    const device = await createTwilioDevice('jwt');
    const entry = created.at(-1);
    if (!entry) throw new Error('no device');
    const errors = vi.fn();
    const incoming = vi.fn();
    const expiring = vi.fn();
    device.on('error', errors);
    device.on('incoming', incoming);
    device.on('tokenWillExpire', expiring);
    entry.device.emit('error', { code: 31205, message: 'JWT token expired' });
    entry.device.emit('error', { code: 31003, message: 'Connection interrupted' }, new FakeCall());
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith({ code: 31205, message: 'JWT token expired' });
    entry.device.emit('incoming', new FakeCall());
    expect(incoming.mock.calls[0]?.[0].parameters).toEqual({
      CallId: '77',
      From: '+5215511112222',
      To: null,
    });
    entry.device.emit('tokenWillExpire');
    expect(expiring).toHaveBeenCalled();
  });
});
