import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadEnglish, loadShellEnglish, loadStaffEnglish } from '../lib/i18n/catalogue.ts';

/** React.lazy for a module's named export: each page becomes its own chunk, loaded with its route. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** The shell's chunk together with the English of the shell and the dashboard, fetched side by side. */
export function withShellEnglish<Module>(shell: Promise<Module>): Promise<Module> {
  return Promise.all([shell, loadShellEnglish()]).then(([module]) => module);
}

/**
 * A page's chunk together with the English of the pages (lib/i18n/english-pages.ts), fetched side by side: every
 * page behind sign-in but the dashboard, and the public scorecard.
 */
export function withPagesEnglish<Module>(page: Promise<Module>): Promise<Module> {
  return Promise.all([page, loadEnglish()]).then(([module]) => module);
}

/** A staff page's chunk (issue 16: the staff home, the question bank) with the staff screens' English. */
export function withStaffEnglish<Module>(page: Promise<Module>): Promise<Module> {
  return Promise.all([page, loadStaffEnglish()]).then(([module]) => module);
}
