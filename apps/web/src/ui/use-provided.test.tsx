import { renderHook } from '@testing-library/react';
import { createContext, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useProvided } from './use-provided';

const Numbers = createContext<number | null>(null);

describe('useProvided', () => {
  it("gives the provider's value", () => {
    const wrapper = ({ children }: { children: ReactNode }) => <Numbers value={7}>{children}</Numbers>;
    expect(renderHook(() => useProvided(Numbers, 'useNumber'), { wrapper }).result.current).toBe(7);
  });

  it('names the hook used outside its provider', () => {
    // React reports the error it rethrows; this test expects it.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useProvided(Numbers, 'useNumber'))).toThrow(
      'useNumber is used outside its provider',
    );
    report.mockRestore();
  });
});
