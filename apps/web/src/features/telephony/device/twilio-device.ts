import {
  type CallEvents,
  type CallingDevice,
  type ConnectOptions,
  createEmitter,
  DEVICE_ERROR_CODES,
  type DeviceCall,
  type DeviceError,
  type DeviceEvents,
} from './types';

type TwilioModule = typeof import('@twilio/voice-sdk');
type TwilioCall = InstanceType<TwilioModule['Call']>;

const toError = (error: { code?: number; message?: string } | undefined): DeviceError => ({
  code: error?.code ?? DEVICE_ERROR_CODES.generic,
  message: error?.message ?? 'Unknown error',
});

function wrapCall(call: TwilioCall): DeviceCall {
  const events = createEmitter<CallEvents>();
  call.on('accept', () => events.emit('accept'));
  call.on('ringing', () => events.emit('ringing'));
  call.on('disconnect', () => events.emit('disconnect'));
  call.on('cancel', () => events.emit('cancel'));
  call.on('reject', () => events.emit('reject'));
  call.on('error', (error: { code?: number; message?: string }) => events.emit('error', toError(error)));
  call.on('mute', (muted: boolean) => events.emit('mute', muted));
  call.on('warning', (name: string) => events.emit('warning', name));
  call.on('warning-cleared', (name: string) => events.emit('warning-cleared', name));
  const custom = call.customParameters;
  return {
    parameters: {
      CallId: custom.get('CallId') ?? null,
      From: call.parameters.From || null,
      To: call.parameters.To || custom.get('To') || null,
    },
    on: events.on,
    accept: () => call.accept(),
    reject: () => call.reject(),
    disconnect: () => call.disconnect(),
    mute: (muted) => call.mute(muted),
    isMuted: () => call.isMuted(),
    sendDigits: (digits) => call.sendDigits(digits),
  };
}

/**
 * Twilio's Voice SDK behind the device interface. The SDK is imported here dynamically, so it
 * is only downloaded when the Twilio provider is active and never part of the initial bundle.
 */
export async function createTwilioDevice(token: string): Promise<CallingDevice> {
  const { Device, Call } = await import('@twilio/voice-sdk');
  const device = new Device(token, {
    // Spec §7: opus, then pcmu.
    codecPreferences: [Call.Codec.Opus, Call.Codec.PCMU],
    closeProtection: true,
    enableImprovedSignalingErrorPrecision: true,
  });
  const events = createEmitter<DeviceEvents>();
  device.on('registered', () => events.emit('registered'));
  device.on('unregistered', () => events.emit('unregistered'));
  // A call's own errors reach its 'error' event; the device's are the ones without a call.
  device.on('error', (error: { code?: number; message?: string }, call?: TwilioCall) => {
    if (!call) events.emit('error', toError(error));
  });
  device.on('incoming', (call: TwilioCall) => events.emit('incoming', wrapCall(call)));
  device.on('tokenWillExpire', () => events.emit('tokenWillExpire'));

  return {
    register: () => device.register(),
    async connect({ params }: ConnectOptions) {
      return wrapCall(await device.connect({ params: { To: params.To, CallId: params.CallId } }));
    },
    updateToken: (next) => device.updateToken(next),
    on: events.on,
    destroy: () => {
      events.clear();
      device.destroy();
    },
  };
}
