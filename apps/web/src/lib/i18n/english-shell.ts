import type { EnglishShell } from './catalogue.ts';
import { dashboardMessages } from './messages/dashboard.ts';
import { figuresMessages } from './messages/figures.ts';
import { subjectsMessages } from './messages/subjects.ts';

/**
 * The English of the signed-in shell's first page (the dashboard, the figures' names, subject links): a chunk
 * loaded with the shell (`loadShellEnglish()`).
 */
export const ENGLISH_SHELL: EnglishShell = {
  dashboard: dashboardMessages,
  figures: figuresMessages,
  subjects: subjectsMessages,
};
