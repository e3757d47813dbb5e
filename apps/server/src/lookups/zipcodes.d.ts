// The `zipcodes` package (BSD licence, docs/lookups.md) ships no types.
declare module 'zipcodes' {
  interface ZipCodePlace {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    /** 'US', or 'Canada' for the Canadian postal areas the package also holds. */
    country: string;
  }
  const zipcodes: { codes: Record<string, ZipCodePlace> };
  export default zipcodes;
}
