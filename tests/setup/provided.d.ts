declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the small warehouse generated once per test run (open it read-only). */
    warehouseFile: string;
  }
}

export {};
