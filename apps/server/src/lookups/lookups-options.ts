import type { Env } from '../platform/env';
import { ConfigurationError } from '../platform/env';
import type { LookupsOptions } from './lookups-context';
import { photonProvider } from './photon-provider';
import { zipCodeProvider } from './zip-code-provider';

/** The lookups' settings from the environment (docs/lookups.md); a missing PHOTON_URL stops the start. */
export function lookupsOptionsFromEnv(env: Env): LookupsOptions {
  if (env.ADDRESS_PROVIDER === 'photon' && !env.PHOTON_URL) {
    throw new ConfigurationError(
      'Invalid environment:\n  PHOTON_URL: is required when ADDRESS_PROVIDER is photon',
    );
  }
  return {
    addressProvider:
      env.ADDRESS_PROVIDER === 'photon' && env.PHOTON_URL
        ? photonProvider({ url: env.PHOTON_URL, timeoutMs: env.PHOTON_TIMEOUT_MS })
        : zipCodeProvider(),
    rateLimit: { max: env.LOOKUP_RATE_LIMIT, windowMs: 60_000 },
  };
}
