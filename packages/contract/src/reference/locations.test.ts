import { describe, expect, it } from 'vitest';
import { communesOf, countries, isKnownLocation, regionsOf } from './locations';

const duplicates = (names: readonly string[]) => names.filter((name, i) => names.indexOf(name) !== i);
const levelBelow = (country: string) => regionsOf(country).flatMap((region) => region.communes ?? []);

describe('location reference data', () => {
  it('offers the ten countries of the spec, Chile first', () => {
    expect(countries.map((c) => c.name)).toEqual([
      'Chile',
      'Perú',
      'Colombia',
      'Argentina',
      'México',
      'USA',
      'Ecuador',
      'Bolivia',
      'Uruguay',
      'Paraguay',
    ]);
  });

  it('has the real number of first-level regions in every country', () => {
    const counts = Object.fromEntries(countries.map((c) => [c.name, c.regions.length]));
    expect(counts).toEqual({
      Chile: 16,
      Perú: 25,
      Colombia: 33,
      Argentina: 24,
      México: 32,
      USA: 52,
      Ecuador: 24,
      Bolivia: 9,
      Uruguay: 19,
      Paraguay: 18,
    });
  });

  it('lists Chile’s 346 communes, every region with its own', () => {
    expect(levelBelow('Chile')).toHaveLength(346);
    expect(communesOf('Chile', 'Región Metropolitana de Santiago')).toHaveLength(52);
    expect(communesOf('Chile', 'Región de Valparaíso')).toHaveLength(38);
    expect(communesOf('Chile', 'Región de Ñuble')).toHaveLength(21);
    expect(communesOf('Chile', 'Región de Magallanes y de la Antártica Chilena')).toContain('Cabo de Hornos');
    for (const region of regionsOf('Chile')) expect(region.communes?.length, region.name).toBeGreaterThan(0);
  });

  it('lists Perú’s 196 provinces (Callao included) and Colombia’s municipalities', () => {
    expect(levelBelow('Perú')).toHaveLength(196);
    expect(communesOf('Perú', 'Callao')).toEqual(['Callao']);
    expect(communesOf('Perú', 'Lima')).toHaveLength(10);
    expect(regionsOf('Colombia').map((r) => r.name)).toContain('Bogotá D.C.');
    // DANE's DIVIPOLA: 1,104 municipalities (Bogotá included) and 18 non-municipalised areas.
    expect(levelBelow('Colombia').length).toBeGreaterThanOrEqual(1_100);
    expect(levelBelow('Colombia').length).toBeLessThanOrEqual(1_125);
    expect(communesOf('Colombia', 'Antioquia')).toHaveLength(125);
    expect(communesOf('Colombia', 'Cundinamarca')).toHaveLength(116);
  });

  it('has no duplicate names within a level', () => {
    expect(duplicates(countries.map((c) => c.name))).toEqual([]);
    for (const country of countries) {
      expect(duplicates(country.regions.map((r) => r.name)), country.name).toEqual([]);
      for (const region of country.regions) {
        expect(duplicates(region.communes ?? []), `${country.name} / ${region.name}`).toEqual([]);
        expect(region.name.trim()).toBe(region.name);
        for (const commune of region.communes ?? []) expect(commune.trim()).toBe(commune);
      }
    }
  });

  it('answers lookups, empty for unknown names', () => {
    expect(communesOf('Chile', 'Región de Los Ríos')).toContain('Valdivia');
    expect(communesOf('Chile', 'No existe')).toEqual([]);
    expect(regionsOf('Narnia')).toEqual([]);
    expect(isKnownLocation('Chile')).toBe(true);
    expect(isKnownLocation('Chile', 'Región del Biobío')).toBe(true);
    expect(isKnownLocation('Chile', 'Antioquia')).toBe(false);
    expect(isKnownLocation('Narnia')).toBe(false);
  });
});
