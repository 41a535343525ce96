import { createElement, lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the component; suspends (as React.lazy) only while its code has not arrived. */
  Component: ComponentType<P>;
  /** Starts loading the code (once); resolves when it has arrived. */
  preload(): Promise<unknown>;
  /** Whether the code has arrived: a render then shows the component at once, with no fallback. */
  loaded(): boolean;
}

/**
 * A lazily loaded component whose code can be fetched ahead of its first render (beside the
 * request a page waits for anyway). Once the code is in, it renders directly: React.lazy alone
 * would show its fallback for a frame even then, and the fallback's size would shift the layout.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (pending ??= load().then((m) => {
    component = m.default;
    return m;
  }, (error: unknown) => {
    pending = null; // a later render may try again
    throw error;
  }));
  const Lazy = lazy(preload);
  function Component(props: P) {
    // the type chosen at mount stays: switching from the lazy wrapper to the loaded component would remount it
    const [type] = useState<ComponentType<P>>(() => component ?? Lazy);
    return createElement(type, props);
  }
  return { Component, preload, loaded: () => component !== null };
}
