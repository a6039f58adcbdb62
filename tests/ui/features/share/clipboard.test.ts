import { describe, expect, it } from 'vitest';
import { copyText } from '../../../../src/ui/features/share/clipboard.ts';

describe('copyText', () => {
  it('writes the text and says so', async () => {
    const written: string[] = [];
    const ok = await copyText('https://x.test/dashboard?q=a&seed=1', {
      writeText: async (text) => void written.push(text),
    });
    expect(ok).toBe(true);
    expect(written).toEqual(['https://x.test/dashboard?q=a&seed=1']);
  });

  it('reports a refusal or a missing clipboard instead of throwing', async () => {
    const refusing = {
      writeText: async () => {
        throw new DOMException('Write permission denied.', 'NotAllowedError');
      },
    };
    expect(await copyText('x', refusing)).toBe(false);
    expect(await copyText('x', undefined)).toBe(false);
  });
});
