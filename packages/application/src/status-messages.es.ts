import type { StatusFormats, StatusMessages } from './status-messages';

/** The status page's words in Spanish (issue 32; docs/glossary-es.md). */
export const STATUS_MESSAGES_ES: StatusMessages = {
  checklistTitle: 'Su lista de requisitos',
  checklistIntro:
    'Revisaremos su solicitud cuando hayamos recibido todos los requisitos obligatorios a continuación.',
  checklistEmpty: 'No necesita enviar nada más.',
  itemReceived: 'Recibido',
  itemMissing: 'Falta',
  itemOptional: '(opcional)',
  missingUpload: 'Súbalo aquí. Se agregará a su solicitud y se nos avisará.',
  missingByPost:
    'Lo marcaremos como recibido cuando llegue. Pida a quien lo envíe que lo mande por correo postal a:',
  contactTitle: 'Sus datos de contacto',
  contactIntro: 'Si cambia su número de teléfono, actualícelo aquí para que podamos comunicarnos con usted.',
  contactSave: 'Guardar los datos de contacto',
  phoneFormat: 'Un número de los EE. UU., como (404) 555-0100.',
  contactSaved: 'Se actualizaron sus datos de contacto.',
  contactUnchanged: 'Sus datos de contacto siguen igual: no se cambió nada.',
  decisionTitle: 'Su decisión',
  decisionLetter: 'Su carta',
  decisionLetterPdf: 'Descargue su carta (PDF)',
  decisionNone:
    'Aún no hemos tomado una decisión sobre su solicitud. Le enviaremos un correo electrónico cuando haya novedades.',
  statusLoadError: 'No pudimos cargar el estado de su solicitud. Por favor, inténtelo de nuevo más tarde.',
  contactKeyRefused: 'Después de enviar la solicitud, solo se pueden cambiar sus datos de contacto:',
  contactInvalid: 'Por favor, corrija sus datos de contacto.',
  contactRemoved: '(eliminado)',
  tooManyContactChanges:
    'Ha cambiado sus datos de contacto muchas veces en pocos minutos. Por favor, espere e inténtelo de nuevo.',
  notSubmitted: 'Su solicitud aún no se ha enviado.',
  noReleasedDecision: 'Aún no hay una decisión sobre su solicitud.',
  tooManyLetters: 'Ha pedido su carta muchas veces en pocos minutos. Por favor, espere e inténtelo de nuevo.',
  letterUnavailable:
    'En este momento no pudimos generar un PDF de su carta. Por favor, inténtelo de nuevo en unos minutos.',
  documentNotMissing:
    'Su solicitud ya fue enviada: ahora solo puede subir un documento que falte en su lista de requisitos.',
};

/** The status page's parametrised words in Spanish. */
export const FORMAT_STATUS_ES: StatusFormats = {
  receivedOn: (day) => `Recibido el ${day}`,
  decisionReleased: (when) => `Publicada el ${when}`,
  letterTitle: (institution) => `${institution}: su decisión de admisión`,
  letterReference: (reference) => `Número de referencia: ${reference}`,
};
