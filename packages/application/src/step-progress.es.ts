import type { StepProgressMessages } from './step-progress';

/** The steps' progress in Spanish (issue 32; docs/glossary-es.md). */
export const STEP_PROGRESS_MESSAGES_ES: StepProgressMessages = {
  notStarted: 'Sin empezar',
  inProgress: 'En curso',
  completed: 'Completado',
  problem: 'Hay un problema',
};
