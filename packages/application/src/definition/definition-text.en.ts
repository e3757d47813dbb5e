import type { CatalogueOf } from '../catalogue-of';

/**
 * The English words of the application definition: section titles and descriptions, question
 * labels and hints, block legends and content paragraphs, grouped as the definition files are.
 * `buildApplication` reads them; the texts the validator also says (a label that is a required
 * message, the phone and SSN messages) stay in `MESSAGES` and are read from there. `{institution}`,
 * `{satCode}` and `{actCode}` are text tokens the site configuration fills in (text-tokens.ts).
 */
export const DEFINITION_TEXT_EN = {
  /** Addresses and school searches (field-groups.ts). */
  fieldGroups: {
    stateProvince: 'State/Province',
    streetAddress: 'Street Address',
    streetAddressHint: 'Start typing, then choose the address from the list, or type it in full.',
    city: 'City',
    country: 'Country',
    zip: 'ZIP/Postal Code',
    schoolSearchHint:
      'Type the name of the school, then choose it from the list. If it is not listed, type its full name.',
    schoolName: 'School Name',
  },

  /** Page 1, About You (about-page.ts). */
  about: {
    personalTitle: 'Personal Information',
    firstNameHint: 'As it appears on your passport, birth certificate or other legal documents.',
    middleName: 'Middle Name',
    preferredName: 'Preferred First Name',
    preferredNameHint: 'If you go by a name other than your legal first name, tell us what to call you.',
    birthDate: 'Date of Birth',
    genderHint: 'The sex shown on your legal documents, such as your birth certificate or passport.',
    genderIdentityConfirm: 'Answer questions about gender identity',
    genderIdentityIntro:
      'You may also tell us your gender identity and the pronouns you use, so that we address you correctly. These questions are optional and your answers do not affect admission.',
    genderIdentity: 'What is your gender identity?',
    pronouns: 'What are your pronouns?',
    firstGeneration: "Will you be the first in your family to earn a bachelor's degree?",
    firstGenerationHint: "Answer Yes if none of your parents or guardians has a bachelor's degree.",
    attendedBefore: 'Have you ever taken classes at {institution}?',
    primaryLanguage: 'What is your primary language?',
    primaryLanguageHint: 'The language you speak most often, for example English or Spanish.',

    contactTitle: 'Phone Numbers',
    contactDescription: 'Give us at least one phone number where we can reach you.',
    phoneTabs: 'Where is your phone number?',
    usPhoneTab: 'U.S. Phone Numbers',
    homePhone: 'Home Phone',
    cellPhone: 'Cell Phone',
    smsOptIn: 'Send me text message updates about my application.',
    smsOptInHint: 'Message and data rates may apply. Reply STOP at any time to end them.',
    internationalPhone: 'International Phone Number',
    internationalPhoneHint: 'Include the country code, for example +44 20 7946 0958.',

    permanentAddressTitle: 'Permanent Address',
    permanentAddressDescription: 'The address of the home where you live.',
    georgiaCounty: 'Do you live in a Georgia county that qualifies for in-state tuition at {institution}?',
    certifyAddress: 'I certify that the permanent address above is my legal residence.',
    alabamaCounty: 'Which Alabama county do you live in?',

    mailingAddressTitle: 'Mailing Address',
    mailingSameAsPermanent: 'Is your mailing address the same as your permanent address?',
    mailingMessagePrefix: 'Mailing Address: ',

    familyContactTitle: 'Contacting Your Family',
    parentContact: 'Which of your parents or guardians may we contact about your application?',
    isGuardian: 'Is either adult you listed your legal guardian rather than your parent?',

    citizenshipTitle: 'Citizenship',
    citizenshipType: 'What is your U.S. citizenship status?',
    deferredAction:
      'Do you have Deferred Action for Childhood Arrivals (DACA) or another eligible immigration status, such as refugee, asylee or Temporary Protected Status?',
    ssnHint: 'Nine digits, for example 123-45-6789. U.S. citizens and permanent residents must give it.',

    demographicsTitle: 'Ethnicity and Race',
    demographicsDescription:
      'These questions are optional. The U.S. Department of Education asks colleges to report them, and your answers do not affect admission.',
    ethnicity: 'What is your ethnicity?',
    race: 'Which of these describe your race?',
    chooseAll: 'Choose all that apply.',
    raceAmericanIndian: 'American Indian or Alaska Native',
    raceAsian: 'Asian',
    raceBlack: 'Black or African American',
    raceNativeHawaiian: 'Native Hawaiian or Other Pacific Islander',
    raceWhite: 'White',

    militaryTitle: 'Military Service',
    selectiveService: 'Have you registered with the Selective Service System?',
    selectiveServiceHint:
      'Men aged 18 through 25 who live in the United States must register. Answer No if you are not 18 yet.',
    militaryStatus: 'Which of these apply to you?',
    veteran: 'I am a veteran, or I will use military education benefits.',
    militaryTuitionRate:
      'I may qualify for the military tuition rate (active duty, National Guard or Reserve, or the spouse or dependent of a service member).',
    militaryPartnership: 'I am applying through a military partnership program.',
    militaryNotApplicable: 'None of these apply to me.',
    militaryPartnershipProgram: 'Which {institution} military partnership program are you applying through?',

    employmentTitle: 'Employment',
    employed: 'Are you currently employed?',
    employer: 'Who is your employer?',
  },

  /** Parent/Guardian 1 and 2 (parent-section.ts). */
  parent: {
    title: (number: number) => `Parent/Guardian ${number}`,
    secondDescription: 'Leave this part blank if you have only one parent or guardian to list.',
    relationship: 'Relationship to You',
    prefix: 'Prefix',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    phone: 'Phone Number',
    phoneType: 'Phone Type',
    education: 'Highest Level of Education',
    educationOther: 'Describe their education',
    alumnus: 'Did this parent or guardian attend {institution}?',
    livesAtPermanentAddress: 'Does this parent or guardian live at your permanent address?',
    address: (number: number) => `Parent/Guardian ${number} Address`,
  },

  /** Page 2, Your Academics (education-page.ts). */
  education: {
    plansTitle: 'Your Plans',
    majorHint: 'You can change your major after you enroll.',

    highSchoolTitle: 'High School',
    graduated: 'Have you graduated from high school, or will you graduate before you enroll?',
    highSchool: 'Your High School',
    highSchoolName: 'High School Name',
    graduation: 'When did you graduate, or when will you graduate?',
    graduationMonth: 'Graduation Month',
    graduationYear: 'Graduation Year',
    gedEarned: 'Have you earned a GED or another high school equivalency credential?',
    gedDate: 'When did you earn it?',
    gedMonth: 'GED Month',
    gedYear: 'GED Year',
    instructionType: 'What kind of high school did you attend?',

    counselorTitle: 'School Counselor',
    counselorDescription:
      'We may contact your counselor about your transcript. Leave this blank if you do not have one.',
    counselorFirstName: 'Counselor First Name',
    counselorLastName: 'Counselor Last Name',
    counselorEmail: 'Counselor Email Address',
    transcriptTabs: 'Your Unofficial Transcript',
    uploadTab: 'Upload a Copy',
    transcript: 'Unofficial High School Transcript (optional)',
    transcriptHint:
      'A copy of your transcript helps us review your application while the official one is on its way.',
    schoolSendsTab: 'My School Will Send It',
    schoolSendsNote:
      'Nothing to upload: we will review your application once your official transcript arrives from your school. Ask your counselor to send it after you submit.',

    priorCollegesTitle: 'Colleges and Universities',
    priorCollegesDescription:
      'List each college or university where you have taken classes, including dual enrollment classes taken in high school. Leave this blank if you have not taken any.',

    gradesTitle: 'Grades and Test Scores',
    gpa: 'High School GPA',
    gpaHint: 'Your cumulative grade point average as your transcript shows it, for example 3.45.',
    gpaScale: 'GPA Scale',
    gpaScaleHint: 'The highest GPA your school gives, for example 4.0.',
    reportScores: 'Would you like to report SAT or ACT scores?',
    reportScoresHint:
      'Test scores are optional. To send official scores, use SAT code {satCode} or ACT code {actCode}.',
    scoreRange: (min: number, max: number) => `Between ${min} and ${max}.`,
    satScore: 'SAT Total Score',
    satDate: 'When did you take the SAT?',
    satMonth: 'SAT Month',
    satYear: 'SAT Year',
    actScore: 'ACT Composite Score',
    actDate: 'When did you take the ACT?',
    actMonth: 'ACT Month',
    actYear: 'ACT Year',

    feeTitle: 'Application Fee',
    feeWaiver: 'Do you have an application fee waiver?',
    feeWaiverHint: 'For example from the College Board, ACT, NACAC or your school counselor.',
    waiverCode: 'Fee Waiver Code',
    hardshipWaiver:
      'Would you like to ask us to waive the fee because paying it would be a financial hardship?',
    waiverLetter: 'Counselor Fee-Waiver Letter (optional)',
    waiverLetterHint:
      'A letter from your school counselor confirming that the fee would be a hardship speeds up the waiver.',
  },

  /** Prior colleges, through 'Add Another' (prior-colleges.ts). */
  priorColleges: {
    component: (number: number) => `College ${number}`,
    school: 'College or University',
    started: 'When did you start there?',
    startMonth: 'Start Month',
    startYear: 'Start Year',
    finished: 'When did you finish there, or when will you finish?',
    lastMonth: 'Last Month',
    lastYear: 'Last Year',
  },

  /** Page 3, Final Steps (final-steps-page.ts). */
  finalSteps: {
    nondiscriminationTitle: 'Nondiscrimination Statement',
    nondiscrimination:
      '{institution} does not discriminate on the basis of race, color, religion, national origin, sex, sexual orientation, gender identity, age, disability, genetic information or veteran status in its admission decisions, programs or activities.',
    nondiscriminationQuestions:
      'Questions about this policy may be sent to the Office of Undergraduate Admissions.',
    nondiscriminationRead: 'I have read the nondiscrimination statement.',

    conductTitle: 'Conduct',
    conductDescription:
      'A Yes answer does not by itself prevent your admission. Answer honestly: we review each answer in context.',
    conductDate: 'When did this happen?',
    conductMonth: 'Month',
    conductYear: 'Year',
    conductComment: 'Tell us what happened.',
    conductCommentHint: 'Include anything you would like us to know, such as what you have learned since.',
    conviction:
      'Have you ever been convicted of a crime other than a minor traffic violation, or are criminal charges pending against you?',
    suspended:
      'Have you ever been suspended, expelled or dismissed from a school or college for disciplinary reasons?',
    assault:
      'Have you ever been found responsible for, or charged with, sexual assault or another violent offense?',
    conductLetter: 'Conduct Explanation Letter (optional)',
    conductLetterHint:
      'If you answered Yes above, you may attach a letter or a court or school record that explains it.',

    recommendationTitle: 'Counselor Recommendation',
    counselorWaiver: 'Do you waive your right to see the recommendation your school counselor sends us?',
    counselorWaiverHint:
      'Once you enroll, the Family Educational Rights and Privacy Act (FERPA) lets you see your admission records unless you waive that right for recommendations. Your answer does not affect admission.',

    agreementsTitle: 'Agreements',
    agreeAccurate:
      'I certify that the information in this application is complete and accurate, and that it is my own.',
    agreeTranscripts:
      'I understand that I must have an official transcript from my high school (or my GED results) and from every college I have attended sent to the admissions office.',
    agreeConsequences:
      'I understand that false or missing information may lead to the refusal or withdrawal of my admission.',
    agreeVerification:
      'I allow the admissions office to check the information I have given with the schools I have attended and with testing agencies.',
  },
} as const;

/** The definition's words in any language: the shape of the English ones. */
export type DefinitionText = CatalogueOf<typeof DEFINITION_TEXT_EN>;
