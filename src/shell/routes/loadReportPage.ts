import type { ComponentType } from 'react';
import type { ReportPageProps } from './reportPageProps';

export type { ReportPageProps };
type ReportPageModule = { default: ComponentType<ReportPageProps> };

/** Spec §9: screen code chunks may take up to 120 s to load. */
export const CHUNK_TIMEOUT_MS = 120_000;

// The renderer is written alongside the shell; a glob does not fail the build while it is absent.
const renderers = import.meta.glob<ReportPageModule>('../../renderers/ReportPage.tsx');

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error); },
    );
  });
}

/** Loads the report renderer lazily; until it exists, the shell's pending page stands in. */
export function loadReportPage(): Promise<ReportPageModule> {
  const load = renderers['../../renderers/ReportPage.tsx'] ?? (() => import('./ReportPagePending'));
  return withTimeout(load(), CHUNK_TIMEOUT_MS);
}
