import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { brands } from '../brand';
import { AppFooter } from './AppFooter';

const helpBox = () => screen.getByRole('region', { name: '¿Necesitas ayuda?' });

describe('AppFooter', () => {
  it("gives the default brand's coordinator contact in its help box", () => {
    renderWithProviders(<AppFooter />, { brand: brands.enlaza });
    const contact = within(helpBox()).getByRole('link', { name: 'coordinacion@enlaza.test' });
    expect(contact).toHaveAttribute('href', 'mailto:coordinacion@enlaza.test');
  });

  it("gives the second brand's own coordinator contact, not the default brand's", () => {
    renderWithProviders(<AppFooter />, { brand: brands.mentorup });
    const contact = within(helpBox()).getByRole('link', { name: 'coordinacion@mentorup.test' });
    expect(contact).toHaveAttribute('href', 'mailto:coordinacion@mentorup.test');
    expect(screen.queryByText('coordinacion@enlaza.test')).not.toBeInTheDocument();
  });
});
