let audio: AudioContext | null = null;

/** A short tone: high for done, low for a failure. Silent where Web Audio is missing or not yet allowed. */
function beep(frequency: number, durationMs: number): void {
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + durationMs / 1000);
  } catch {
    // No sound is fine: the banner and its text are the confirmation.
  }
}

function vibrate(pattern: number | number[]): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

export function signalSuccess(): void {
  beep(880, 150);
  vibrate(120);
}

export function signalFailure(): void {
  beep(220, 300);
  vibrate([80, 60, 80]);
}
