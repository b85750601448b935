/**
 * Countries, regions and communes for the profile and user forms. Import this module lazily from inside a page
 * chunk: the data is large and must stay out of the shared bundle.
 */
export {
  communesOf,
  countries,
  DEFAULT_COUNTRY,
  isKnownLocation,
  regionsOf,
  type Country,
  type Region,
} from '@enlaza/contract/reference/locations';
