import { describe, expect, it } from 'vitest';
import { readableUserAgent } from './user-agent';

describe('readableUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'curl'],
    ['node', 'A script (Node.js)'],
    ['python-requests/2.32.3', 'A script (Python)'],
  ])('%s → %s', (userAgent, readable) => {
    expect(readableUserAgent(userAgent, 'Unknown device')).toBe(readable);
  });

  it('says the fallback for no header or one it does not know', () => {
    expect(readableUserAgent(null, 'Unknown device')).toBe('Unknown device');
    expect(readableUserAgent('  ', 'Unknown device')).toBe('Unknown device');
    expect(readableUserAgent('SomeRobot/1.0', 'Unknown device')).toBe('Unknown device');
  });
});
