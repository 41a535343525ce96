import {
  ClientSideRowModelModule, InfiniteRowModelModule, ModuleRegistry, PaginationModule, PinnedRowModule,
  CellStyleModule, ColumnApiModule, LocaleModule, RenderApiModule, TooltipModule, type Module,
} from 'ag-grid-community';

/** Only the AG Grid modules the report grid uses (STACK.md); the locale one gives its texts in the console's language. */
export const GRID_MODULES: Module[] = [
  ClientSideRowModelModule, InfiniteRowModelModule, PaginationModule, PinnedRowModule, CellStyleModule, ColumnApiModule, LocaleModule, RenderApiModule, TooltipModule,
];

let registered = false;
export function registerGridModules(): void {
  if (registered) return;
  ModuleRegistry.registerModules(GRID_MODULES);
  registered = true;
}
