import {
  CANADIAN_PROVINCE_OPTIONS,
  COUNTRY_CANADA,
  COUNTRY_USA,
  LIMITS,
  US_POSTAL_STATE_OPTIONS,
  type Option,
} from '@portico/application';
import { z } from 'zod';
import type { AddressFields, AddressProvider } from './address-provider';
import { productCountryCode, US_TERRITORY_CODES } from './country-codes';

/**
 * A Photon answer (https://github.com/komoot/photon): GeoJSON features whose properties name the
 * place. Every property is optional; unknown ones are ignored.
 */
const ZPhotonAnswer = z.object({
  features: z.array(
    z.object({
      properties: z
        .object({
          name: z.string(),
          housenumber: z.string(),
          street: z.string(),
          city: z.string(),
          state: z.string(),
          postcode: z.string(),
          countrycode: z.string(),
          osm_key: z.string(),
        })
        .partial(),
    }),
  ),
});
type PhotonProperties = z.infer<typeof ZPhotonAnswer>['features'][number]['properties'];

export interface PhotonOptions {
  /** Photon's base URL, e.g. http://photon.internal:2322 (GET {url}/api?q=…). */
  url: string;
  timeoutMs: number;
}

/**
 * Addresses from a Photon server, the open-source OpenStreetMap geocoder that an institution can
 * run itself. A slow or failing Photon must not stall the form: past `timeoutMs` the request is
 * abandoned and the applicant simply sees no suggestions. The typed text is never logged: it is
 * the applicant's address.
 */
export function photonProvider(options: PhotonOptions): AddressProvider {
  const endpoint = new URL('api', options.url.endsWith('/') ? options.url : `${options.url}/`);
  return {
    name: 'photon',
    async suggest(text, max, log) {
      const url = new URL(endpoint);
      url.searchParams.set('q', text);
      url.searchParams.set('limit', String(max));
      url.searchParams.set('lang', 'en');
      const started = performance.now();
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          log.warn({ provider: 'photon', status: response.status }, 'address provider failed');
          return { ok: false, addresses: [] };
        }
        const answer = ZPhotonAnswer.parse(await response.json());
        return {
          ok: true,
          addresses: toAddresses(
            answer.features.map((feature) => feature.properties),
            max,
          ),
        };
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        log.warn(
          { provider: 'photon', err: error, timedOut, ms: Math.round(performance.now() - started) },
          timedOut ? 'address provider timed out' : 'address provider failed',
        );
        return { ok: false, addresses: [] };
      }
    },
  };
}

function toAddresses(places: PhotonProperties[], max: number): AddressFields[] {
  const seen = new Set<string>();
  const addresses: AddressFields[] = [];
  for (const place of places) {
    const address = toAddress(place);
    if (!address) continue;
    const key = JSON.stringify(address);
    if (seen.has(key)) continue;
    seen.add(key);
    addresses.push(address);
    if (addresses.length === max) break;
  }
  return addresses;
}

/**
 * The form's fields from a Photon place: a house gives its street line; a town (osm_key place)
 * gives itself as the city. States of the United States and Canada become their postal codes.
 * A place whose fields the form could not store (longer than its inputs allow) is left out.
 */
function toAddress(place: PhotonProperties): AddressFields | undefined {
  const alpha2 = (place.countrycode ?? '').toUpperCase();
  const country = productCountryCode(alpha2);
  const street = place.street ? [place.housenumber, place.street].filter(Boolean).join(' ') : '';
  const city = place.city ?? (place.osm_key === 'place' ? (place.name ?? '') : '');
  let state = place.state ?? '';
  if (US_TERRITORY_CODES.has(alpha2)) state = alpha2;
  else if (country === COUNTRY_USA) state = optionValue(US_POSTAL_STATE_OPTIONS, state);
  else if (country === COUNTRY_CANADA) state = optionValue(CANADIAN_PROVINCE_OPTIONS, state);
  const address = { address_line_1: street, city, state, zip: place.postcode ?? '', country };
  const max = LIMITS.textInputMaxLength;
  if (!street && !city) return undefined;
  if (street.length > max || city.length > max || state.length > max || address.zip.length > 10)
    return undefined;
  return address;
}

function optionValue(options: readonly Option[], label: string): string {
  const wanted = label.toLowerCase();
  return options.find((option) => option.value && option.label.toLowerCase() === wanted)?.value ?? '';
}
