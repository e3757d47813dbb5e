// 100,000 applications for the staff benchmark, written by SQL on the database side (one
// generate_series per table, no row crosses from Node), the same statements on PGlite and on
// PostgreSQL. What a real office would hold after a season: applicants with common and rare last
// names, addresses at the usual providers, activity over six months (more of it lately), half of the
// applications still started, a fifth validating (with the errors their browsers last reported) and
// the rest submitted with a reference. Of the submitted (issue 28): nine in ten assigned to one of 15
// readers, unevenly (the busiest holds about three times the quietest's 1,300), most with their
// checklist's required items received, and 45% of those assigned with a decision (half of them
// Admit, a quarter Deny, then Waitlist and Defer), a third of those released.
import { COMPLETE_ANSWERS } from './fixtures.mjs';

/** First names, as the site's applicants might give them. */
const FIRST_NAMES = [
  'Ana',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Mateo',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Isabella',
  'Mia',
  'Ethan',
  'Amelia',
  'James',
  'Harper',
  'Benjamin',
  'Evelyn',
  'Aiden',
  'Camila',
  'Jayden',
  'Aaliyah',
  'Daniel',
  'Sofia',
  'Michael',
  'Zoe',
  'Diego',
  'Chloe',
  'David',
  'Layla',
  'Joseph',
  'Nora',
  'Samuel',
  'Hannah',
  'Kevin',
  'Priya',
  'Wei',
  'Fatima',
  'Omar',
  'Yuki',
  'Minh',
  'Aisha',
  'Carlos',
  'Grace',
  'Jamal',
  'Leah',
  'Andre',
  'Maya',
  'Tyler',
  'Riley',
  'Jordan',
  'Avery',
  'Gabriel',
  'Valentina',
  'Isaac',
  'Madison',
  'Xavier',
  'Naomi',
  'Caleb',
  'Ruby',
  'Hiroshi',
  'Mei',
  'Dmitri',
  'Ingrid',
  'Kofi',
  'Amara',
  'Santiago',
  'Lucia',
  'Rohan',
  'Ananya',
  'Tariq',
  'Leila',
  'Connor',
  'Siobhan',
  'Malik',
  'Imani',
  'Eli',
  'Josephine',
  'Hugo',
  'Clara',
];

/** Common last names, most frequent first: a draw favours the first (about 1.2% are Smith, as in the US census). */
const SURNAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Jimenez',
  "O'Brien",
  'Chen',
  'Okafor',
  'Nakamura',
  'Kowalski',
  'Van der Berg',
];

/**
 * The long tail: one applicant in six has a last name put together from these (3,000 of them, a
 * handful of applicants each), the searches no common name answers quickly by luck.
 */
const SYLLABLES = [
  [
    'Ba',
    'Ko',
    'Mar',
    'Ol',
    'Pe',
    'Sza',
    'Tor',
    'Vel',
    'Ya',
    'Zu',
    'Da',
    'Fi',
    'Gro',
    'Ha',
    'Li',
    'Mo',
    'Ne',
    'Ri',
    'Su',
    'Wi',
    'Ab',
    'Bre',
    'Cas',
    'Dun',
    'Es',
    'Fal',
    'Gal',
    'Hol',
    'Ib',
    'Jar',
  ],
  ['ran', 'li', 'ten', 'do', 'ves', 'mi', 'ko', 'la', 'ro', 'ne'],
  ['ski', 'wicz', 'son', 'berg', 'ova', 'ez', 'elli', 'ton', 'ard', 'ey'],
];

const DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'hotmail.com',
  'aol.com',
  'proton.me',
  'student.k12.ga.us',
];

const TERMS = [
  { value: '202708', label: 'Fall 2027', upTo: 0.55 },
  { value: '202801', label: 'Spring 2028', upTo: 0.7 },
  { value: '202805', label: 'Summer 2028', upTo: 0.75 },
  { value: '202808', label: 'Fall 2028', upTo: 1 },
];

const MAJORS = [
  ['ACCT', 'Accounting'],
  ['ARTS', 'Art and Design'],
  ['BIOL', 'Biology'],
  ['BUSA', 'Business Administration'],
  ['CHEM', 'Chemistry'],
  ['COMM', 'Communication'],
  ['CSCI', 'Computer Science'],
  ['CRJU', 'Criminal Justice'],
  ['EDUC', 'Early Childhood Education'],
  ['ENGL', 'English'],
  ['HIST', 'History'],
  ['KINS', 'Kinesiology'],
  ['MATH', 'Mathematics'],
  ['MUSC', 'Music'],
  ['NURS', 'Nursing'],
  ['PSYC', 'Psychology'],
  ['SOCI', 'Sociology'],
  ['UNDC', 'Undecided'],
];

/** The complete application's answers (no SSN: it is sealed apart) with what the pages add. */
const { ssn: _ssn, ...WITHOUT_SSN } = COMPLETE_ANSWERS;
const FULL_ANSWERS = {
  ...WITHOUT_SSN,
  gender_desc: 'Female',
  country_desc: 'United States',
  state_desc: 'Georgia',
  citizenship_type_desc: 'U.S. Citizen',
  grad_month_desc: 'May',
  middle_name: 'Marie',
  preferred_name: '',
  phone_home: '(706) 555-0187',
  address_line_2: 'Apt 4',
  parent_first_name: 'Rosa',
  parent_last_name: 'Lopez',
  parent_email_address: 'rosa.lopez@example.com',
  parent_phone: '(706) 555-0110',
  hs_address_line_1: '350 S Milledge Ave',
  hs_city: 'Athens',
  hs_zip: '30605',
  hs_gpa: '3.72',
  counselor_first_name: 'Dana',
  counselor_last_name: 'Whitfield',
  counselor_email_address: 'dwhitfield@clarke.k12.ga.us',
};
/** What a started application holds: the first page's answers. */
const ABOUT_KEYS = [
  'first_name',
  'last_name',
  'middle_name',
  'birth_date',
  'gender',
  'gender_desc',
  'phone_mobile',
  'address_line_1',
  'address_line_2',
  'city',
  'country',
  'country_desc',
  'state',
  'state_desc',
  'zip',
];
const ABOUT_ANSWERS = Object.fromEntries(
  Object.entries(FULL_ANSWERS).filter(([key]) => ABOUT_KEYS.includes(key)),
);

/**
 * What a validating applicant's browser last reported (POST /api/validations): questions of the
 * application with their messages, one to three of them, as 'Where applicants get stuck' reads them.
 */
const REPORTED_ERRORS = [
  {
    legal_agree_3: [
      'Confirm that you allow us to check your information with your schools and testing agencies',
    ],
  },
  { birth_date: ['Please enter a valid date of birth.'] },
  { citizenship_type: ['Please select your citizenship status.'] },
  {
    legal_agree_3: [
      'Confirm that you allow us to check your information with your schools and testing agencies',
    ],
    first_name: ['Legal First Name'],
  },
  {
    phone_mobile: ['Please enter a valid phone number: (555) 555-5555.'],
    birth_date: ['Please enter a valid date of birth.'],
  },
  {
    hs_gpa: ['Please enter your GPA.'],
    legal_agree_3: [
      'Confirm that you allow us to check your information with your schools and testing agencies',
    ],
    certify_address: ['Please certify your address.'],
  },
].map((errors) => JSON.stringify(errors));

/** Readers in the office: a season's queues of 1,300 to 3,900 files each. */
const READERS = 15;

const literal = (/** @type {string} */ text) => `'${text.replaceAll("'", "''")}'`;
const array = (/** @type {string[]} */ items) => `array[${items.map(literal).join(', ')}]`;
/** An element of `items` for a random number r in [0, 1). */
const pick = (/** @type {string[]} */ items, /** @type {string} */ r) =>
  `(${array(items)})[1 + floor(${r} * ${items.length})::int]`;

/**
 * The statements that write `count` applications, their applicants and their statuses, in order,
 * on one connection (a temporary table carries each applicant's draws from one to the next).
 * `setseed` makes every run hold the same names, terms and majors; ids and times differ.
 * @param {number} count
 */
export function seedStatements(count) {
  const [first, second, third] = SYLLABLES;
  if (!first || !second || !third) throw new Error('three syllable lists');
  const term = TERMS.map((t) => `when r_term < ${t.upTo} then ${literal(t.value)}`).join(' ');
  const termLabel = TERMS.map((t) => `when ${literal(t.value)} then ${literal(t.label)}`).join(' ');
  // The trigram indexes take entries one by one (no pending list, migration 0010): a bulk load
  // gathers them in the pending list instead and merges it once (PGlite: 71 s before, 34 s after).
  const GIN = ['applicants_email_trgm_idx', 'application_index_text_trgm_idx'];
  return [
    // Rows written as a bulk load writes them, without the triggers that keep application_index's
    // office keys (migration 0029) or check each foreign key: application_index is written last,
    // its keys with it.
    'set session_replication_role = replica',
    ...GIN.map((index) => `alter index ${index} set (fastupdate = on, gin_pending_list_limit = 65536)`),
    'select setseed(0.2027)',
    `create temp table bench_seed as
      select g, gen_random_uuid() as id, first_name, last_name, activity,
        r_reader, r_assign, r_decision, r_release, r_checklist,
        activity - r_age * interval '60 days' as created, progress,
        case ${term} end as term,
        ${pick(
          MAJORS.map(([value]) => value ?? ''),
          'r_major',
        )} as major,
        ${pick(
          MAJORS.map(([, label]) => label ?? ''),
          'r_major',
        )} as major_label
      from (
        select g, random() as r_term, random() as r_major, random() as r_age, random() as progress,
          random() as r_reader, random() as r_assign, random() as r_decision, random() as r_release,
          random() as r_checklist,
          ${pick(FIRST_NAMES, 'random()')} as first_name,
          case when random() < 0.83 then ${pick(SURNAMES, 'power(random(), 1.1)')}
            else ${pick(first, 'random()')} || ${pick(second, 'random()')} || ${pick(third, 'random()')}
          end as last_name,
          now() - power(random(), 1.5) * interval '180 days' as activity
        from generate_series(1, ${count}) g
      ) draws`,
    `insert into applicants (id, email, password_hash, confirmed_at, created_at)
      select id,
        lower(replace(replace(first_name || '.' || last_name, ' ', ''), '''', '')) || g || '@' ||
          ${pick(DOMAINS, `((g * 7919) % ${DOMAINS.length})::float / ${DOMAINS.length}`)},
        'seeded by bench/staff.mjs: no password', created + interval '3 minutes', created
      from bench_seed`,
    `insert into applications (applicant_id, answers, last_page, submitted_at, reference, created_at, updated_at,
        reported_errors)
      select id,
        case when progress < 0.2 then ${literal(JSON.stringify(ABOUT_ANSWERS))}::jsonb
          else ${literal(JSON.stringify(FULL_ANSWERS))}::jsonb || jsonb_build_object(
            'entry_term', term, 'entry_term_desc', case term ${termLabel} end,
            'applied_major', major, 'applied_major_desc', major_label)
        end || jsonb_build_object('first_name', first_name, 'last_name', last_name),
        case when progress < 0.2 then '/about' when progress < 0.35 then '/education'
          when progress < 0.7 then '/final-steps' else '/completion' end,
        case when progress >= 0.7 then activity end,
        case when progress >= 0.7 then to_char(activity at time zone 'UTC', 'YYYY') || '-' ||
          upper(substr(md5(g::text), 1, 4)) || '-' || upper(substr(md5(g::text), 5, 4)) end,
        created, activity,
        case when progress >= 0.5 and progress < 0.7 then (${pick(REPORTED_ERRORS, 'random()')})::jsonb end
      from bench_seed`,
    `insert into web_statuses (applicant_id, web_status, created_at)
      select id, 'started', created from bench_seed
      union all select id, 'validating', activity - interval '2 days' from bench_seed where progress >= 0.5
      union all select id, 'submitted', activity from bench_seed where progress >= 0.7`,
    // The office (issue 28): readers, their queues, the materials received, the decisions.
    `insert into staff_members (email, role)
      select 'reader' || lpad(n::text, 2, '0') || '@harborvalley.example.edu', 'reader'
      from generate_series(1, ${READERS}) n`,
    `insert into application_assignments (applicant_id, staff_id, assigned_at)
      select b.id, r.id, b.activity from bench_seed b
      join (select id, row_number() over (order by email) as n from staff_members
        where email like 'reader__@harborvalley.example.edu') r
        on r.n = 1 + floor(power(b.r_reader, 1.4) * ${READERS})::int
      where b.progress >= 0.7 and b.r_assign < 0.9`,
    `insert into checklist_receipts (applicant_id, item_key, received_on)
      select id, item, (activity at time zone 'UTC')::date from bench_seed,
        unnest(array['counselor_letter', 'transcript', 'test_scores']) with ordinality as items(item, k)
      where progress >= 0.7 and r_checklist < 0.9 - 0.1 * k`,
    `insert into application_decisions (applicant_id, decision, recorded_at, released_at, changed_at)
      select id,
        case when r_decision < 0.225 then 'admit' when r_decision < 0.3375 then 'deny'
          when r_decision < 0.405 then 'waitlist' else 'defer' end,
        activity + interval '1 hour',
        case when r_release < 0.33 then activity + interval '2 hours' end,
        activity + interval '1 hour'
      from bench_seed where progress >= 0.7 and r_assign < 0.9 and r_decision < 0.45`,
    'drop table bench_seed',
    // What a catch-up copies (staff/application-index.ts): these applications were saved in the
    // past, before its watermark, as if caught up then; with the office's keys as the triggers
    // would have kept them (migration 0029) under the rules the database holds (none yet): the
    // server's start writes its configuration's and keeps again the keys they change
    // (staff/site-rules.ts).
    `insert into application_index (applicant_id, searched_text, applied_major, entry_term,
        last_page, submitted_at, reported_errors, updated_at, staff_status, reader_id, decision_rank)
      select p.applicant_id,
        lower(coalesce(p.answers->>'first_name', '') || ' ' || coalesce(p.answers->>'last_name', '') || ' ' || a.email
          || coalesce(' ' || p.reference, '')),
        p.answers->>'applied_major', p.answers->>'entry_term',
        p.last_page, p.submitted_at, p.reported_errors, p.updated_at, k.staff_status, k.reader_id, k.decision_rank
      from applications p join applicants a on a.id = p.applicant_id
        cross join lateral application_index_keys(p.applicant_id, p.submitted_at) k`,
    'reset session_replication_role',
    ...GIN.flatMap((index) => [
      `select gin_clean_pending_list('${index}')`,
      `alter index ${index} set (fastupdate = off)`,
    ]),
    'analyze',
  ];
}

/**
 * What the bench asks for, drawn from the seeded rows: last names and e-mail addresses of
 * applicants at random (a common name as often as applicants have it), references of submitted
 * applications, and terms with majors.
 */
export const SAMPLE_QUERY = `select a.email, p.answers->>'last_name' as last_name, p.reference
  from applications p join applicants a on a.id = p.applicant_id
  order by md5(p.applicant_id::text) limit 500`;

/** The seeded readers' ids, whose queues the bench lists. */
export const READER_QUERY = `select id from staff_members
  where email like 'reader__@harborvalley.example.edu' order by email`;

export const TERM_VALUES = TERMS.map((t) => t.value);
export const MAJOR_VALUES = MAJORS.map(([value]) => value ?? '');
