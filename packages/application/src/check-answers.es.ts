import type { CheckAnswersMessages } from './check-answers';

/**
 * A label inside a Spanish sentence: its first letter small unless the word is written in capitals
 * ('Código postal (ZIP)' → 'código postal (ZIP)', 'GPA' stays). `labelInSentence` has already
 * lowered the words it knows, but it reads only English letters.
 */
const inSentence = (label: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLocaleLowerCase('es') + label.slice(1) : label;

/** The 'Check your answers' page's words in Spanish (issue 32; docs/glossary-es.md). */
export const CHECK_ANSWERS_MESSAGES_ES: CheckAnswersMessages = {
  incomplete: 'Incompleta',
  yes: 'Sí',
  missingAnswer: {
    enter: (what) => `Escriba: ${inSentence(what)}`,
    select: (what) => `Seleccione: ${inSentence(what)}`,
    confirm: (what) => `Confirme: ${inSentence(what)}`,
    upload: (what) => `Suba: ${inSentence(what)}`,
  },
  act: {
    enter: 'Escriba una respuesta',
    select: 'Seleccione una respuesta',
    confirm: 'Confirme esta declaración',
    upload: 'Suba un archivo',
  },
};
