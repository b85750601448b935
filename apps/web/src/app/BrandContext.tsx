import { createContext, useContext } from 'react';
import { brands, type Brand } from './brand';

export const BrandContext = createContext<Brand>(brands.enlaza);

export function useBrand(): Brand {
  return useContext(BrandContext);
}
