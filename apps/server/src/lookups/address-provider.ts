import type { AddressRecord, LookupSuggestion } from '@portico/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** An address without its id: what a provider finds. */
export type AddressFields = Omit<AddressRecord, 'id'>;

/**
 * Where address suggestions come from. A provider never throws: a failure is logged and answers
 * `ok: false` with no addresses (a suggestion failure silently shows no options),
 * and that answer is not cached.
 */
export interface AddressProvider {
  readonly name: string;
  suggest(
    text: string,
    max: number,
    log: FastifyBaseLogger,
  ): Promise<{ ok: boolean; addresses: AddressFields[] }>;
}

const ZEncodedAddress = z.tuple([z.string(), z.string(), z.string(), z.string(), z.string()]);

/**
 * An address's id is the address itself, encoded: a detail lookup then needs no second call to
 * the provider (Photon has no lookup by id) and no state shared between processes. An id made up
 * by a client gives back only what it holds, so nothing is disclosed.
 */
export function addressId(address: AddressFields): string {
  const fields = [address.address_line_1, address.city, address.state, address.zip, address.country];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

export function addressFromId(id: string): AddressRecord | undefined {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = ZEncodedAddress.safeParse(decoded);
  if (!parsed.success) return undefined;
  const [address_line_1, city, state, zip, country] = parsed.data;
  return { id, address_line_1, city, state, zip, country };
}

/** '123 Main St' over 'Athens, GA 30601, USA'; a town without a street shows the town. */
export function toAddressSuggestion(address: AddressFields): LookupSuggestion {
  const place = [[address.city, address.state].filter(Boolean).join(', '), address.zip]
    .filter(Boolean)
    .join(' ');
  return address.address_line_1
    ? {
        text: address.address_line_1,
        id: addressId(address),
        sub_text: [place, address.country].filter(Boolean).join(', '),
      }
    : { text: place, id: addressId(address), sub_text: address.country };
}
