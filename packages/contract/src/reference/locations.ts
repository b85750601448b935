import { DEFAULT_COUNTRY } from '../people';
import { chileRegions } from './locationData/chile';
import { colombiaRegions } from './locationData/colombia';
import { peruRegions } from './locationData/peru';

/**
 * Countries and regions for the profile and user forms (spec 000 §5, 002 "Reference lists"). Written from the
 * official divisions of each country; the region is the first-level division and `communes` the level below it
 * (Chile's communes, Perú's provinces, Colombia's municipalities). Kept out of the contract index so that only the
 * pages with a location field load it: import it from `@enlaza/contract/reference/locations`.
 */
export interface Region {
  name: string;
  communes?: readonly string[];
}
export interface Country {
  name: string;
  regions: readonly Region[];
}

export { DEFAULT_COUNTRY };

const regionsNamed = (names: readonly string[]): readonly Region[] => names.map((name) => ({ name }));

/** Argentina: 23 provinces and the Autonomous City of Buenos Aires. */
const argentinaRegions = regionsNamed([
  'Buenos Aires',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Ciudad Autónoma de Buenos Aires',
  'Córdoba',
  'Corrientes',
  'Entre Ríos',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
  'Tucumán',
]);

/** México: 31 states and Mexico City, with INEGI's names ("Estado de México" for the state called México). */
const mexicoRegions = regionsNamed([
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila de Zaragoza',
  'Colima',
  'Durango',
  'Estado de México',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'Michoacán de Ocampo',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz de Ignacio de la Llave',
  'Yucatán',
  'Zacatecas',
]);

/** USA: the 50 states (with their usual Spanish names), the District of Columbia and Puerto Rico. */
const usaRegions = regionsNamed([
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Carolina del Norte',
  'Carolina del Sur',
  'Colorado',
  'Connecticut',
  'Dakota del Norte',
  'Dakota del Sur',
  'Delaware',
  'Distrito de Columbia',
  'Florida',
  'Georgia',
  'Hawái',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Luisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Míchigan',
  'Minnesota',
  'Misisipi',
  'Misuri',
  'Montana',
  'Nebraska',
  'Nevada',
  'Nueva Jersey',
  'Nueva York',
  'Nuevo Hampshire',
  'Nuevo México',
  'Ohio',
  'Oklahoma',
  'Oregón',
  'Pensilvania',
  'Puerto Rico',
  'Rhode Island',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Virginia Occidental',
  'Washington',
  'Wisconsin',
  'Wyoming',
]);

/** Ecuador: 24 provinces. */
const ecuadorRegions = regionsNamed([
  'Azuay',
  'Bolívar',
  'Cañar',
  'Carchi',
  'Chimborazo',
  'Cotopaxi',
  'El Oro',
  'Esmeraldas',
  'Galápagos',
  'Guayas',
  'Imbabura',
  'Loja',
  'Los Ríos',
  'Manabí',
  'Morona Santiago',
  'Napo',
  'Orellana',
  'Pastaza',
  'Pichincha',
  'Santa Elena',
  'Santo Domingo de los Tsáchilas',
  'Sucumbíos',
  'Tungurahua',
  'Zamora Chinchipe',
]);

/** Bolivia: 9 departments. */
const boliviaRegions = regionsNamed([
  'Beni',
  'Chuquisaca',
  'Cochabamba',
  'La Paz',
  'Oruro',
  'Pando',
  'Potosí',
  'Santa Cruz',
  'Tarija',
]);

/** Uruguay: 19 departments. */
const uruguayRegions = regionsNamed([
  'Artigas',
  'Canelones',
  'Cerro Largo',
  'Colonia',
  'Durazno',
  'Flores',
  'Florida',
  'Lavalleja',
  'Maldonado',
  'Montevideo',
  'Paysandú',
  'Río Negro',
  'Rivera',
  'Rocha',
  'Salto',
  'San José',
  'Soriano',
  'Tacuarembó',
  'Treinta y Tres',
]);

/** Paraguay: 17 departments and the capital district, Asunción. */
const paraguayRegions = regionsNamed([
  'Alto Paraguay',
  'Alto Paraná',
  'Amambay',
  'Asunción',
  'Boquerón',
  'Caaguazú',
  'Caazapá',
  'Canindeyú',
  'Central',
  'Concepción',
  'Cordillera',
  'Guairá',
  'Itapúa',
  'Misiones',
  'Ñeembucú',
  'Paraguarí',
  'Presidente Hayes',
  'San Pedro',
]);

/** In the order the forms offer them, the default country first. */
export const countries: readonly Country[] = [
  { name: DEFAULT_COUNTRY, regions: chileRegions },
  { name: 'Perú', regions: peruRegions },
  { name: 'Colombia', regions: colombiaRegions },
  { name: 'Argentina', regions: argentinaRegions },
  { name: 'México', regions: mexicoRegions },
  { name: 'USA', regions: usaRegions },
  { name: 'Ecuador', regions: ecuadorRegions },
  { name: 'Bolivia', regions: boliviaRegions },
  { name: 'Uruguay', regions: uruguayRegions },
  { name: 'Paraguay', regions: paraguayRegions },
];

const countriesByName = new Map(countries.map((country) => [country.name, country]));

/** The regions of a country; none for a country not in the list. */
export function regionsOf(country: string): readonly Region[] {
  return countriesByName.get(country)?.regions ?? [];
}

/** The level below a region (communes, provinces or municipalities); none when unknown or not listed. */
export function communesOf(country: string, region: string): readonly string[] {
  return regionsOf(country).find((r) => r.name === region)?.communes ?? [];
}

/** Whether the country is in the list and, when a region is given, whether it is one of that country's regions. */
export function isKnownLocation(country: string, region?: string): boolean {
  const known = countriesByName.get(country);
  if (!known) return false;
  return region === undefined || known.regions.some((r) => r.name === region);
}
