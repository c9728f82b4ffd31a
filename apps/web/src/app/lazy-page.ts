import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export: each page becomes its own chunk, loaded with its route. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
