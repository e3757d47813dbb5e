import type { ServerMessages } from './server-messages';

/** What only the server says, in Spanish (issue 32; docs/glossary-es.md). */
export const SERVER_MESSAGES_ES: ServerMessages = {
  // Accounts
  accountNotConfirmed:
    "Su cuenta aún no está confirmada. Escriba el código que le enviamos por correo electrónico, o elija '¿Reenviar el código de confirmación?' para recibir uno nuevo.",
  signupCodeSent:
    'Se creó su cuenta. Le enviamos por correo electrónico un código de confirmación de 6 dígitos.',
  confirmSuccess: 'Su cuenta está confirmada. Ya puede iniciar sesión.',
  confirmChoosePassword:
    'Su cuenta está confirmada. Para terminar, elija su contraseña con el enlace que acabamos de enviarle por correo electrónico.',
  codeInvalid:
    "Ese código de confirmación no es válido. Revise el código o elija '¿Reenviar el código de confirmación?'.",
  codeExpired:
    "Ese código de confirmación ya venció. Elija '¿Reenviar el código de confirmación?' para recibir uno nuevo.",
  codeTooManyTries:
    "Ese código de confirmación se escribió mal demasiadas veces. Elija '¿Reenviar el código de confirmación?' para recibir uno nuevo.",
  resendSent:
    'Si esa cuenta está pendiente de confirmación, le enviamos por correo electrónico un código de confirmación nuevo.',
  forgotSent:
    'Si existe una cuenta con esa dirección de correo electrónico, le enviamos un enlace para restablecer su contraseña.',
  resetSuccess: 'Se restableció su contraseña. Ya puede iniciar sesión.',
  loginSuccess: 'Inició sesión.',

  // Refusals of any request
  tooManyRequests: 'Demasiados intentos. Por favor, espere unos minutos e inténtelo de nuevo.',
  tooManyUploads:
    'Ha enviado muchos archivos en pocos minutos. Por favor, espere unos minutos e inténtelo de nuevo.',
  tooManyPdfRequests:
    'Ha pedido muchas copias en PDF en pocos minutos. Por favor, espere unos minutos e inténtelo de nuevo.',
  crossSiteRequest: 'Esta petición no proviene de este sitio.',
  unstorableText:
    'Parte del texto contiene caracteres que no se pueden guardar. Quítelos e inténtelo de nuevo.',
  nestedTooDeeply: 'No se pudo leer esta petición: sus datos tienen demasiados niveles.',
  requestNotValid: 'La petición no es válida.',
  nothingHere: 'No hay nada en esta dirección.',
  bodyTooLarge: 'Esta petición es demasiado grande para leerla.',
  bodyNotJson: 'No se pudo leer esta petición: no es JSON válido.',
  bodyEmpty: 'No se pudo leer esta petición: no tiene contenido.',
  bodyTypeRefused: 'No se pudo leer esta petición: no se envió en una forma que esta dirección acepte.',
  fieldRequired: 'es obligatorio',
  fieldNotText: 'debe ser texto',
  fieldNotNumber: 'debe ser un número',
  fieldNotWholeNumber: 'debe ser un número entero',
  fieldNotTrueOrFalse: 'debe ser verdadero o falso',
  fieldNotList: 'debe ser una lista',
  fieldNotObject: 'debe ser un conjunto de valores con nombre',
  fieldTooLong: (most: number) => `debe tener como máximo ${most} caracteres`,
  fieldTooShort: (least: number) =>
    least === 1 ? 'no puede estar vacío' : `debe tener al menos ${least} caracteres`,
  fieldTooLarge: (most: number) => `debe ser como máximo ${most}`,
  fieldTooSmall: (least: number) => `debe ser al menos ${least}`,
  fieldTooManyItems: (most: number) => `debe tener como máximo ${most} elementos`,
  fieldTooFewItems: (least: number) => `debe tener al menos ${least} elementos`,
  fieldNotEmail: 'debe ser una dirección de correo electrónico',
  fieldWrongFormat: 'no está escrito en la forma esperada',
  fieldNotOneOf: (values: string) => `debe ser uno de estos: ${values}`,
  fieldsUnknown: (fields: string) => `tiene campos que esta petición no admite: ${fields}`,
  fieldNotValid: 'no es válido',

  // The applicant's language
  languageSaved: 'Se guardó su idioma.',
  languageNotOffered: "Ese idioma no está disponible. Elija 'en' (inglés) o 'es' (español).",

  // Answers
  answersSaved: 'Se guardaron sus respuestas.',
  answersRefused: 'Algunas respuestas no se pudieron guardar:',
  tooManyAnswers: 'hay más respuestas que preguntas en esta solicitud.',
  tooManySaves:
    'Sus respuestas se guardaron muchas veces en los últimos minutos. Por favor, espere unos minutos e inténtelo de nuevo.',
  lastPageSaved: 'Se guardó el lugar donde se quedó.',
  webStatusSaved: 'Se guardó el estado de su solicitud.',
  submitThroughSubmit: 'Una solicitud solo se envía con el botón Enviar.',
  addAnotherSaved: 'Se guardó su elección.',
  tabsSaved: 'Se guardó su elección.',
  unknownAddAnother: 'No existe ese botón Agregar otra.',
  unknownTab: 'No existe esa pestaña ni esa opción de pestaña.',
  answerUnknownKey: 'no es una pregunta de esta solicitud',
  answerReadOnly: 'no la puede cambiar el solicitante',
  answerWrongType: 'tiene un valor del tipo equivocado',
  answerTooLong: 'es más largo de lo que permite esta pregunta',
  applicationSubmitted: 'Su solicitud ya fue enviada, así que sus respuestas ya no se pueden cambiar.',
  applicationIncomplete: 'Falta información en su solicitud. Por favor, complétela y vuelva a enviarla.',
  validationsSaved: 'Se revisaron sus respuestas.',
  prefillInvalid: 'Este enlace venció o no es válido. De todos modos, puede empezar su solicitud.',
  prefillNoSsn: 'Los datos precargados nunca incluyen un número de Seguro Social.',

  // Documents
  notAFileUpload: 'Esta pregunta no admite archivos.',
  documentDeleted: 'Se eliminó su archivo.',
  uploadPolicyInvalid:
    'No se aceptó el archivo: su formulario no es válido o ya venció. Por favor, inténtelo de nuevo.',
  uploadFormUsed: 'Ya recibimos este archivo. Por favor, elija el archivo otra vez para subirlo de nuevo.',
  conversionFailed:
    'No se pudo convertir este archivo a PDF. Por favor, compruebe que se abre correctamente y vuelva a subirlo.',
  conversionTimedOut:
    'La conversión de este archivo a PDF tardó demasiado. Por favor, suba un archivo más pequeño o más sencillo.',
  pdfPasswordProtected: 'Este PDF está protegido con contraseña. Por favor, suba una copia sin contraseña.',
  pdfTooManyPages: 'Este PDF tiene más de 100 páginas. Por favor, suba un documento más corto.',
  imageTooLarge:
    'Esta imagen es demasiado grande. Por favor, suba una imagen de 40 megapíxeles como máximo y de 20,000 píxeles por lado como máximo.',
  docxUnreadable:
    'No se pudo leer este documento de Word. Por favor, guárdelo de nuevo como .docx y vuelva a subirlo.',
  docxTooLarge:
    'Este documento de Word es demasiado grande para convertirlo. Por favor, hágalo más pequeño, por ejemplo con imágenes más pequeñas, y vuelva a subirlo.',
  uploadNotFound: 'No encontramos el archivo que subió. Por favor, vuelva a subirlo.',
  conversionDeleted: 'Se canceló la conversión del archivo.',
  conversionStalled: 'No se pudo convertir su archivo a tiempo. Por favor, vuelva a subirlo.',
  applicationPdfFailed:
    'No pudimos generar una copia en PDF de su solicitud. Por favor, inténtelo de nuevo más tarde.',
  applicationPdfMissing: 'Todavía no hay una copia en PDF de su solicitud.',
  documentPdfMissing: 'No hay un archivo convertido para esta pregunta.',
  pdfAttachment: 'Documento adjunto',
  pdfReference: (reference) => `Referencia ${reference}`,
  pdfPage: (page, pages) => `Página ${page} de ${pages}`,

  // Lookups
  lookupNotFound: 'Esa opción ya no aparece en la lista. Por favor, escríbala usted.',
  lookupTooManyRequests: 'Demasiadas búsquedas. Por favor, espere un momento e inténtelo de nuevo.',
};
