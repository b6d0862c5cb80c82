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
  it("unset, no Twilio credentials: the simulator, with its default timeline (ring 1 s, answer 2 s, hang-up 5 s) and Twilio's US rates", () => {
    const config = loadConfig({});
    expect(config.telephonyProvider).toBe('simulator');
    expect(config.telephony.simulator).toEqual({
      ringDelayMs: 1000,
      answerDelayMs: 2000,
      hangupDelayMs: 5000,
      ringTimeoutMs: undefined,
      rates: { currency: 'USD', inbound: '0.0085', outbound: '0.013' },
    });
  });

  it('simulator rates: decimal text kept as given; anything else refused at start-up', () => {
    const rates = loadConfig({ SIMULATOR_INBOUND_RATE_USD: '0.0100', SIMULATOR_OUTBOUND_RATE_USD: '0.02' })
      .telephony.simulator.rates;
    expect(rates).toEqual({ currency: 'USD', inbound: '0.0100', outbound: '0.02' });
    expect(() => loadConfig({ SIMULATOR_OUTBOUND_RATE_USD: '0,013' })).toThrow(/SIMULATOR_OUTBOUND_RATE_USD/);
    expect(() => loadConfig({ SIMULATOR_INBOUND_RATE_USD: '0.000001' })).toThrow(
      /SIMULATOR_INBOUND_RATE_USD/,
    );
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
