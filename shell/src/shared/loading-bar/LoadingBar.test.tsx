import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { LoadingBarProvider, useLoadingBar } from './LoadingBar';

let finish: () => void = () => undefined;

function Loader() {
  const loadingBar = useLoadingBar();
  useEffect(() => {
    finish = loadingBar.start();
  }, [loadingBar]);
  return null;
}

const bar = () => document.querySelector<HTMLElement>('.loading-bar') as HTMLElement;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('LoadingBar', () => {
  test('a load that finishes within 200 ms never shows the bar', () => {
    render(
      <LoadingBarProvider>
        <Loader />
      </LoadingBarProvider>,
    );
    act(() => jest.advanceTimersByTime(150));
    act(() => finish());
    act(() => jest.advanceTimersByTime(2_000));
    expect(bar().style.opacity).toBe('0');
  });

  test('a slow load shows a 3 px bar after 200 ms, fills it when done and hides it 500 + 400 ms later', () => {
    render(
      <LoadingBarProvider>
        <Loader />
      </LoadingBarProvider>,
    );
    expect(bar().style.height).toBe('3px');
    act(() => jest.advanceTimersByTime(199));
    expect(bar().style.opacity).toBe('0');
    act(() => jest.advanceTimersByTime(1));
    expect(bar().style.opacity).toBe('1');
    expect(bar().style.transition).toContain('2000ms');
    act(() => finish());
    expect(bar().style.width).toBe('100%');
    act(() => jest.advanceTimersByTime(899));
    expect(bar().style.opacity).toBe('1');
    act(() => jest.advanceTimersByTime(1));
    expect(bar().style.opacity).toBe('0');
  });
});
