import { createContext, useContext } from 'react';
import type { Units } from './units';

/** The units the result page writes its amounts in; metric unless a screen says otherwise. */
export const UnitsContext = createContext<Units>('metric');

export const useUnits = (): Units => useContext(UnitsContext);
