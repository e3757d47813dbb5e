import type { Option } from '../site-config.schema';
import { withEmptyFirst } from './empty-option';

/** USPS codes: the 50 states and the District of Columbia, by name. */
const US_STATES: readonly Option[] = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
  { value: 'AZ', label: 'Arizona' },
  { value: 'AR', label: 'Arkansas' },
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'CT', label: 'Connecticut' },
  { value: 'DE', label: 'Delaware' },
  { value: 'DC', label: 'District of Columbia' },
  { value: 'FL', label: 'Florida' },
  { value: 'GA', label: 'Georgia' },
  { value: 'HI', label: 'Hawaii' },
  { value: 'ID', label: 'Idaho' },
  { value: 'IL', label: 'Illinois' },
  { value: 'IN', label: 'Indiana' },
  { value: 'IA', label: 'Iowa' },
  { value: 'KS', label: 'Kansas' },
  { value: 'KY', label: 'Kentucky' },
  { value: 'LA', label: 'Louisiana' },
  { value: 'ME', label: 'Maine' },
  { value: 'MD', label: 'Maryland' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'MI', label: 'Michigan' },
  { value: 'MN', label: 'Minnesota' },
  { value: 'MS', label: 'Mississippi' },
  { value: 'MO', label: 'Missouri' },
  { value: 'MT', label: 'Montana' },
  { value: 'NE', label: 'Nebraska' },
  { value: 'NV', label: 'Nevada' },
  { value: 'NH', label: 'New Hampshire' },
  { value: 'NJ', label: 'New Jersey' },
  { value: 'NM', label: 'New Mexico' },
  { value: 'NY', label: 'New York' },
  { value: 'NC', label: 'North Carolina' },
  { value: 'ND', label: 'North Dakota' },
  { value: 'OH', label: 'Ohio' },
  { value: 'OK', label: 'Oklahoma' },
  { value: 'OR', label: 'Oregon' },
  { value: 'PA', label: 'Pennsylvania' },
  { value: 'RI', label: 'Rhode Island' },
  { value: 'SC', label: 'South Carolina' },
  { value: 'SD', label: 'South Dakota' },
  { value: 'TN', label: 'Tennessee' },
  { value: 'TX', label: 'Texas' },
  { value: 'UT', label: 'Utah' },
  { value: 'VT', label: 'Vermont' },
  { value: 'VA', label: 'Virginia' },
  { value: 'WA', label: 'Washington' },
  { value: 'WV', label: 'West Virginia' },
  { value: 'WI', label: 'Wisconsin' },
  { value: 'WY', label: 'Wyoming' },
];

/** USPS codes of the territories and freely associated states that take U.S. mail. */
const US_TERRITORIES: readonly Option[] = [
  { value: 'AS', label: 'American Samoa' },
  { value: 'FM', label: 'Federated States of Micronesia' },
  { value: 'GU', label: 'Guam' },
  { value: 'MH', label: 'Marshall Islands' },
  { value: 'MP', label: 'Northern Mariana Islands' },
  { value: 'PW', label: 'Palau' },
  { value: 'PR', label: 'Puerto Rico' },
  { value: 'VI', label: 'U.S. Virgin Islands' },
];

/** USPS codes of military mail (APO/FPO/DPO). */
const ARMED_FORCES_REGIONS: readonly Option[] = [
  { value: 'AA', label: 'Armed Forces Americas (except Canada)' },
  { value: 'AE', label: 'Armed Forces Europe, the Middle East, Africa and Canada' },
  { value: 'AP', label: 'Armed Forces Pacific' },
];

/** Canada Post codes of the provinces and territories. */
const CANADIAN_PROVINCES: readonly Option[] = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia' },
  { value: 'MB', label: 'Manitoba' },
  { value: 'NB', label: 'New Brunswick' },
  { value: 'NL', label: 'Newfoundland and Labrador' },
  { value: 'NT', label: 'Northwest Territories' },
  { value: 'NS', label: 'Nova Scotia' },
  { value: 'NU', label: 'Nunavut' },
  { value: 'ON', label: 'Ontario' },
  { value: 'PE', label: 'Prince Edward Island' },
  { value: 'QC', label: 'Quebec' },
  { value: 'SK', label: 'Saskatchewan' },
  { value: 'YT', label: 'Yukon' },
];

/** The 50 states and DC. */
export const US_STATE_OPTIONS: readonly Option[] = withEmptyFirst(US_STATES);

/** Every 'state' of an address whose country is USA: states, DC, territories, armed-forces regions. */
export const US_POSTAL_STATE_OPTIONS: readonly Option[] = withEmptyFirst([
  ...US_STATES,
  ...US_TERRITORIES,
  ...ARMED_FORCES_REGIONS,
]);

/** The 'state' of an address whose country is CAN. */
export const CANADIAN_PROVINCE_OPTIONS: readonly Option[] = withEmptyFirst(CANADIAN_PROVINCES);

/**
 * The spec's stateAndProvince list: the U.S. states, U.S. territories and armed-forces regions, then
 * the Canadian provinces and territories. The two-letter codes of both countries never collide.
 */
export const STATE_AND_PROVINCE_OPTIONS: readonly Option[] = withEmptyFirst([
  ...US_STATES,
  ...US_TERRITORIES,
  ...ARMED_FORCES_REGIONS,
  ...CANADIAN_PROVINCES,
]);
