import type { AnswerValue, FormState } from './answers.schema';
import type { ApplicationDefinition } from './application-definition.schema';
import {
  settleVisibility,
  visibilityInputs,
  visibilityOfSettled,
  type SettledVisibility,
  type Visibility,
} from './visibility';

/**
 * resolveVisibility, with the settled classification remembered by what decides it (D-PRF-16): the
 * visibility inputs' values, the add-another counts, the tabs and the confirmations decide what is
 * shown; the other answers decide only which hidden keys hold something to clear, worked out afresh
 * on every call. So states that differ only in what was typed (most of a deadline night's saves)
 * share one entry. The server's saves use it; the browser does not, so that the first visit does not
 * carry it.
 */
export function rememberedVisibility(definition: ApplicationDefinition, state: FormState): Visibility {
  let remembered = settledByDefinition.get(definition);
  if (!remembered) {
    remembered = new Map();
    settledByDefinition.set(definition, remembered);
  }
  const key = decidingKey(definition, state);
  let settled = remembered.get(key);
  if (!settled) {
    // Kept without the answers it was worked out from: the key's values are all it holds of them.
    const { given: _given, ...classification } = settleVisibility(definition, state);
    settled = classification;
    if (remembered.size >= REMEMBERED_LIMIT) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, settled);
  }
  return visibilityOfSettled(settled, state);
}

/** Entries per definition, the oldest going first: each holds key sets, a few kilobytes. */
const REMEMBERED_LIMIT = 1_000;
const settledByDefinition = new WeakMap<ApplicationDefinition, Map<string, SettledVisibility>>();

/**
 * What decides a state's visibility, as one string: every visibility input's value (an unanswered
 * key apart from an empty answer, since conditions may tell them apart), the counts, the tabs and
 * the confirmations.
 */
function decidingKey(definition: ApplicationDefinition, state: FormState): string {
  const places = inputPlaces(definition);
  const values: (AnswerValue | [])[] = new Array<[]>(places.size).fill([]);
  // By the answers held, not by the inputs: reading a key an object lacks is V8's slow path.
  for (const key in state.answers) {
    const place = places.get(key);
    if (place !== undefined) values[place] = state.answers[key] ?? null;
  }
  return JSON.stringify([values, state.addAnother ?? {}, state.tabs ?? {}, state.confirmed ?? {}]);
}

const inputPlacesByDefinition = new WeakMap<ApplicationDefinition, ReadonlyMap<string, number>>();

/** Each visibility input's place in a deciding key. */
function inputPlaces(definition: ApplicationDefinition): ReadonlyMap<string, number> {
  let places = inputPlacesByDefinition.get(definition);
  if (!places) {
    places = new Map([...visibilityInputs(definition)].map((key, place) => [key, place]));
    inputPlacesByDefinition.set(definition, places);
  }
  return places;
}
