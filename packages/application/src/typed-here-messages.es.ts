import type { TypedHereMessages } from './typed-here-messages';

/** The panel of answers typed on this computer, in Spanish (issue 32; docs/glossary-es.md). */
export const TYPED_HERE_MESSAGES_ES: TypedHereMessages = {
  offeredAnswersTitle: 'Respuestas escritas en esta computadora',
  offeredAnswersBody:
    'Estas respuestas se escribieron en esta computadora antes de que usted iniciara sesión y no coinciden con su solicitud guardada. Sus respuestas guardadas no han cambiado.',
  offeredAnswersAdd: 'Agregarlas a mi solicitud',
  offeredAnswersDiscard: 'Descartar',
  offeredAnswersAdded: 'Las respuestas escritas en esta computadora se agregaron a su solicitud.',
  offeredAnswersDiscarded: 'Las respuestas escritas en esta computadora se descartaron.',
  clearAnswersHere: '¿No es usted? Borre las respuestas de esta computadora',
  clearAnswersHereNote:
    'Las respuestas escritas antes de crear una cuenta se guardan en esta pestaña hasta que la cierre, durante 2 horas como máximo.',
  answersClearedHere: 'Se borraron las respuestas de esta computadora.',
};
