import type { MessageFormats, Messages } from './messages';

/**
 * The messages of `MESSAGES` in Spanish (issue 32), in the terms of docs/glossary-es.md. Only
 * `@portico/application/catalogue-es` imports this module, so that a first visit in English never
 * carries it.
 */
export const MESSAGES_ES: Messages = {
  // Shell
  unexpectedError: 'Se produjo un error inesperado. Por favor, inténtelo de nuevo más tarde.',
  sessionInvalid: 'Su sesión no es válida. Por favor, borre las cookies e inicie sesión de nuevo.',
  inactivityLogout: 'Se cerró su sesión automáticamente por inactividad.',
  errorScreenTitle: 'Algo salió mal.',
  errorScreenBody:
    'El problema quedó registrado y se corregirá lo antes posible. Por favor, inténtelo de nuevo más tarde.',
  unexpectedErrorDialogTitle: 'Error inesperado',
  defaultDialogHeader: 'Error',
  errorToastTitle: 'Error',
  successToastTitle: 'Listo',
  invalidLocation: 'Esa página no existe, así que se muestra el inicio de la solicitud.',
  submitSuccess: 'Su solicitud se envió correctamente.',
  validationSummaryTitle: '¡Falta información!',
  validationSummaryIntro:
    'Los enlaces a continuación muestran lo que falta completar. La información que falta está resaltada en cada página. Por favor, corríjala y vuelva a enviar su solicitud.',
  errorTitlePrefix: 'Error: ',
  completionReference: 'Su número de referencia',
  completionSubmittedAt: 'Enviada',
  completionNextSteps: 'Próximos pasos',
  completionDocuments: 'Documentos que usted subió',
  completionNoDocuments: 'Usted no subió ningún documento con su solicitud.',
  checkAnswersTitle: 'Revise sus respuestas antes de enviar su solicitud',
  checkAnswersLink: 'Revise sus respuestas',
  checkAnswersIntro:
    'Asegúrese de que todas sus respuestas sean correctas. Puede cambiar una respuesta antes de enviar la solicitud.',
  checkAnswersChange: 'Cambiar',
  checkAnswersReturn: 'Volver a revisar sus respuestas',
  bannerFirstTime: '¿Es su primera visita?',
  bannerWelcome: '¡Le damos la bienvenida!',
  bannerWelcomeBack: '¡Le damos la bienvenida de nuevo!',
  stillWorking: '¿Sigue trabajando?',
  fileUploadInProgressTitle: 'Archivo en proceso de carga',
  fileUploadInProgressBody: 'Por favor, espere a que termine de subirse el archivo.',
  deleteFileConfirm: '¿Desea eliminar su archivo?',
  anonymousUpload: 'Podrá responder esta pregunta una vez que haya creado una cuenta.',
  pdfDownloadError: 'Error al descargar la copia en PDF de su solicitud.',
  selectNoOptions: 'No hay opciones',
  selectLoading: 'Cargando...',
  selectPlaceholder: 'Seleccione...',
  resendErrorTitle: 'Error al reenviar el código de confirmación',

  // Shell chrome
  skipToContent: 'Ir al contenido principal',
  stepNavLabel: 'Pasos de la solicitud',
  loading: 'Cargando...',
  close: 'Cerrar',
  opensInNewTab: '(se abre en una pestaña nueva)',
  // {hotkey} is filled by the toast region (Radix), as in English.
  toastViewportLabel: 'Notificaciones ({hotkey})',
  helpButton: 'Ayuda',
  privacyButton: 'Privacidad',
  completionTitle: 'Solicitud completada',

  // Authentication cards
  loginCardHeader: 'Iniciar sesión',
  loginCardAltHeader: 'Iniciar sesión',
  signupCardHeader: 'Registrarse',
  signupCardAltHeader: 'Crear cuenta',
  confirmCardHeader: 'Confirme su cuenta',
  forgotCardHeader: 'Olvidé mi contraseña',
  resetCardHeader: 'Restablecer la contraseña',

  // Authentication
  emailInvalid: 'Su dirección de correo electrónico debe ser válida.',
  loginEmailInvalid: 'Por favor, escriba una dirección de correo electrónico válida.',
  loginPasswordRequired: 'La contraseña es obligatoria.',
  confirmationCodeInvalid: 'El código de confirmación debe tener exactamente 6 números.',
  resendEmailInvalid:
    'Debe escribir una dirección de correo electrónico válida para que le reenviemos un código de confirmación.',
  passwordMinLength: 'tiene al menos 12 caracteres',
  passwordUppercase: 'tiene al menos una letra mayúscula',
  passwordLowercase: 'tiene al menos una letra minúscula',
  passwordNumber: 'tiene al menos un número',
  passwordSpecial: 'tiene al menos un carácter especial',
  passwordWhitespace: 'no empieza ni termina con un espacio',
  passwordsMustMatch: 'las contraseñas deben coincidir',

  // Account screens
  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  newPasswordLabel: 'Contraseña nueva',
  confirmPasswordLabel: 'Confirme la contraseña',
  confirmationCodeLabel: 'Código de confirmación',
  confirmationCodeHint: 'El código de 6 dígitos del correo electrónico que le enviamos.',
  submit: 'Enviar',
  resendCodeButton: '¿Reenviar el código de confirmación?',
  forgotPasswordLink: '¿Olvidó su contraseña?',
  showPassword: 'Mostrar la contraseña',
  passwordRequirementsTitle: 'Su contraseña debe cumplir estos requisitos:',
  passwordCheckMet: 'cumplido',
  passwordCheckNotMet: 'no cumplido',
  passwordRequirementsUnmet: 'Su contraseña no cumple todos los requisitos.',
  passwordHardToGuess: 'es difícil de adivinar',
  loginFooterPrompt: '¿No tiene una cuenta?',
  signupFooterPrompt: '¿Ya tiene una cuenta?',
  confirmFooterPrompt: '¿Ya confirmó su cuenta?',
  forgotFooterPrompt: '¿Recordó su contraseña?',
  accountLabel: 'Cuenta',
  logOut: 'Cerrar sesión',
  signedInAs: 'Sesión iniciada como',
  bannerFirstTimeNote: 'Cree una cuenta para guardar sus respuestas y terminar su solicitud más tarde.',
  bannerWelcomeBackNote: 'Termine su solicitud hoy para recibir pronto una decisión de admisión.',
  continue: 'Continuar',

  // Account answers of the server the browser also says
  invalidCredentials: 'La dirección de correo electrónico o la contraseña no es correcta.',
  resetLinkInvalid:
    "Este enlace para restablecer la contraseña no es válido o ya venció. Elija '¿Olvidó su contraseña?' para recibir uno nuevo.",
  logoutSuccess: 'Se cerró su sesión.',
  commonPassword:
    'Esta contraseña es demasiado común. Por favor, elija una contraseña más difícil de adivinar.',
  guessablePassword:
    'Esta contraseña sería fácil de adivinar. Agregue algunas palabras que no tengan que ver con usted ni con este sitio.',
  passwordContainsEmail: 'Su contraseña no debe contener su dirección de correo electrónico.',
  passwordOfSiteWords:
    'Las palabras de este sitio o su dirección de correo electrónico con números y símbolos alrededor son fáciles de adivinar.',
  passwordRepetitive:
    'Los caracteres repetidos y las secuencias como "aaa" o "abcd" son fáciles de adivinar.',

  // Application widgets
  addressLine2Label: 'Apto. n.º',
  schoolSearchLabel: 'Busque su escuela',
  schoolSearchOwnEntryHint: 'Escriba a continuación la información de su escuela.',
  addAnother: 'Agregar otra',

  // Application form
  saveStatusSaving: 'Guardando…',
  saveStatusSaved: 'Todos los cambios se guardaron',
  saveStatusRetrying: 'No se guardó: intentándolo de nuevo',
  saveStatusOffline: 'No tiene conexión a internet. Guardaremos sus respuestas cuando vuelva a conectarse.',
  saveStatusReconnected: 'Volvió a conectarse. Todos los cambios se guardaron',
  saveButton: 'Guardar',
  saveAndContinue: 'Guardar y continuar',
  dateDay: 'Día',
  dateMonth: 'Mes',
  dateYear: 'Año',
  dateOfBirthHint: 'Por ejemplo, 3 27 2007',
  fileUploadRules:
    'Tipos de archivo aceptados: .png, .jpeg, .jpg, .pdf, .docx. Un archivo de 1 MB como máximo, con un nombre de 32 caracteres como máximo.',
  fileConverting: 'Convirtiendo…',
  deleteFile: 'Eliminar',
  cancel: 'Cancelar',
  removeButton: 'Quitar',
  tabSwitchConfirmTitle: '¿Cambiar y eliminar su archivo?',
  tabSwitchConfirm: 'Cambiar y eliminar',
  pdfDownload: 'Descargue una copia en PDF de su solicitud',
  pdfPreparing: 'Preparando una copia en PDF de su solicitud…',
  fileNameTooLong:
    'El nombre de su archivo es demasiado largo. Por favor, use un nombre de 32 caracteres como máximo, incluida la extensión.',
  downloadDocumentPdf: 'Descargar el PDF',
  serviceTokenInvalid: 'Este enlace para imprimir venció o no es válido.',
  tabsSwitchHint: 'Si elige la otra pestaña, se borrará lo que escribió en esta.',
  formActionsLabel: 'Guarde su solicitud',

  // Application validation
  legalFirstName: 'Nombre legal',
  legalLastName: 'Apellido legal',
  legalSex: 'Sexo legal',
  birthDateInvalid: 'Se requiere una fecha de nacimiento válida.',
  birthDateUnsupported: 'Esta fecha no se admite. Por favor, comuníquese con el servicio de ayuda.',
  birthDateTooYoung: 'Debe tener 13 años o más para presentar una solicitud.',
  zipMinLength: 'El código postal (ZIP) debe tener al menos 5 caracteres.',
  phoneHomeInvalid: 'Por favor, escriba un número de teléfono de casa válido.',
  phoneMobileInvalid: 'Por favor, escriba un número de teléfono celular válido.',
  phoneOneRequired: 'Por favor, escriba un número de teléfono de casa o de teléfono celular.',
  phoneOptIn: 'Se requiere un número de teléfono celular para recibir novedades por mensaje de texto.',
  parent1EmailInvalid: 'Padre/Madre/Tutor 1: Por favor, escriba una dirección de correo electrónico válida.',
  parent1PhoneInvalid: 'Padre/Madre/Tutor 1: Por favor, escriba un número de teléfono válido.',
  parent2EmailInvalid: 'Padre/Madre/Tutor 2: Por favor, escriba una dirección de correo electrónico válida.',
  parent2PhoneInvalid: 'Padre/Madre/Tutor 2: Por favor, escriba un número de teléfono válido.',
  parent2EmailMissing:
    'Padre/Madre/Tutor 2: Por favor, escriba una dirección de correo electrónico para que podamos comunicarnos con ambos padres.',
  parent2PhoneMissing:
    'Padre/Madre/Tutor 2: Por favor, escriba un número de teléfono para que podamos comunicarnos con ambos padres.',
  counselorEmailInvalid:
    'La dirección de correo electrónico del consejero escolar que escribió no es válida.',
  citizenType: 'Tipo de ciudadanía',
  citizenshipCountry: '¿Cuál es su país de ciudadanía?',
  ssnRequired: '¿Cuál es su número de Seguro Social?',
  ssnInvalid: 'Por favor, escriba un número de Seguro Social válido.',
  internationalApplication:
    'Para presentar su solicitud, debe usar la Solicitud Internacional de la institución.',
  immigrantCategory: 'Categoría de inmigrante elegible',
  entryTerm: '¿Cuándo piensa inscribirse?',
  appliedMajor: '¿Qué le interesa estudiar?',
  gedRequired:
    'Para completar esta solicitud, debe haberse graduado de la escuela secundaria u obtenido un GED.',
  satInvalid:
    'Por favor, escriba una puntuación total del SAT válida. La puntuación debe estar entre 400 y 1600.',
  actInvalid:
    'Por favor, escriba una puntuación compuesta del ACT válida. La puntuación debe estar entre 1 y 36.',

  phoneInternationalRequired: 'Por favor, escriba su número de teléfono internacional.',
  phoneInternationalInvalid: 'Por favor, escriba un número de teléfono internacional válido.',

  gpaInvalid: 'Escriba su promedio de calificaciones (GPA) como un número, por ejemplo 3.45',
  collegeNameMissing: 'Escriba el nombre de la universidad, o no incluya esta universidad',
  collegeStartMissing: 'Seleccione el mes y el año en que empezó allí',
  collegeEndMissing: 'Seleccione el mes y el año en que terminó allí, o en que terminará',
  collegeDatesOrder: 'El mes en que terminó debe ser el mismo mes en que empezó o uno posterior',

  streetAddressRequired: 'Escriba su dirección',
  cityRequired: 'Escriba su ciudad',
  countryRequired: 'Seleccione su país',
  stateRequired: 'Seleccione su estado o provincia',
  mailingStreetAddressRequired: 'Escriba la calle y el número de su dirección postal',
  mailingCityRequired: 'Escriba la ciudad de su dirección postal',
  mailingCountryRequired: 'Seleccione el país de su dirección postal',
  mailingStateRequired: 'Seleccione el estado o la provincia de su dirección postal',
  certifyAddressRequired: 'Confirme que su dirección permanente es su residencia legal',
  deferredActionRequired: 'Seleccione si tiene DACA u otro estatus migratorio elegible',
  selectiveServiceRequired: 'Seleccione si se ha inscrito en el Sistema de Servicio Selectivo',
  gradHsRequired: 'Seleccione si se graduó de la escuela secundaria o si se graduará antes de inscribirse',
  highSchoolNameRequired: 'Escriba el nombre de su escuela secundaria',
  gradMonthRequired: 'Seleccione el mes en que se graduó o se graduará',
  gradYearRequired: 'Seleccione el año en que se graduó o se graduará',
  gedEarnedRequired: 'Seleccione si obtuvo un GED u otra credencial de equivalencia de la escuela secundaria',
  gedMonthRequired: 'Seleccione el mes en que obtuvo su GED',
  gedYearRequired: 'Seleccione el año en que obtuvo su GED',
  convictionRequired: 'Seleccione si ha sido condenado(a) por un delito o si tiene cargos pendientes',
  suspendedRequired:
    'Seleccione si ha sido suspendido(a), expulsado(a) o dado(a) de baja por motivos disciplinarios',
  assaultRequired:
    'Seleccione si ha sido declarado(a) responsable de un delito violento, o acusado(a) de uno',
  counselorWaiverRequired:
    'Seleccione si renuncia a su derecho a ver la recomendación de su consejero escolar',
  legalAgreeRequired: 'Confirme que la información de esta solicitud es completa, exacta y suya',
  legalAgreeTranscriptRequired:
    'Confirme que entiende que deben enviarnos sus expedientes académicos oficiales',
  legalAgree2Required:
    'Confirme que entiende que la información falsa o incompleta puede dar lugar al rechazo',
  legalAgree3Required:
    'Confirme que nos permite verificar su información con sus escuelas y con las agencias de exámenes',

  photoShrinking: 'Reduciendo su foto para que no supere el límite de 1 MB…',

  optionalMark: '(opcional)',

  // Files
  fileTooLarge: 'Su archivo es demasiado grande. El tamaño máximo de archivo es 1 MB.',
  fileWrongType: 'Solo puede subir los siguientes tipos de archivo: .png, .jpeg, .jpg, .pdf, .docx',
  fileEmpty: 'Su archivo está vacío. Por favor, suba un archivo que no esté vacío.',

  // Lookups: the parameter names stay as the API spells them.
  lookupCategoryInvalid: 'category debe ser uno de los siguientes: hs_ceeb, college_ceeb, address.',
  lookupTextTooLong: 'text debe tener 100 caracteres como máximo.',
  lookupMaxResultsInvalid: 'max_results debe ser un número entero mayor o igual que 1.',
  lookupTextOrId: 'Indique text (para buscar) o id (para un registro), pero no ambos.',
};

const count = new Intl.NumberFormat('es-US');

/** The parametrised messages in Spanish. */
export const FORMAT_MESSAGE_ES: MessageFormats = {
  logoutCountdown: (seconds) =>
    `Se cerrará su sesión en ${count.format(seconds)} ${new Intl.PluralRules('es').select(seconds) === 'one' ? 'segundo' : 'segundos'}`,
  authCardError: (card) => `Error: ${card}`,
  confirmCodeSentTo: (email) =>
    `Escriba el código de 6 dígitos que enviamos por correo electrónico a ${email}.`,
  passwordChecksSummary: (met, total) =>
    `Se cumplen ${count.format(met)} de ${count.format(total)} requisitos de la contraseña.`,
  uploadError: (field) => `Error al subir el archivo de ${field}`,
  fileUploading: (fileName) => `Subiendo ${fileName}`,
  fileSummary: (fileName, size) => `${fileName} (${size})`,
  documentPdfOf: (fileName) => `de ${fileName}`,
  addAnotherError: (id) => `Error al agregar otro elemento: ${id}`,
  removeComponent: (label) => `Quitar ${label}`,
  gpaAboveScale: (scale) => `Su promedio de calificaciones (GPA) debe estar entre 0 y ${scale}`,
  exclusiveChoice: (label) => `Seleccione '${label}' o las opciones que correspondan, pero no ambas`,
  removeComponentConfirm: (label) => `¿Quitar ${label}?`,
  removeComponentDescription: (label) => `Se eliminarán las respuestas que dio para ${label}.`,
  removeComponentError: (label) => `Error al quitar ${label}`,
  tabSwitchDeletes: (fileName) => `Si cambia, se eliminará ${fileName}. ¿Cambiar y eliminar?`,
  tabsError: (tab) => `Error al cambiar de pestaña en ${tab}`,
  documentAttached: (field) => `Documento adjunto para "${field}"`,
  characterCount: (used, limit) => `Caracteres: ${count.format(used)} / ${count.format(limit)}`,
  photoShrunk: (chosen, from, sent, to) =>
    `Su foto ${chosen} (${from}) superaba el límite de 1 MB, así que la redujimos. Se envió como ${sent} (${to}).`,
  autocompleteCreate: (text) => `Usar: ${text}`,
  documentTitle: (screen, applicationTitle) => `${screen} | ${applicationTitle}`,
  printTitle: (applicationTitle, applicant) => `${applicationTitle} — ${applicant}`,
  sentDocument: (question, fileName) => `${question}: ${fileName}`,
  completionEmailSent: (email) => `Le enviamos un correo electrónico de confirmación a ${email}.`,
  completionBody: (institution) =>
    `Gracias por presentar su solicitud a ${institution}. Su solicitud fue enviada.`,
};
