import { describe, expect, it, vi } from 'vitest';
import type { AgentEvent } from '../../../lib/realtime';
import { createSimulatedDevice } from './simulated-device';
import type { DeviceCall } from './types';

const org = { id: 1, code: 'MX' };

function setup() {
  const listeners = new Set<(event: AgentEvent) => void>();
  const post = vi.fn(async (_path: string) => ({}));
  const device = createSimulatedDevice('jwt', {
    post,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const publish = (event: AgentEvent) => {
    for (const listener of listeners) listener(event);
  };
  const status = (callId: number, value: string, direction: 'inbound' | 'outbound' = 'outbound') =>
    publish({
      name: 'call.status.updated',
      payload: {
        call_id: callId,
        organization: org,
        type: 'live',
        direction,
        status: value,
        previous_status: 'initiated',
        agent_id: 2,
        answered_at: null,
        ended_at: null,
        duration_seconds: null,
      },
    });
  return { device, post, publish, status, listeners };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SimulatedDevice', () => {
  it('registers, then connects through the simulator and follows the call with the realtime events', async () => {
    const { device, post, status } = setup();
    const registered = vi.fn();
    device.on('registered', registered);
    await expect(device.connect({ params: { To: '+525511112222', CallId: '5' } })).rejects.toThrow();
    await device.register();
    expect(registered).toHaveBeenCalled();

    const call = await device.connect({ params: { To: '+525511112222', CallId: '5' } });
    expect(post).toHaveBeenCalledWith('/telephony/simulator/calls/5/connect');
    const events: string[] = [];
    for (const name of ['ringing', 'accept', 'disconnect'] as const) call.on(name, () => events.push(name));
    status(5, 'ringing');
    status(5, 'in-progress');
    call.mute(true);
    expect(call.isMuted()).toBe(true);
    expect(() => call.sendDigits('12#')).not.toThrow();
    status(5, 'completed');
    status(5, 'completed');
    expect(events).toEqual(['ringing', 'accept', 'disconnect']);
  });

  it('hangs up with the call organization and emits disconnect once', async () => {
    const { device, post, status } = setup();
    await device.register();
    const call = await device.connect({ params: { To: '+525511112222', CallId: '6' } });
    status(6, 'ringing');
    const disconnect = vi.fn();
    call.on('disconnect', disconnect);
    call.disconnect();
    call.disconnect();
    expect(post).toHaveBeenCalledWith('/MX/telephony/simulator/calls/6/hangup');
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('rings for call.incoming; accept answers it, another device answering cancels it', async () => {
    const { device, post, publish, status } = setup();
    await device.register();
    const incoming: DeviceCall[] = [];
    device.on('incoming', (call) => incoming.push(call));
    const ring = (callId: number) =>
      publish({
        name: 'call.incoming',
        payload: {
          call_id: callId,
          organization: org,
          phone_from: '+5215511112222',
          phone_to: '+525512345678',
          contact: null,
          callable_type: null,
          callable_id: null,
          callable_name: null,
          line_name: null,
          organization_name: 'Aurora Travel México',
          ring_timeout_seconds: 25,
        },
      });
    ring(7);
    ring(7);
    expect(incoming).toHaveLength(1);
    const first = incoming[0] as DeviceCall;
    expect(first.parameters).toEqual({ CallId: '7', From: '+5215511112222', To: '+525512345678' });
    const accepted = vi.fn();
    first.on('accept', accepted);
    first.accept();
    expect(post).toHaveBeenCalledWith('/MX/telephony/simulator/calls/7/answer');
    await flush();
    expect(accepted).toHaveBeenCalledTimes(1);
    status(7, 'in-progress', 'inbound');
    expect(accepted).toHaveBeenCalledTimes(1);

    ring(8);
    const second = incoming[1] as DeviceCall;
    const cancel = vi.fn();
    second.on('cancel', cancel);
    status(8, 'in-progress', 'inbound');
    expect(cancel).toHaveBeenCalled();

    ring(9);
    const third = incoming[2] as DeviceCall;
    const rejected = vi.fn();
    third.on('reject', rejected);
    third.reject();
    expect(post).toHaveBeenCalledWith('/MX/telephony/simulator/calls/9/decline');
    expect(rejected).toHaveBeenCalled();
  });

  it('unsubscribes from the realtime events when destroyed', async () => {
    const { device, listeners } = setup();
    await device.register();
    expect(listeners.size).toBe(1);
    device.destroy();
    expect(listeners.size).toBe(0);
  });
});
