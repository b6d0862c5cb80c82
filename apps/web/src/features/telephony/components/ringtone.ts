/**
 * A looping ringtone generated with WebAudio (no audio file to ship): two short bursts of a
 * 440 + 480 Hz chord every 3 s, like a phone line's ring. Browsers block audio until the page got
 * a user gesture; a play failure is only logged (spec §8) and the alert shows anyway.
 */
export type Ringtone = { start: () => void; stop: () => void };

const RING_EVERY_MS = 3000;

export function createRingtone(): Ringtone {
  let context: AudioContext | null = null;
  let loop: ReturnType<typeof setInterval> | null = null;

  const ring = () => {
    if (context?.state !== 'running') return;
    const now = context.currentTime;
    const gain = context.createGain();
    gain.gain.value = 0.08;
    gain.connect(context.destination);
    for (const frequency of [440, 480]) {
      for (const offset of [0, 0.6]) {
        const oscillator = context.createOscillator();
        oscillator.frequency.value = frequency;
        oscillator.connect(gain);
        oscillator.start(now + offset);
        oscillator.stop(now + offset + 0.4);
      }
    }
  };

  return {
    start() {
      if (loop) return;
      try {
        const AudioContextClass = window.AudioContext;
        if (!AudioContextClass) throw new Error('WebAudio is not available');
        context = new AudioContextClass();
        if (context.state === 'suspended') {
          context.resume().then(ring, (error: unknown) => console.warn('The ringtone could not play', error));
        } else ring();
        loop = setInterval(ring, RING_EVERY_MS);
      } catch (error) {
        console.warn('The ringtone could not play', error);
      }
    },
    stop() {
      if (loop) clearInterval(loop);
      loop = null;
      context?.close().catch(() => undefined);
      context = null;
    },
  };
}
