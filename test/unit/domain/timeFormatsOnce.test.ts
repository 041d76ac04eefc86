/**
 * Issue 20 (the stand dashboard's CPU profile): each message's date asked whether the reader's
 * zone differs from Paris, which made five Intl.DateTimeFormat objects per call (~1 ms each in a
 * browser): 50 messages, ~100 ms. The formats are made once per zone, the runtime's zone read once.
 */
import { runtimeTimeZone, zoneDiffers } from '@/domain/time';

it('makes its date formats once, however many dates ask', () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  const answers = new Set<boolean>();
  for (let i = 0; i < 100; i++) {
    answers.add(zoneDiffers());
    answers.add(zoneDiffers('America/New_York'));
    runtimeTimeZone();
  }
  // The runtime's zone, its clock and Paris's, New York's: at most four, not 500.
  expect(made.mock.calls.length).toBeLessThanOrEqual(4);
  expect(answers.has(true)).toBe(true);
  made.mockRestore();
});

it('still answers per zone', () => {
  expect(zoneDiffers('America/New_York')).toBe(true);
  expect(zoneDiffers('Europe/Paris')).toBe(false);
  expect(zoneDiffers('Europe/Brussels')).toBe(false);
  expect(zoneDiffers('Not/AZone')).toBe(true);
});
