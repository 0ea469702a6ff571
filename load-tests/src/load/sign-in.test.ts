import { describe, expect, it } from 'vitest';
import { runTag } from './sign-in';

describe("a run's tag in its players' names", () => {
  it('differs between runs started in the same millisecond', () => {
    const tags = Array.from({ length: 1_000 }, () => runTag());
    expect(new Set(tags).size).toBe(1_000);
  });
});
