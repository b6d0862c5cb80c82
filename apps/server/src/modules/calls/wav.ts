/**
 * A mono 16-bit PCM WAV of a sine tone: the simulator's "recording". Small on purpose
 * (8 kHz, like a phone line), and made here so no audio library is needed.
 */
export function sineWav(options: { seconds: number; frequency?: number; sampleRate?: number }): Buffer {
  const sampleRate = options.sampleRate ?? 8000;
  const frequency = options.frequency ?? 440;
  const samples = Math.max(1, Math.round(options.seconds * sampleRate));
  const dataBytes = samples * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples; i += 1) {
    // A quarter of full scale, faded in and out over 10 ms so it does not click.
    const fade = Math.min(1, i / (sampleRate / 100), (samples - i) / (sampleRate / 100));
    const value = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 8191 * fade);
    buffer.writeInt16LE(value, 44 + i * 2);
  }
  return buffer;
}
