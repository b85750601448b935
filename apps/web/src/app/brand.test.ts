import { describe, expect, it } from 'vitest';
import { applyBrandToDocument, brands, detectBrandId, roleDisplayName } from './brand';
import { defaultPublicConfig, readPublicConfig } from './publicConfig';

describe('detectBrandId', () => {
  it.each([
    ['app.enlaza.cl', 'mentorup', 'enlaza'],
    ['localhost', 'mentorup', 'enlaza'],
    ['mentorup.localhost', 'mentorup', 'mentorup'],
    ['app.mentorup.com', 'mentorup', 'mentorup'],
    ['APP.MENTORUP.COM', 'mentorup', 'mentorup'],
    ['app.mentorup.com', 'MentorUp', 'mentorup'],
    ['app.talento.example', 'talento.example', 'mentorup'],
    ['app.enlaza.cl', '', 'enlaza'],
    ['app.enlaza.cl', '   ', 'enlaza'],
  ])('%s with second brand domain %j is %s', (hostname, domain, expected) => {
    expect(detectBrandId(hostname, domain)).toBe(expected);
  });
});

describe('brands', () => {
  it('hide the social links and flag isMentorup only for the second brand', () => {
    expect(brands.enlaza.socialLinks.map((link) => link.name)).toEqual(['Instagram', 'LinkedIn', 'Facebook']);
    expect(brands.mentorup.socialLinks).toEqual([]);
    expect(brands.enlaza.isMentorup).toBe(false);
    expect(brands.mentorup.isMentorup).toBe(true);
  });

  it('do not share artwork or documents', () => {
    const assets = (brand: (typeof brands)['enlaza']) => [
      brand.logoUrl,
      brand.bannerUrl,
      brand.loginImageUrl,
      brand.faviconUrl,
      brand.faqUrl,
      brand.termsUrl,
      brand.privacyUrl,
    ];
    const shared = assets(brands.enlaza).filter((url) => assets(brands.mentorup).includes(url));
    expect(shared).toEqual([]);
  });

  it('set the page title and the favicon', () => {
    applyBrandToDocument(brands.mentorup);
    expect(document.title).toBe(brands.mentorup.pageTitle);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brands/mentorup/favicon.svg');
    applyBrandToDocument(brands.enlaza);
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brands/enlaza/favicon.svg');
  });

  it('name the platform admin role with the brand', () => {
    expect(roleDisplayName('ADMIN', brands.enlaza)).toBe('Administrador Enlaza');
    expect(roleDisplayName('COMPANY_ADMIN', brands.enlaza)).toBe('Administrador');
    expect(roleDisplayName('USER', brands.mentorup)).toBe('Usuario Programa');
  });
});

describe('readPublicConfig', () => {
  it('falls back to the defaults when nothing was injected', () => {
    expect(readPublicConfig(undefined)).toEqual(defaultPublicConfig);
    expect(readPublicConfig('nonsense')).toEqual(defaultPublicConfig);
  });

  it('takes the injected settings over the defaults', () => {
    expect(
      readPublicConfig({ secondBrandDomain: 'talento', oidcProviders: { google: false, microsoft: true } }),
    ).toEqual({
      ...defaultPublicConfig,
      secondBrandDomain: 'talento',
      oidcProviders: { google: false, microsoft: true },
    });
  });

  it('ignores a malformed injection', () => {
    expect(readPublicConfig({ supportEmail: 42 })).toEqual(defaultPublicConfig);
  });
});
