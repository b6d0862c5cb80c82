import { describe, expect, it } from 'vitest';
import { loadConfig } from '#platform/config.ts';

const twilioEnv = {
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_API_KEY_SID: 'SK1',
  TWILIO_API_KEY_SECRET: 'secret',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_TWIML_APP_SID: 'AP1',
};

describe('TELEPHONY_PROVIDER', () => {
  it('unset, no Twilio credentials: the simulator, with its default timeline (ring 1 s, answer 2 s, hang-up 5 s)', () => {
    const config = loadConfig({});
    expect(config.telephonyProvider).toBe('simulator');
    expect(config.telephony.simulator).toEqual({
      ringDelayMs: 1000,
      answerDelayMs: 2000,
      hangupDelayMs: 5000,
      ringTimeoutMs: undefined,
    });
  });

  it('unset, every Twilio credential: twilio; TELEPHONY_PROVIDER=simulator still wins', () => {
    expect(loadConfig(twilioEnv).telephonyProvider).toBe('twilio');
    expect(loadConfig({ ...twilioEnv, TELEPHONY_PROVIDER: 'simulator' }).telephonyProvider).toBe('simulator');
  });

  it('twilio without its credentials, or only some of them: a configuration error naming them', () => {
    expect(() => loadConfig({ TELEPHONY_PROVIDER: 'twilio' })).toThrow(
      /TELEPHONY_PROVIDER=twilio needs TWILIO_ACCOUNT_SID/,
    );
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/go together/);
  });

  it('SIMULATOR_* delays shorten the timeline (browser tests)', () => {
    const config = loadConfig({ SIMULATOR_ANSWER_DELAY_MS: '200', SIMULATOR_RING_TIMEOUT_MS: '3000' });
    expect(config.telephony.simulator).toMatchObject({ answerDelayMs: 200, ringTimeoutMs: 3000 });
  });
});
