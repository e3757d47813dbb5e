import { MONTH_NAMES } from '../options/months';

/**
 * The words of the application definition (section titles and descriptions, question labels and
 * hints, legends, tab names and paragraphs) and of its answer choices (the coded lists and the months;
 * `resolveOptionsIn`), each a message whose id is its English text. The
 * definition asks for them through a catalogue's `DefinitionText` (`text.definition('City')`), so the
 * English application is built with the identity and another language with its translation of this
 * list; a translation that misses one of them does not compile, and a text reworded in English makes
 * every translation of it fail to compile until it is translated again.
 *
 * Why English ids rather than named ones (`about.personalTitle`): the definition is part of the
 * applicant's first visit, and named ids put every name and every lookup into that JavaScript (+1.4 KB
 * gzipped, measured; over the 120 KB budget). English ids cost nothing there: this list is a type only
 * and never reaches the browser. docs/decisions.md.
 *
 * Texts the validator also says (a label that is a required message, the phone and SSN messages)
 * are named messages of `MESSAGES`. `{number}`, `{min}` and `{max}` are filled by the definition;
 * `{institution}`, `{satCode}` and `{actCode}` by the site configuration (text-tokens.ts).
 */
export const DEFINITION_TEXTS = [
  // Addresses and school searches (field-groups.ts).
  'State/Province',
  'Street Address',
  'Start typing, then choose the address from the list, or type it in full.',
  'City',
  'Country',
  'ZIP/Postal Code',
  'Type the name of the school, then choose it from the list. If it is not listed, type its full name.',

  // Page 1, About You (about-page.ts).
  'Personal Information',
  'As it appears on your passport, birth certificate or other legal documents.',
  'Middle Name',
  'Preferred First Name',
  'If you go by a name other than your legal first name, tell us what to call you.',
  'Date of Birth',
  'The sex shown on your legal documents, such as your birth certificate or passport.',
  'Answer questions about gender identity',
  'You may also tell us your gender identity and the pronouns you use, so that we address you correctly. These questions are optional and your answers do not affect admission.',
  'What is your gender identity?',
  'What are your pronouns?',
  "Will you be the first in your family to earn a bachelor's degree?",
  "Answer Yes if none of your parents or guardians has a bachelor's degree.",
  'Have you ever taken classes at {institution}?',
  'What is your primary language?',
  'The language you speak most often, for example English or Spanish.',
  'Phone Numbers',
  'Give us at least one phone number where we can reach you.',
  'Where is your phone number?',
  'U.S. Phone Numbers',
  'Home Phone',
  'Cell Phone',
  'Send me text message updates about my application.',
  'Message and data rates may apply. Reply STOP at any time to end them.',
  'International Phone Number',
  'Include the country code, for example +44 20 7946 0958.',
  'Permanent Address',
  'The address of the home where you live.',
  'Do you live in a Georgia county that qualifies for in-state tuition at {institution}?',
  'I certify that the permanent address above is my legal residence.',
  'Which Alabama county do you live in?',
  'Mailing Address',
  'Is your mailing address the same as your permanent address?',
  'Contacting Your Family',
  'Which of your parents or guardians may we contact about your application?',
  'Is either adult you listed your legal guardian rather than your parent?',
  'Citizenship',
  'What is your U.S. citizenship status?',
  'Do you have Deferred Action for Childhood Arrivals (DACA) or another eligible immigration status, such as refugee, asylee or Temporary Protected Status?',
  'Nine digits, for example 123-45-6789. U.S. citizens and permanent residents must give it.',
  'Ethnicity and Race',
  'These questions are optional. The U.S. Department of Education asks colleges to report them, and your answers do not affect admission.',
  'What is your ethnicity?',
  'Which of these describe your race?',
  'Choose all that apply.',
  'American Indian or Alaska Native',
  'Asian',
  'Black or African American',
  'Native Hawaiian or Other Pacific Islander',
  'White',
  'Military Service',
  'Have you registered with the Selective Service System?',
  'Men aged 18 through 25 who live in the United States must register. Answer No if you are not 18 yet.',
  'Which of these apply to you?',
  'I am a veteran, or I will use military education benefits.',
  'I may qualify for the military tuition rate (active duty, National Guard or Reserve, or the spouse or dependent of a service member).',
  'I am applying through a military partnership program.',
  'None of these apply to me.',
  'Which {institution} military partnership program are you applying through?',
  'Employment',
  'Are you currently employed?',
  'Who is your employer?',

  // Parent/Guardian 1 and 2 (parent-section.ts).
  'Parent/Guardian {number}',
  'Leave this part blank if you have only one parent or guardian to list.',
  'Relationship to You',
  'Prefix',
  'First Name',
  'Last Name',
  'Email Address',
  'Phone Number',
  'Phone Type',
  'Highest Level of Education',
  'Describe their education',
  'Did this parent or guardian attend {institution}?',
  'Does this parent or guardian live at your permanent address?',
  'Parent/Guardian {number} Address',

  // Page 2, Your Academics (education-page.ts).
  'Your Plans',
  'You can change your major after you enroll.',
  'High School',
  'Have you graduated from high school, or will you graduate before you enroll?',
  'Your High School',
  'When did you graduate, or when will you graduate?',
  'Graduation Month',
  'Graduation Year',
  'Have you earned a GED or another high school equivalency credential?',
  'When did you earn it?',
  'GED Month',
  'GED Year',
  'What kind of high school did you attend?',
  'School Counselor',
  'We may contact your counselor about your transcript. Leave this blank if you do not have one.',
  'Counselor First Name',
  'Counselor Last Name',
  'Counselor Email Address',
  'Your Unofficial Transcript',
  'Upload a Copy',
  'Unofficial High School Transcript',
  'A copy of your transcript helps us review your application while the official one is on its way.',
  'My School Will Send It',
  'Nothing to upload: we will review your application once your official transcript arrives from your school. Ask your counselor to send it after you submit.',
  'Colleges and Universities',
  'List each college or university where you have taken classes, including dual enrollment classes taken in high school. Leave this blank if you have not taken any.',
  'Grades and Test Scores',
  'High School GPA',
  'Your cumulative grade point average as your transcript shows it, for example 3.45.',
  'GPA Scale',
  'The highest GPA your school gives, for example 4.0.',
  'Would you like to report SAT or ACT scores?',
  'Test scores are optional. To send official scores, use SAT code {satCode} or ACT code {actCode}.',
  'Between {min} and {max}.',
  'SAT Total Score',
  'When did you take the SAT?',
  'SAT Month',
  'SAT Year',
  'ACT Composite Score',
  'When did you take the ACT?',
  'ACT Month',
  'ACT Year',
  'Application Fee',
  'Do you have an application fee waiver?',
  'For example from the College Board, ACT, NACAC or your school counselor.',
  'Fee Waiver Code',
  'Would you like to ask us to waive the fee because paying it would be a financial hardship?',
  'Counselor Fee-Waiver Letter',
  'A letter from your school counselor confirming that the fee would be a hardship speeds up the waiver.',

  // Prior colleges, through 'Add Another' (prior-colleges.ts).
  'College {number}',
  'College or University',
  'When did you start there?',
  'Start Month',
  'Start Year',
  'When did you finish there, or when will you finish?',
  'Last Month',
  'Last Year',

  // Page 3, Final Steps (final-steps-page.ts).
  'Nondiscrimination Statement',
  '{institution} does not discriminate on the basis of race, color, religion, national origin, sex, sexual orientation, gender identity, age, disability, genetic information or veteran status in its admission decisions, programs or activities.',
  'Questions about this policy may be sent to the Office of Undergraduate Admissions.',
  'I have read the nondiscrimination statement.',
  'Conduct',
  'A Yes answer does not by itself prevent your admission. Answer honestly: we review each answer in context.',
  'When did this happen?',
  'Month',
  'Year',
  'Tell us what happened.',
  'Include anything you would like us to know, such as what you have learned since.',
  'Have you ever been convicted of a crime other than a minor traffic violation, or are criminal charges pending against you?',
  'Have you ever been suspended, expelled or dismissed from a school or college for disciplinary reasons?',
  'Have you ever been found responsible for, or charged with, sexual assault or another violent offense?',
  'Conduct Explanation Letter',
  'If you answered Yes above, you may attach a letter or a court or school record that explains it.',
  'Counselor Recommendation',
  'Do you waive your right to see the recommendation your school counselor sends us?',
  'Once you enroll, the Family Educational Rights and Privacy Act (FERPA) lets you see your admission records unless you waive that right for recommendations. Your answer does not affect admission.',
  'Agreements',
  'I certify that the information in this application is complete and accurate, and that it is my own.',
  'I understand that I must have an official transcript from my high school (or my GED results) and from every college I have attended sent to the admissions office.',
  'I understand that false or missing information may lead to the refusal or withdrawal of my admission.',
  'I allow the admissions office to check the information I have given with the schools I have attended and with testing agencies.',

  // The coded answer choices (options/answer-choices.ts) and the months (options/months.ts).
  'Yes',
  'No',
  'U.S. Citizen',
  'U.S. Permanent Resident (green card holder)',
  'Not a U.S. Citizen or Permanent Resident',
  'Deferred Action for Childhood Arrivals (DACA)',
  'Temporary Protected Status (TPS)',
  'Refugee',
  'Asylee',
  'Humanitarian parolee',
  'T visa holder (survivor of human trafficking)',
  'U visa holder (survivor of a crime)',
  'Another eligible category',
  'Male',
  'Female',
  'Woman',
  'Man',
  'Non-binary',
  'Another gender identity',
  'Prefer not to say',
  'she/her',
  'he/him',
  'they/them',
  'Other pronouns',
  'Hispanic or Latino',
  'Not Hispanic or Latino',
  'Mother',
  'Father',
  'Stepmother',
  'Stepfather',
  'Legal guardian',
  'Grandparent',
  'Other relative or adult',
  'Mr.',
  'Ms.',
  'Mrs.',
  'Mx.',
  'Dr.',
  'Did not finish high school',
  'High school diploma or GED',
  'Some college, no degree',
  'Associate degree',
  "Bachelor's degree",
  "Master's, doctoral or professional degree",
  "I don't know",
  'Other',
  'Cell',
  'Home',
  'Work',
  'Parent/Guardian 1 only',
  'Both Parent/Guardian 1 and Parent/Guardian 2',
  'Neither: contact only me',
  'Public school',
  'Private school',
  'Charter school',
  'Home school',
  'Online or virtual school',
  'School outside the United States',
  '4.0',
  '5.0',
  '6.0',
  '10.0',
  '100',
  ...MONTH_NAMES,
] as const;

/** A word of the definition, by its English text. */
export type DefinitionTextId = (typeof DEFINITION_TEXTS)[number];

/** A translation of the definition's words: every one of them, none left out. */
export type DefinitionTranslation = Readonly<Record<DefinitionTextId, string>>;

/** The numbers a text names as `{name}` (a college's number, a score's range). */
export type DefinitionTextValues = Readonly<Record<string, number>>;

/** A catalogue's words of the definition: the text of an id, its `{name}` values filled in. */
export type DefinitionText = (id: DefinitionTextId, values?: DefinitionTextValues) => string;

function fill(text: string, values: DefinitionTextValues | undefined): string {
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
}

/** The definition in English: the ids are the English texts. */
export const DEFINITION_TEXT_EN: DefinitionText = (id, values) => fill(id, values);

/** The definition's words in another language, from its translation of every id. */
export function translateDefinition(translation: DefinitionTranslation): DefinitionText {
  return (id, values) => fill(translation[id], values);
}
