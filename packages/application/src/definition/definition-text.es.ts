import { translateDefinition } from './definition-text.en';

/**
 * The words of the application definition in Spanish (issue 32), each under its English text, in
 * the terms of docs/glossary-es.md. `{number}`, `{min}`, `{max}`, `{institution}`, `{satCode}` and
 * `{actCode}` are kept as written: the definition and the site configuration fill them.
 */
export const DEFINITION_TRANSLATION_ES = {
  // Addresses and school searches (field-groups.ts).
  'State/Province': 'Estado o provincia',
  'Street Address': 'Dirección',
  'Start typing, then choose the address from the list, or type it in full.':
    'Empiece a escribir y luego elija la dirección de la lista, o escríbala completa.',
  City: 'Ciudad',
  Country: 'País',
  'ZIP/Postal Code': 'Código postal (ZIP)',
  'Type the name of the school, then choose it from the list. If it is not listed, type its full name.':
    'Escriba el nombre de la escuela y luego elíjala de la lista. Si no aparece, escriba su nombre completo.',

  // Page 1, About You (about-page.ts).
  'Personal Information': 'Información personal',
  'As it appears on your passport, birth certificate or other legal documents.':
    'Tal como aparece en su pasaporte, acta de nacimiento u otros documentos legales.',
  'Middle Name': 'Segundo nombre',
  'Preferred First Name': 'Nombre preferido',
  'If you go by a name other than your legal first name, tell us what to call you.':
    'Si usa un nombre distinto de su nombre legal, díganos cómo prefiere que nos dirijamos a usted.',
  'Date of Birth': 'Fecha de nacimiento',
  'The sex shown on your legal documents, such as your birth certificate or passport.':
    'El sexo que figura en sus documentos legales, como su acta de nacimiento o su pasaporte.',
  'Answer questions about gender identity': 'Responder preguntas sobre identidad de género',
  'You may also tell us your gender identity and the pronouns you use, so that we address you correctly. These questions are optional and your answers do not affect admission.':
    'También puede indicarnos su identidad de género y los pronombres que usa, para que nos dirijamos a usted correctamente. Estas preguntas son opcionales y sus respuestas no afectan la admisión.',
  'What is your gender identity?': '¿Cuál es su identidad de género?',
  'What are your pronouns?': '¿Cuáles son sus pronombres?',
  "Will you be the first in your family to earn a bachelor's degree?":
    '¿Será usted la primera persona de su familia en obtener un título de licenciatura (bachelor’s degree)?',
  "Answer Yes if none of your parents or guardians has a bachelor's degree.":
    'Responda Sí si ninguno de sus padres o tutores legales tiene un título de licenciatura.',
  'Have you ever taken classes at {institution}?': '¿Ha tomado clases alguna vez en {institution}?',
  'What is your primary language?': '¿Cuál es su idioma principal?',
  'The language you speak most often, for example English or Spanish.':
    'El idioma que habla con más frecuencia, por ejemplo inglés o español.',
  'Phone Numbers': 'Números de teléfono',
  'Give us at least one phone number where we can reach you.':
    'Indíquenos al menos un número de teléfono en el que podamos comunicarnos con usted.',
  'Where is your phone number?': '¿De dónde es su número de teléfono?',
  'U.S. Phone Numbers': 'Números de teléfono de los EE. UU.',
  'Home Phone': 'Teléfono de casa',
  'Cell Phone': 'Teléfono celular',
  'Send me text message updates about my application.':
    'Envíenme novedades sobre mi solicitud por mensaje de texto.',
  'Message and data rates may apply. Reply STOP at any time to end them.':
    'Pueden aplicarse tarifas de mensajes y datos. Responda STOP en cualquier momento para dejar de recibirlos.',
  'International Phone Number': 'Número de teléfono internacional',
  'Include the country code, for example +44 20 7946 0958.':
    'Incluya el código del país, por ejemplo +44 20 7946 0958.',
  'Permanent Address': 'Dirección permanente',
  'The address of the home where you live.': 'La dirección del hogar donde vive.',
  'Do you live in a Georgia county that qualifies for in-state tuition at {institution}?':
    '¿Vive en un condado de Georgia que califica para la matrícula estatal en {institution}?',
  'I certify that the permanent address above is my legal residence.':
    'Certifico que la dirección permanente indicada arriba es mi residencia legal.',
  'Which Alabama county do you live in?': '¿En qué condado de Alabama vive?',
  'Mailing Address': 'Dirección postal',
  'Is your mailing address the same as your permanent address?':
    '¿Su dirección postal es la misma que su dirección permanente?',
  'Contacting Your Family': 'Comunicación con su familia',
  'Which of your parents or guardians may we contact about your application?':
    '¿Con cuál de sus padres o tutores legales podemos comunicarnos sobre su solicitud?',
  'Is either adult you listed your legal guardian rather than your parent?':
    '¿Alguno de los adultos que indicó es su tutor legal en lugar de su padre o madre?',
  Citizenship: 'Ciudadanía',
  'What is your U.S. citizenship status?': '¿Cuál es su situación de ciudadanía en los EE. UU.?',
  'Do you have Deferred Action for Childhood Arrivals (DACA) or another eligible immigration status, such as refugee, asylee or Temporary Protected Status?':
    '¿Tiene Acción Diferida para los Llegados en la Infancia (DACA) u otro estatus migratorio elegible, como refugiado, asilado o Estatus de Protección Temporal?',
  'Nine digits, for example 123-45-6789. U.S. citizens and permanent residents must give it.':
    'Nueve dígitos, por ejemplo 123-45-6789. Los ciudadanos y residentes permanentes de los EE. UU. deben indicarlo.',
  'Ethnicity and Race': 'Origen étnico y raza',
  'These questions are optional. The U.S. Department of Education asks colleges to report them, and your answers do not affect admission.':
    'Estas preguntas son opcionales. El Departamento de Educación de los EE. UU. pide a las universidades que informen estos datos, y sus respuestas no afectan la admisión.',
  'What is your ethnicity?': '¿Cuál es su origen étnico?',
  'Which of these describe your race?': '¿Cuáles de estas opciones describen su raza?',
  'Choose all that apply.': 'Elija todas las que correspondan.',
  'American Indian or Alaska Native': 'Indígena de las Américas o nativo de Alaska',
  Asian: 'Asiático',
  'Black or African American': 'Negro o afroamericano',
  'Native Hawaiian or Other Pacific Islander': 'Nativo de Hawái o de otras islas del Pacífico',
  White: 'Blanco',
  'Military Service': 'Servicio militar',
  'Have you registered with the Selective Service System?':
    '¿Se ha inscrito en el Sistema de Servicio Selectivo?',
  'Men aged 18 through 25 who live in the United States must register. Answer No if you are not 18 yet.':
    'Los hombres de 18 a 25 años que viven en los Estados Unidos deben inscribirse. Responda No si aún no tiene 18 años.',
  'Which of these apply to you?': '¿Cuáles de estas opciones se aplican a usted?',
  'I am a veteran, or I will use military education benefits.':
    'Soy veterano(a) o usaré beneficios educativos militares.',
  'I may qualify for the military tuition rate (active duty, National Guard or Reserve, or the spouse or dependent of a service member).':
    'Es posible que califique para la tarifa de matrícula militar (servicio activo, Guardia Nacional o Reserva, o cónyuge o dependiente de un miembro de las fuerzas armadas).',
  'I am applying through a military partnership program.':
    'Presento mi solicitud a través de un programa de colaboración militar.',
  'None of these apply to me.': 'Ninguna de estas opciones se aplica a mí.',
  'Which {institution} military partnership program are you applying through?':
    '¿A través de qué programa de colaboración militar de {institution} presenta su solicitud?',
  Employment: 'Empleo',
  'Are you currently employed?': '¿Tiene empleo actualmente?',
  'Who is your employer?': '¿Quién es su empleador?',

  // Parent/Guardian 1 and 2 (parent-section.ts).
  'Parent/Guardian {number}': 'Padre/Madre/Tutor {number}',
  'Leave this part blank if you have only one parent or guardian to list.':
    'Deje esta parte en blanco si solo tiene un padre, madre o tutor legal que indicar.',
  'Relationship to You': 'Parentesco con usted',
  Prefix: 'Tratamiento',
  'First Name': 'Nombre',
  'Last Name': 'Apellido',
  'Email Address': 'Dirección de correo electrónico',
  'Phone Number': 'Número de teléfono',
  'Phone Type': 'Tipo de teléfono',
  'Highest Level of Education': 'Nivel de estudios más alto',
  'Describe their education': 'Describa sus estudios',
  'Did this parent or guardian attend {institution}?':
    '¿Este padre, madre o tutor legal estudió en {institution}?',
  'Does this parent or guardian live at your permanent address?':
    '¿Este padre, madre o tutor legal vive en su dirección permanente?',
  'Parent/Guardian {number} Address': 'Dirección de Padre/Madre/Tutor {number}',

  // Page 2, Your Academics (education-page.ts).
  'Your Plans': 'Sus planes',
  'You can change your major after you enroll.': 'Puede cambiar de especialidad después de inscribirse.',
  'High School': 'Escuela secundaria',
  'Have you graduated from high school, or will you graduate before you enroll?':
    '¿Se graduó de la escuela secundaria, o se graduará antes de inscribirse?',
  'Your High School': 'Su escuela secundaria',
  'When did you graduate, or when will you graduate?': '¿Cuándo se graduó o cuándo se graduará?',
  'Graduation Month': 'Mes de graduación',
  'Graduation Year': 'Año de graduación',
  'Have you earned a GED or another high school equivalency credential?':
    '¿Obtuvo un GED u otra credencial de equivalencia de la escuela secundaria?',
  'When did you earn it?': '¿Cuándo la obtuvo?',
  'GED Month': 'Mes del GED',
  'GED Year': 'Año del GED',
  'What kind of high school did you attend?': '¿A qué tipo de escuela secundaria asistió?',
  'School Counselor': 'Consejero escolar',
  'We may contact your counselor about your transcript. Leave this blank if you do not have one.':
    'Es posible que nos comuniquemos con su consejero escolar sobre su expediente académico. Deje esto en blanco si no tiene uno.',
  'Counselor First Name': 'Nombre del consejero escolar',
  'Counselor Last Name': 'Apellido del consejero escolar',
  'Counselor Email Address': 'Dirección de correo electrónico del consejero escolar',
  'Your Unofficial Transcript': 'Su expediente académico no oficial',
  'Upload a Copy': 'Subir una copia',
  'Unofficial High School Transcript': 'Expediente académico no oficial de la escuela secundaria',
  'A copy of your transcript helps us review your application while the official one is on its way.':
    'Una copia de su expediente académico nos ayuda a revisar su solicitud mientras llega el oficial.',
  'My School Will Send It': 'Mi escuela lo enviará',
  'Nothing to upload: we will review your application once your official transcript arrives from your school. Ask your counselor to send it after you submit.':
    'No necesita subir nada: revisaremos su solicitud cuando llegue su expediente académico oficial de su escuela. Pida a su consejero escolar que lo envíe después de que usted envíe la solicitud.',
  'Colleges and Universities': 'Universidades',
  'List each college or university where you have taken classes, including dual enrollment classes taken in high school. Leave this blank if you have not taken any.':
    'Indique cada universidad en la que haya tomado clases, incluidas las clases de inscripción doble (dual enrollment) tomadas en la escuela secundaria. Deje esto en blanco si no ha tomado ninguna.',
  'Grades and Test Scores': 'Calificaciones y puntuaciones de exámenes',
  'High School GPA': 'Promedio de calificaciones (GPA) de la escuela secundaria',
  'Your cumulative grade point average as your transcript shows it, for example 3.45.':
    'Su promedio de calificaciones acumulado tal como aparece en su expediente académico, por ejemplo 3.45.',
  'GPA Scale': 'Escala del GPA',
  'The highest GPA your school gives, for example 4.0.':
    'El GPA más alto que otorga su escuela, por ejemplo 4.0.',
  'Would you like to report SAT or ACT scores?': '¿Desea informar puntuaciones del SAT o del ACT?',
  'Test scores are optional. To send official scores, use SAT code {satCode} or ACT code {actCode}.':
    'Las puntuaciones de exámenes son opcionales. Para enviar puntuaciones oficiales, use el código del SAT {satCode} o el código del ACT {actCode}.',
  'Between {min} and {max}.': 'Entre {min} y {max}.',
  'SAT Total Score': 'Puntuación total del SAT',
  'When did you take the SAT?': '¿Cuándo tomó el SAT?',
  'SAT Month': 'Mes del SAT',
  'SAT Year': 'Año del SAT',
  'ACT Composite Score': 'Puntuación compuesta del ACT',
  'When did you take the ACT?': '¿Cuándo tomó el ACT?',
  'ACT Month': 'Mes del ACT',
  'ACT Year': 'Año del ACT',
  'Application Fee': 'Cuota de solicitud',
  'Do you have an application fee waiver?': '¿Tiene una exención de la cuota de solicitud?',
  'For example from the College Board, ACT, NACAC or your school counselor.':
    'Por ejemplo, del College Board, de ACT, de NACAC o de su consejero escolar.',
  'Fee Waiver Code': 'Código de exención de la cuota',
  'Would you like to ask us to waive the fee because paying it would be a financial hardship?':
    '¿Desea pedirnos la exención de la cuota porque pagarla le causaría dificultades económicas?',
  'Counselor Fee-Waiver Letter': 'Carta de exención de la cuota del consejero escolar',
  'A letter from your school counselor confirming that the fee would be a hardship speeds up the waiver.':
    'Una carta de su consejero escolar que confirme que la cuota le causaría dificultades agiliza la exención.',

  // Prior colleges, through 'Add Another' (prior-colleges.ts).
  'College {number}': 'Universidad {number}',
  'College or University': 'Universidad',
  'When did you start there?': '¿Cuándo empezó allí?',
  'Start Month': 'Mes de inicio',
  'Start Year': 'Año de inicio',
  'When did you finish there, or when will you finish?': '¿Cuándo terminó allí, o cuándo terminará?',
  'Last Month': 'Mes de finalización',
  'Last Year': 'Año de finalización',

  // Page 3, Final Steps (final-steps-page.ts).
  'Nondiscrimination Statement': 'Declaración de no discriminación',
  '{institution} does not discriminate on the basis of race, color, religion, national origin, sex, sexual orientation, gender identity, age, disability, genetic information or veteran status in its admission decisions, programs or activities.':
    '{institution} no discrimina por motivos de raza, color, religión, origen nacional, sexo, orientación sexual, identidad de género, edad, discapacidad, información genética o condición de veterano en sus decisiones de admisión, programas o actividades.',
  'Questions about this policy may be sent to the Office of Undergraduate Admissions.':
    'Puede enviar sus preguntas sobre esta política a la Oficina de Admisiones de Pregrado.',
  'I have read the nondiscrimination statement.': 'He leído la declaración de no discriminación.',
  Conduct: 'Conducta',
  'A Yes answer does not by itself prevent your admission. Answer honestly: we review each answer in context.':
    'Una respuesta afirmativa no impide por sí sola su admisión. Responda con sinceridad: revisamos cada respuesta en su contexto.',
  'When did this happen?': '¿Cuándo ocurrió?',
  Month: 'Mes',
  Year: 'Año',
  'Tell us what happened.': 'Cuéntenos qué ocurrió.',
  'Include anything you would like us to know, such as what you have learned since.':
    'Incluya todo lo que quiera que sepamos, como lo que ha aprendido desde entonces.',
  'Have you ever been convicted of a crime other than a minor traffic violation, or are criminal charges pending against you?':
    '¿Alguna vez ha sido condenado(a) por un delito que no sea una infracción de tránsito menor, o tiene cargos penales pendientes?',
  'Have you ever been suspended, expelled or dismissed from a school or college for disciplinary reasons?':
    '¿Alguna vez ha sido suspendido(a), expulsado(a) o dado(a) de baja de una escuela o universidad por motivos disciplinarios?',
  'Have you ever been found responsible for, or charged with, sexual assault or another violent offense?':
    '¿Alguna vez ha sido declarado(a) responsable de agresión sexual u otro delito violento, o acusado(a) de ello?',
  'Conduct Explanation Letter': 'Carta de explicación sobre la conducta',
  'If you answered Yes above, you may attach a letter or a court or school record that explains it.':
    'Si respondió Sí arriba, puede adjuntar una carta o un documento judicial o escolar que lo explique.',
  'Counselor Recommendation': 'Recomendación del consejero escolar',
  'Do you waive your right to see the recommendation your school counselor sends us?':
    '¿Renuncia a su derecho a ver la recomendación que nos envíe su consejero escolar?',
  'Once you enroll, the Family Educational Rights and Privacy Act (FERPA) lets you see your admission records unless you waive that right for recommendations. Your answer does not affect admission.':
    'Una vez que se inscriba, la Ley de Derechos Educativos y Privacidad de la Familia (FERPA) le permite ver sus registros de admisión, a menos que renuncie a ese derecho en el caso de las recomendaciones. Su respuesta no afecta la admisión.',
  Agreements: 'Declaraciones',
  'I certify that the information in this application is complete and accurate, and that it is my own.':
    'Certifico que la información de esta solicitud es completa y exacta, y que es mía.',
  'I understand that I must have an official transcript from my high school (or my GED results) and from every college I have attended sent to the admissions office.':
    'Entiendo que debo hacer que se envíe a la Oficina de Admisiones un expediente académico oficial de mi escuela secundaria (o mis resultados del GED) y de cada universidad a la que he asistido.',
  'I understand that false or missing information may lead to the refusal or withdrawal of my admission.':
    'Entiendo que la información falsa o incompleta puede dar lugar al rechazo o a la anulación de mi admisión.',
  'I allow the admissions office to check the information I have given with the schools I have attended and with testing agencies.':
    'Autorizo a la Oficina de Admisiones a verificar la información que he proporcionado con las escuelas a las que he asistido y con las agencias de exámenes.',

  // The coded answer choices (options/answer-choices.ts) and the months (options/months.ts).
  Yes: 'Sí',
  No: 'No',
  'U.S. Citizen': 'Ciudadano(a) de los EE. UU.',
  'U.S. Permanent Resident (green card holder)': 'Residente permanente de los EE. UU. (tarjeta verde)',
  'Not a U.S. Citizen or Permanent Resident': 'Ni ciudadano(a) ni residente permanente de los EE. UU.',
  'Deferred Action for Childhood Arrivals (DACA)': 'Acción Diferida para los Llegados en la Infancia (DACA)',
  'Temporary Protected Status (TPS)': 'Estatus de Protección Temporal (TPS)',
  Refugee: 'Refugiado(a)',
  Asylee: 'Asilado(a)',
  'Humanitarian parolee': 'Permiso de permanencia temporal humanitario (parole)',
  'T visa holder (survivor of human trafficking)': 'Titular de visa T (sobreviviente de trata de personas)',
  'U visa holder (survivor of a crime)': 'Titular de visa U (sobreviviente de un delito)',
  'Another eligible category': 'Otra categoría elegible',
  Male: 'Masculino',
  Female: 'Femenino',
  Woman: 'Mujer',
  Man: 'Hombre',
  'Non-binary': 'No binario',
  'Another gender identity': 'Otra identidad de género',
  'Prefer not to say': 'Prefiero no decirlo',
  'she/her': 'ella',
  'he/him': 'él',
  'they/them': 'elle',
  'Other pronouns': 'Otros pronombres',
  'Hispanic or Latino': 'Hispano o latino',
  'Not Hispanic or Latino': 'Ni hispano ni latino',
  Mother: 'Madre',
  Father: 'Padre',
  Stepmother: 'Madrastra',
  Stepfather: 'Padrastro',
  'Legal guardian': 'Tutor legal',
  Grandparent: 'Abuelo(a)',
  'Other relative or adult': 'Otro familiar o adulto',
  'Mr.': 'Sr.',
  'Ms.': 'Srta.',
  'Mrs.': 'Sra.',
  'Mx.': 'Mx.',
  'Dr.': 'Dr./Dra.',
  'Did not finish high school': 'No terminó la escuela secundaria',
  'High school diploma or GED': 'Diploma de escuela secundaria o GED',
  'Some college, no degree': 'Algunos estudios universitarios, sin título',
  'Associate degree': 'Título de asociado (associate degree)',
  "Bachelor's degree": 'Título de licenciatura (bachelor’s degree)',
  "Master's, doctoral or professional degree": 'Maestría, doctorado o título profesional',
  "I don't know": 'No lo sé',
  Other: 'Otro',
  Cell: 'Celular',
  Home: 'Casa',
  Work: 'Trabajo',
  'Parent/Guardian 1 only': 'Solo Padre/Madre/Tutor 1',
  'Both Parent/Guardian 1 and Parent/Guardian 2': 'Padre/Madre/Tutor 1 y Padre/Madre/Tutor 2',
  'Neither: contact only me': 'Ninguno: comuníquense solo conmigo',
  'Public school': 'Escuela pública',
  'Private school': 'Escuela privada',
  'Charter school': 'Escuela chárter',
  'Home school': 'Educación en el hogar',
  'Online or virtual school': 'Escuela en línea o virtual',
  'School outside the United States': 'Escuela fuera de los Estados Unidos',
  '4.0': '4.0',
  '5.0': '5.0',
  '6.0': '6.0',
  '10.0': '10.0',
  '100': '100',
  January: 'Enero',
  February: 'Febrero',
  March: 'Marzo',
  April: 'Abril',
  May: 'Mayo',
  June: 'Junio',
  July: 'Julio',
  August: 'Agosto',
  September: 'Septiembre',
  October: 'Octubre',
  November: 'Noviembre',
  December: 'Diciembre',
} satisfies Readonly<Record<string, string>>;

/** The definition's words in Spanish, as a catalogue's `definition`. */
export const DEFINITION_TEXT_ES = translateDefinition(DEFINITION_TRANSLATION_ES);
