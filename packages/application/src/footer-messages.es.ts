import type { FooterMessages } from './footer-messages';

/** The footer's Help and Privacy dialogs in Spanish (issue 32; docs/glossary-es.md). */
export const FOOTER_MESSAGES_ES: FooterMessages = {
  helpDialogTitle: 'Ayuda',
  helpDialogDescription: 'Dónde obtener ayuda con su solicitud.',
  helpTechnicalHeading: 'Ayuda técnica',
  helpTechnicalBody: 'Para obtener ayuda técnica con esta solicitud, escriba por correo electrónico a:',
  helpPdfReaderBody: 'Los documentos de la solicitud son archivos PDF. Si no puede abrirlos:',
  helpContactHeading: 'Comuníquese con la Oficina de Admisiones',
  helpContactEmail: 'Correo electrónico',
  helpContactPhone: 'Teléfono',
  helpContactHours: 'Horario',
  helpContactAddress: 'Dirección',
  privacyDialogTitle: 'Privacidad',
  privacyDialogDescription: 'Cómo usamos su información y las cookies que utiliza este sitio.',
  privacyPolicyHeading: 'Política de privacidad',
  cookieNoticeHeading: 'Cookies',
};
