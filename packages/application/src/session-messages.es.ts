import type { SessionMessages } from './session-messages';

/** The session dialogs' words in Spanish (issue 32; docs/glossary-es.md). */
export const SESSION_MESSAGES_ES: SessionMessages = {
  stillWorkingBody:
    'No ha usado la solicitud en un rato. Por su seguridad, se cerrará su sesión a menos que elija Continuar.',
  stillWorkingSaved: 'Sus respuestas están guardadas.',
  stillWorkingUnsaved: 'Sus últimos cambios aún no se han guardado: seguimos intentándolo.',
  logOutUnsavedTitle: 'Sus últimos cambios no se han guardado',
  logOutUnsavedBody:
    'No se pudieron guardar los últimos cambios que hizo. Quédese para conservarlos en esta página mientras lo intentamos de nuevo, o cierre la sesión y piérdalos.',
  logOutUnsavedStay: 'Quedarme',
  logOutUnsavedConfirm: 'Cerrar sesión y perderlos',
};
