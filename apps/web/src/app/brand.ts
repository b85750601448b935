import { roleLabels, type Role } from '@enlaza/contract';
import { brandWords, type BrandId } from './brandWords';

export type { BrandId } from './brandWords';

export interface SocialLink {
  name: 'Instagram' | 'LinkedIn' | 'Facebook';
  url: string;
}

export interface Brand {
  id: BrandId;
  name: string;
  pageTitle: string;
  tagline: string;
  primaryColor: string;
  /** A pale tint of the primary colour for backgrounds. */
  tintColor: string;
  logoUrl: string;
  bannerUrl: string;
  loginImageUrl: string;
  faviconUrl: string;
  faqUrl: string;
  termsUrl: string;
  privacyUrl: string;
  /** Hidden for the second brand (spec 000 §1). */
  socialLinks: SocialLink[];
  /** Sent with sign-in and recovery so the server knows which brand the user is on. */
  isMentorup: boolean;
}

function brandAssets(id: BrandId) {
  const base = `/brands/${id}`;
  return {
    logoUrl: `${base}/logo.svg`,
    bannerUrl: `${base}/banner.svg`,
    loginImageUrl: `${base}/login.svg`,
    faviconUrl: `${base}/favicon.svg`,
    // Built from brandDocuments/ by vite/brandDocuments.ts.
    faqUrl: `${base}/faq.html`,
    termsUrl: `${base}/terminos.html`,
    privacyUrl: `${base}/privacidad.html`,
  };
}

export const brands: Record<BrandId, Brand> = {
  enlaza: {
    id: 'enlaza',
    name: brandWords.enlaza.name,
    pageTitle: 'Enlaza · Mentorías y redes',
    tagline: brandWords.enlaza.tagline,
    primaryColor: brandWords.enlaza.primaryColor,
    tintColor: brandWords.enlaza.tintColor,
    ...brandAssets('enlaza'),
    socialLinks: [
      { name: 'Instagram', url: 'https://www.instagram.com/enlaza' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/company/enlaza' },
      { name: 'Facebook', url: 'https://www.facebook.com/enlaza' },
    ],
    isMentorup: false,
  },
  mentorup: {
    id: 'mentorup',
    name: brandWords.mentorup.name,
    pageTitle: 'MentorUp · Talento en tu empresa',
    tagline: brandWords.mentorup.tagline,
    primaryColor: brandWords.mentorup.primaryColor,
    tintColor: brandWords.mentorup.tintColor,
    ...brandAssets('mentorup'),
    socialLinks: [],
    isMentorup: true,
  },
};

/** The second brand is used when the host name contains its domain; otherwise the default brand. */
export function detectBrandId(hostname: string, secondBrandDomain: string): BrandId {
  const domain = secondBrandDomain.trim().toLowerCase();
  return domain !== '' && hostname.toLowerCase().includes(domain) ? 'mentorup' : 'enlaza';
}

/** Page title, favicon, browser theme colour and the CSS colour variables of the brand. */
export function applyBrandToDocument(brand: Brand, doc: Document = document): void {
  doc.title = brand.pageTitle;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.faviconUrl;
  doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', brand.primaryColor);
  doc.documentElement.style.setProperty('--brand-color', brand.primaryColor);
  doc.documentElement.style.setProperty('--brand-tint', brand.tintColor);
  doc.documentElement.dataset.brand = brand.id;
}

/** How a role is named in menus and the profile: the platform admin's label carries the brand name (spec 000 §1). */
export function roleDisplayName(role: Role, brand: Brand): string {
  return role === 'ADMIN' ? `${roleLabels.ADMIN} ${brand.name}` : roleLabels[role];
}
