import { describe, expect, it } from 'vitest';
import { parseLoadArgs } from '../load/args';

describe('--client', () => {
  it('makes crash generator clients wire clients unless the SDK is asked for', () => {
    expect(parseLoadArgs(['--scenario', 'crash']).generatorClient).toBe('wire');
    expect(parseLoadArgs(['--scenario', 'crash', '--client', 'sdk']).generatorClient).toBe('sdk');
    expect(() => parseLoadArgs(['--scenario', 'crash', '--client', 'browser'])).toThrow(
      /--client must be one of wire, sdk/,
    );
  });
});
