import type { MailText } from './mail-text.en';

/** The applicants' e-mails in Spanish (issue 32; docs/glossary-es.md). */
export const MAIL_TEXT_ES: MailText = {
  language: 'es',
  dateLocale: 'es-US',

  submissionSubject: (institution) => `Recibimos su solicitud a ${institution}`,
  submissionReceived: (institution, applicationTitle, when, timeZone) =>
    `Gracias por presentar su solicitud a ${institution}. Recibimos su ${applicationTitle} el ${when} (hora de ${timeZone}).`,
  submissionQuoteReference: (office) =>
    `Por favor, indique su número de referencia cuando se comunique con ${office}.`,
  submissionNews: 'Le enviaremos un correo electrónico cuando haya novedades sobre su solicitud.',

  confirmationCodeSubject: (institution) => `Confirme su cuenta de solicitud de ${institution}`,
  confirmationCode: (code) => `Su código de confirmación es ${code}`,
  confirmationCodeUse:
    'Escriba este código en la página Confirme su cuenta para terminar de crear su cuenta. El código es válido durante 24 horas.',
  confirmationCodeIgnore: 'Si usted no creó una cuenta, puede ignorar este correo electrónico.',

  alreadyRegisteredSubject: (institution) => `Su cuenta de solicitud de ${institution}`,
  alreadyRegistered:
    'Alguien intentó crear una cuenta de solicitud con esta dirección de correo electrónico, pero usted ya tiene una.',
  alreadyRegisteredLogIn: (loginUrl) =>
    `Para continuar su solicitud, inicie sesión en ${loginUrl}. Si olvidó su contraseña, elija allí '¿Olvidó su contraseña?'.`,
  alreadyRegisteredIgnore:
    'Si no fue usted, puede ignorar este correo electrónico: su cuenta no ha cambiado.',

  passwordResetSubject: (institution) => `Restablezca la contraseña de su solicitud de ${institution}`,
  passwordResetRequested: 'Recibimos una petición para restablecer la contraseña de su cuenta de solicitud.',
  passwordResetLink: (link) =>
    `Para elegir una contraseña nueva, abra este enlace en menos de una hora: ${link}`,
  passwordResetIgnore:
    'Si usted no lo pidió, puede ignorar este correo electrónico: su contraseña no ha cambiado.',

  releaseSubject: 'Hay novedades sobre su solicitud',
  releaseUpdate: (institution, applicationTitle) =>
    `Hay novedades sobre su ${applicationTitle} a ${institution}.`,
  // The link last and alone, as in English.
  releaseSignIn: (loginUrl) => `Inicie sesión para leerlas: ${loginUrl}`,
};
